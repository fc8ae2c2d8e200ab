import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';

/** What a module needs to read and change the data of a workspace and tell its members. */
export interface DataDeps {
  db: Database;
  bus: EventBus;
}
