import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';

export interface CommentsDeps {
  db: Database;
  bus: EventBus;
  /** The doc's freshest content (live when open, else saved), to tell detached threads. */
  live: { currentState(docId: number): Promise<Uint8Array | null> };
}
