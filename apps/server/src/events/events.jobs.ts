import type { JobDefinition } from '../jobs/job-queue';
import type { EventBus } from './bus';

/** The live events table keeps `retentionMs` of events (for catching up), pruned by a job. */
export function eventJobs(deps: {
  bus: Pick<EventBus, 'pruneOlderThan'>;
  retentionMs: number;
}): JobDefinition[] {
  return [
    {
      name: 'events-prune',
      policy: 'short',
      retries: 2,
      retryDelaySeconds: 60,
      expireInSeconds: 300,
      pollSeconds: 10,
      cron: '*/10 * * * *',
      run: () => deps.bus.pruneOlderThan(deps.retentionMs),
    },
  ];
}
