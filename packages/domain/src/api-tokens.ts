import type { Abilities } from './abilities/abilities';

/**
 * Personal API tokens: what a script holding one may do. A token acts as its owner in the
 * workspaces the owner belongs to (their roles and rights decide the rest), never on the
 * owner's account or billing, and a read-only token only reads.
 */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every token expires: a forgotten one stops working on its own. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export type ApiTokenExpiryDays = (typeof API_TOKEN_EXPIRY_DAYS)[number];

export const MAX_API_TOKENS_PER_USER = 20;
export const MAX_API_TOKEN_NAME_LENGTH = 100;
/** Calls per token and minute, on every instance together. */
export const API_TOKEN_CALLS_PER_MINUTE = 600;

/**
 * What a route is about, as far as tokens care: the caller's own account and sessions
 * (`account`), a workspace's subscription and payments (`billing`), or a workspace's content.
 */
export type RouteArea = 'account' | 'billing' | 'content';

export const API_TOKEN_REFUSED_HERE =
  'API tokens cannot be used for account or billing settings; sign in to the app instead.';
export const API_TOKEN_READ_ONLY = 'This API token is read-only.';

const READING_METHODS = new Set(['GET', 'HEAD']);

/** What a call is, to a token: a read or a write of content, or a call about `RouteArea`. */
export const API_TOKEN_ACTIONS = ['read', 'write', 'account', 'billing'] as const;
export type ApiTokenAction = (typeof API_TOKEN_ACTIONS)[number];

export function apiTokenActionOf(call: { method: string; area: RouteArea }): ApiTokenAction {
  if (call.area !== 'content') return call.area;
  return READING_METHODS.has(call.method.toUpperCase()) ? 'read' : 'write';
}

/** The 403's detail when a token may not make a call of this kind (reading is never refused). */
export const API_TOKEN_REFUSALS = {
  read: API_TOKEN_REFUSED_HERE,
  write: API_TOKEN_READ_ONLY,
  account: API_TOKEN_REFUSED_HERE,
  billing: API_TOKEN_REFUSED_HERE,
} as const satisfies Record<ApiTokenAction, string>;

/** Content is read with any token and written with a read-write one; nothing else, ever. */
export function apiTokenAbilities({ scope }: { scope: ApiTokenScope }): Abilities<ApiTokenAction> {
  return { read: true, write: scope === 'write', account: false, billing: false };
}
