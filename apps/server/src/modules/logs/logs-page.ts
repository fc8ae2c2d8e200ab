import type { Database } from '../../db/client';
import { readPage } from '../../db/rows';

import { listLogsPage, type LogRow } from './logs.repository';

export interface LogsPageRequest {
  projectId: number;
  archived: boolean;
  /** At most this many logs; every one without it. */
  limit?: number;
  /** A log's id: the logs after it in the list. */
  before?: number;
}

/**
 * A page of a project's active or archived logs, newest first, and whether more follow it. A
 * `before` log deleted meanwhile (or not of this project) still says where to go on: after every
 * log from its id up, since ids follow creation (listLogsPage).
 */
export function logsPageOf(
  db: Database,
  { projectId, archived, limit, before }: LogsPageRequest,
): Promise<{ rows: LogRow[]; more: boolean }> {
  return readPage(limit, (upTo) => listLogsPage(db, { projectId, archived, before, limit: upTo }));
}
