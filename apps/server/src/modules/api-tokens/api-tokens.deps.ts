import type { Database } from '../../db/client';

export interface ApiTokensDeps {
  db: Database;
}
