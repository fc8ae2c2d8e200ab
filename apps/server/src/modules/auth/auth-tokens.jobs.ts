import type { Database } from '../../db/client';
import type { JobDefinition } from '../../jobs/job-queue';
import { pruneExpiredTokens } from './auth-sessions.repository';

export const AUTH_TOKENS_PRUNE = 'auth-tokens-prune';

/** Every sign-in and refresh writes tokens: an hourly job forgets those past their expiry. */
export function authTokenJobs(deps: { db: Database }): JobDefinition[] {
  return [
    {
      name: AUTH_TOKENS_PRUNE,
      policy: 'short',
      retries: 2,
      retryDelaySeconds: 60,
      expireInSeconds: 300,
      pollSeconds: 10,
      cron: '23 * * * *',
      run: () => pruneExpiredTokens(deps.db),
    },
  ];
}
