import type { JobDefinition } from '../../jobs/job-queue';
import { purgeExpiredTrash } from './trash-purge';
import type { TrashPurgeDeps } from './trash.deps';

export const TRASH_PURGE = 'trash-purge';

/** An hourly job purges the trash entries older than the retention (docs/trash.md). */
export function trashJobs(deps: TrashPurgeDeps & { retentionMs: number }): JobDefinition[] {
  return [
    {
      name: TRASH_PURGE,
      policy: 'short',
      retries: 3,
      retryDelaySeconds: 60,
      retryDelayMaxSeconds: 900,
      expireInSeconds: 1800,
      pollSeconds: 10,
      cron: '41 * * * *',
      run: async () => {
        await purgeExpiredTrash(deps, deps.retentionMs);
      },
    },
  ];
}
