import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { FileStorage } from '../../storage/file-storage';

export interface TrashDeps {
  db: Database;
  bus: EventBus;
  storage: FileStorage;
  /** How long an entry stays before it is purged. */
  retentionMs: number;
}

export interface TrashPurgeDeps {
  db: Database;
  storage: FileStorage;
}
