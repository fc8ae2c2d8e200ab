import type { ApiToken } from '@hangar/contracts';
import type { ApiTokenRow } from './api-tokens.repository';

export function presentApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    hint: `${row.tokenHint}…`,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
