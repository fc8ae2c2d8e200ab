import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_READ_ONLY,
  API_TOKEN_REFUSALS,
  API_TOKEN_REFUSED_HERE,
  apiTokenAbilities,
  apiTokenActionOf,
  type ApiTokenScope,
  type RouteArea,
} from './api-tokens';

/** Why a token may not make this call, or null when it may: the server's 403 detail. */
function refusal(scope: ApiTokenScope, call: { method: string; area: RouteArea }) {
  const action = apiTokenActionOf(call);
  return apiTokenAbilities({ scope })[action] ? null : API_TOKEN_REFUSALS[action];
}

describe('what an API token may call', () => {
  it('reads and writes content with a read-write token', () => {
    expect(refusal('write', { method: 'GET', area: 'content' })).toBeNull();
    expect(refusal('write', { method: 'POST', area: 'content' })).toBeNull();
    expect(refusal('write', { method: 'DELETE', area: 'content' })).toBeNull();
  });

  it('only reads with a read-only token', () => {
    expect(refusal('read', { method: 'GET', area: 'content' })).toBeNull();
    expect(refusal('read', { method: 'head', area: 'content' })).toBeNull();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(refusal('read', { method, area: 'content' })).toBe(API_TOKEN_READ_ONLY);
    }
  });

  it('never touches the account or billing, whatever its scope', () => {
    for (const scope of ['read', 'write'] as const) {
      for (const area of ['account', 'billing'] as const) {
        expect(refusal(scope, { method: 'GET', area })).toBe(API_TOKEN_REFUSED_HERE);
      }
    }
  });
});
