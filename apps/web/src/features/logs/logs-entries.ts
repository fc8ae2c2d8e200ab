import type { DocActivityEntry } from '@hangar/contracts/doc-history';
import type { Log } from '@hangar/contracts/logs';

/** One entry of the project's list: a log, or an edit of a doc (page history). */
export type LogsEntry =
  { at: string; log: Log; edit: null } | { at: string; log: null; edit: DocActivityEntry };

/**
 * The logs loaded and the doc activity among them, newest first. While older logs remain to be
 * loaded, the activity older than the oldest loaded log waits for them: it would otherwise show
 * first and then be pushed down by each page that follows.
 */
export function logsEntries(
  logs: Log[],
  activity: DocActivityEntry[],
  moreLogs: boolean,
): LogsEntry[] {
  const oldestLoaded = moreLogs ? logs.at(-1)?.created_at : undefined;
  const shownActivity =
    oldestLoaded === undefined
      ? activity
      : activity.filter((edit) => Date.parse(edit.created_at) >= Date.parse(oldestLoaded));
  return [
    ...logs.map((log): LogsEntry => ({ at: log.created_at, log, edit: null })),
    ...shownActivity.map((edit): LogsEntry => ({ at: edit.created_at, log: null, edit })),
  ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
