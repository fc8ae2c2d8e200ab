import { API_TOKEN_EXPIRY_DAYS, API_TOKEN_SCOPES, MAX_API_TOKEN_NAME_LENGTH } from '@hangar/domain';
import { z } from 'zod';
import { requiredString } from './fields';

/** Every personal API token starts so: a script, a log or a secret scanner can tell it apart. */
export const API_TOKEN_PREFIX = 'hgr_';

export const apiTokenScope = z.enum(API_TOKEN_SCOPES);

/** POST /users/me/api-tokens */
export const createApiTokenInput = z.object({
  name: requiredString().max(MAX_API_TOKEN_NAME_LENGTH),
  scope: apiTokenScope,
  expires_in_days: z.union(API_TOKEN_EXPIRY_DAYS.map((days) => z.literal(days))),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenInput>;

/** One of the caller's tokens, as listed: never the token itself. */
export const apiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: apiTokenScope,
  /** The token's first characters, e.g. `hgr_x3Fq9a…`. */
  hint: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** GET /users/me/api-tokens: newest first. */
export const apiTokenList = z.object({ items: z.array(apiToken) });
export type ApiTokenList = z.infer<typeof apiTokenList>;

/** The answer to a create: the token in clear, this once. */
export const createdApiToken = apiToken.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;
