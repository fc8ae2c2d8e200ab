import {
  API_TOKEN_PREFIX,
  type ApiTokenList,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '@hangar/contracts';
import { MAX_API_TOKENS_PER_USER } from '@hangar/domain';
import type { ApiTokensDeps } from './api-tokens.deps';
import { HttpError } from '../../http/errors';
import { hashToken, newToken } from '../../lib/tokens';
import { presentApiToken } from './api-tokens.presenter';
import {
  countApiTokens,
  deleteApiToken,
  insertApiToken,
  listApiTokens,
} from './api-tokens.repository';

export { deleteUserApiTokens } from './api-tokens.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How much of a token its list shows: the prefix and six of its 43 random characters. */
const HINT_LENGTH = API_TOKEN_PREFIX.length + 6;

export const TOO_MANY_API_TOKENS = `You can have at most ${MAX_API_TOKENS_PER_USER} API tokens; revoke one first.`;
const API_TOKEN_NOT_FOUND = 'API token not found';

export async function apiTokensOf(deps: ApiTokensDeps, userId: number): Promise<ApiTokenList> {
  const rows = await listApiTokens(deps.db, userId);
  return { items: rows.map(presentApiToken) };
}

/** A new token for its owner: its clear text is in this answer only. */
export async function createApiToken(
  deps: ApiTokensDeps,
  { userId, input }: { userId: number; input: CreateApiTokenInput },
): Promise<CreatedApiToken> {
  if ((await countApiTokens(deps.db, userId)) >= MAX_API_TOKENS_PER_USER) {
    throw HttpError.simple(400, TOO_MANY_API_TOKENS);
  }
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  const row = await insertApiToken(deps.db, {
    userId,
    name: input.name,
    scope: input.scope,
    tokenHash: hashToken(token),
    tokenHint: token.slice(0, HINT_LENGTH),
    expiresAt: new Date(Date.now() + input.expires_in_days * DAY_MS),
  });
  return { ...presentApiToken(row), token };
}

/** Revokes a token at once: the next call with it, on any instance, is refused. */
export async function revokeApiToken(
  deps: ApiTokensDeps,
  { userId, tokenId }: { userId: number; tokenId: number },
): Promise<void> {
  if (!(await deleteApiToken(deps.db, userId, tokenId))) {
    throw HttpError.notFound(API_TOKEN_NOT_FOUND);
  }
}
