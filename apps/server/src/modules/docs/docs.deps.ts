import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';

/** What the docs module needs of live editing (implemented by src/live). */
export interface LiveDocs {
  /** The freshest content: the live one when the doc is open, else the saved one. */
  currentState(docId: number): Promise<Uint8Array | null>;
  /** Replaces the content, for everyone editing it too. */
  replaceContent(docId: number, state: Uint8Array): Promise<void>;
  /** Disconnects the doc's editors (it was deleted, archived or locked against them). */
  closeDoc(docId: number): void;
}

export interface DocsDeps {
  db: Database;
  bus: EventBus;
  live: LiveDocs;
}
