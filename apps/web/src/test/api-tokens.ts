import type { ApiToken } from '@hangar/contracts/api-tokens';
import { ago, ahead, DAY_MS } from './relative-times';

/**
 * A token as GET /account/api-tokens lists it: "Deploy script", may write, created 3 days ago,
 * expiring in 27, never used unless said.
 */
export function testApiToken(overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    id: 2,
    name: 'Deploy script',
    scope: 'write',
    hint: 'hgr_x3Fq9a…',
    created_at: ago(3 * DAY_MS),
    expires_at: ahead(27 * DAY_MS),
    last_used_at: null,
    ...overrides,
  };
}
