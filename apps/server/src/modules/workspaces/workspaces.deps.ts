import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { Mailer } from '../../mail/mailer';
import type { RateLimiter } from '../../http/rate-limit';
import type { RateLimitPolicies } from '../auth/auth-rate-limits';

export interface WorkspacesDeps {
  db: Database;
  config: Config;
  bus: EventBus;
  mailer: Mailer;
}

/**
 * Runs before a workspace is deleted, outside any transaction (it may call another service, such
 * as the payment provider): throwing refuses the deletion, and nothing is deleted.
 */
export type WorkspaceDeletionHook = (workspaceId: number) => Promise<void>;

export interface WorkspaceTeamDeps extends WorkspacesDeps {
  rateLimiter: RateLimiter;
  rateLimits: RateLimitPolicies;
}
