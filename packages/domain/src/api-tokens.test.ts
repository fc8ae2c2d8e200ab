import { describe, expect, it } from 'vitest';
import { API_TOKEN_READ_ONLY, API_TOKEN_REFUSED_HERE, apiTokenRefusal } from './api-tokens';

describe('what an API token may call', () => {
  it('reads and writes content with a read-write token', () => {
    expect(apiTokenRefusal('write', { method: 'GET', area: 'content' })).toBeNull();
    expect(apiTokenRefusal('write', { method: 'POST', area: 'content' })).toBeNull();
    expect(apiTokenRefusal('write', { method: 'DELETE', area: 'content' })).toBeNull();
  });

  it('only reads with a read-only token', () => {
    expect(apiTokenRefusal('read', { method: 'GET', area: 'content' })).toBeNull();
    expect(apiTokenRefusal('read', { method: 'head', area: 'content' })).toBeNull();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(apiTokenRefusal('read', { method, area: 'content' })).toBe(API_TOKEN_READ_ONLY);
    }
  });

  it('never touches the account or billing, whatever its scope', () => {
    for (const scope of ['read', 'write'] as const) {
      for (const area of ['account', 'billing'] as const) {
        expect(apiTokenRefusal(scope, { method: 'GET', area })).toBe(API_TOKEN_REFUSED_HERE);
      }
    }
  });
});
