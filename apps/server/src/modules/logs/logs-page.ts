import type { Database } from '../../db/client';
import { findLog, listLogsPage, type LogRow } from './logs.repository';

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
 * log from its id up, since ids follow creation.
 */
export async function logsPageOf(
  db: Database,
  { projectId, archived, limit, before }: LogsPageRequest,
): Promise<{ rows: LogRow[]; more: boolean }> {
  const start =
    before === undefined
      ? undefined
      : (await findLog(db, projectId, before))
        ? { afterLog: before }
        : { belowId: before };
  const rows = await listLogsPage(db, {
    projectId,
    archived,
    start,
    // One more than asked tells whether a next page exists.
    limit: limit === undefined ? undefined : limit + 1,
  });
  const more = limit !== undefined && rows.length > limit;
  return { rows: more ? rows.slice(0, limit) : rows, more };
}
