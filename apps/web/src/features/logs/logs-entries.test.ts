import type { DocActivityEntry } from '@hangar/contracts/doc-history';
import { describe, expect, it } from 'vitest';
import { testLog } from '../../test/logs';
import { logsEntries } from './logs-entries';

const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000).toISOString();
const edit = (versionId: number, hoursAgo: number): DocActivityEntry => ({
  version_id: versionId,
  created_at: at(hoursAgo),
  doc: { id: 9, name: 'Plan', emoji: null },
  authors: [],
});

describe('the logs list’s entries', () => {
  const logs = [testLog({ id: 2, created_at: at(1) }), testLog({ id: 1, created_at: at(5) })];
  const activity = [edit(30, 3), edit(20, 8)];
  const order = (entries: ReturnType<typeof logsEntries>) =>
    entries.map((entry) => (entry.log ? `log ${entry.log.id}` : `edit ${entry.edit.version_id}`));

  it('interleave the logs and the doc activity, newest first, once every log is loaded', () => {
    expect(order(logsEntries(logs, activity, false))).toEqual([
      'log 2',
      'edit 30',
      'log 1',
      'edit 20',
    ]);
  });

  it('keep the activity older than the oldest loaded log for when older logs are loaded', () => {
    expect(order(logsEntries(logs, activity, true))).toEqual(['log 2', 'edit 30', 'log 1']);
  });
});
