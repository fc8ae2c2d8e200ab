import type { TrashPlace } from '@hangar/contracts';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';

/** What a module needs to read and change the data of a workspace and tell its members. */
export interface DataDeps {
  db: Database;
  bus: EventBus;
}

/** An item deleted with what it holds, as the trash records it (docs/trash.md). */
export type TrashedItem = {
  id: number;
  name: string;
  groupId: number;
} & (
  | { kind: 'group' }
  | { kind: 'project' }
  | { kind: 'log'; projectId: number }
  | { kind: 'doc'; projectId: number; path: string; position: number; subtree: number[] }
  | {
      kind: 'link';
      projectId: number;
      linkGroupId: number;
      linkGroupName: string;
      links: NonNullable<TrashPlace['links']>;
    }
);

/**
 * The trash, as the modules whose items go there see it (implemented by the trash module, given
 * to them by api-routes.ts, so that they need not import it).
 */
export interface TrashBin {
  /**
   * Moves the item and everything in it to the trash in `db`'s transaction: a new entry, and its
   * rows marked with it, so that every read leaves them out. Answers the entry's id.
   */
  moveToTrash(db: Database, caller: TrashCaller, item: TrashedItem): Promise<number>;
  /** Tells those who may restore it that the entry is in the trash, once the move committed. */
  announce(entryId: number, source: string | null): Promise<void>;
}

/** Who deletes: a member of the item's workspace. */
interface TrashCaller {
  workspaceId: number;
  actor: { userId: number };
}

/** What a module whose items go to the trash needs. */
export interface TrashingDeps extends DataDeps {
  trash: TrashBin;
}
