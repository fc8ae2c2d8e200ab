import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';

export interface GroupsDeps {
  db: Database;
  bus: EventBus;
}
