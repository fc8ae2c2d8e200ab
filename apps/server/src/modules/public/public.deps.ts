import type { Database } from '../../db/client';
import type { RateLimiter } from '../../http/rate-limit';
import type { RateLimitPolicies } from '../auth/auth-rate-limits';
import type { DocFilesDeps } from '../docs/docs.deps';

export interface PublicDeps {
  db: Database;
  rateLimiter: RateLimiter;
  rateLimits: Pick<RateLimitPolicies, 'publicReadsPerIp'>;
}

export interface PublicDocFilesDeps extends DocFilesDeps {
  rateLimiter: RateLimiter;
  rateLimits: Pick<RateLimitPolicies, 'publicReadsPerIp'>;
}
