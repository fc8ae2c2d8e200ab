import {
  API_TOKEN_REFUSALS,
  apiTokenAbilities,
  apiTokenActionOf,
  type ApiTokenScope,
} from '@hangar/domain';
import type { FastifyRequest } from 'fastify';
import { areaOf } from '../../http/route-access';
import { authorize } from '../shared/authorize';
import { findActiveApiToken, touchApiToken } from './api-tokens.repository';

/** How stale a token's "last used" may be before a call writes it again. */
const LAST_USED_PRECISION_MS = 60_000;

/** The token a call carries, as its owner holds it. */
export interface ApiTokenGrant {
  id: number;
  userId: number;
  scope: ApiTokenScope;
}

/**
 * The holder of a personal API token, or null for no such live token. Never cached, so a revoked
 * token is refused by every instance at its next call. A token used where tokens may not go
 * (account, billing, a write with a read-only token) is refused with 403, and every token is held
 * to its rate limit, shared by all instances.
 */
export async function apiTokenGrant(
  request: FastifyRequest,
  tokenHash: string,
): Promise<ApiTokenGrant | null> {
  const { database, rateLimiter, rateLimits } = request.server.services;
  const token = await findActiveApiToken(database.db, tokenHash);
  if (!token) return null;
  const action = apiTokenActionOf({ method: request.method, area: areaOf(request) });
  authorize(apiTokenAbilities, { scope: token.scope }, action, {
    right: API_TOKEN_REFUSALS[action],
  });
  await rateLimiter.consume(rateLimits.apiTokenCalls, String(token.id));
  const lastUsed = token.lastUsedAt?.getTime() ?? 0;
  if (Date.now() - lastUsed > LAST_USED_PRECISION_MS) await touchApiToken(database.db, token.id);
  return { id: token.id, userId: token.userId, scope: token.scope };
}
