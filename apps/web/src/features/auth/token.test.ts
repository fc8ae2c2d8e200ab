import { describe, expect, it } from 'vitest';
import { isTokenExpired, TOKEN_EXPIRY_MARGIN_MS } from './token';

const NOW = Date.parse('2026-11-22T10:00:00Z');

function expiringAt(iso: string) {
  return { token_type: 'bearer', access_token: 'a', expires_at: iso };
}

describe('a stored token', () => {
  it('is valid while more than the 30 s margin is left', () => {
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(30_000);
    expect(isTokenExpired(expiringAt('2026-11-22T10:00:31Z'), NOW)).toBe(false);
    expect(isTokenExpired(expiringAt('2026-11-22T10:15:00Z'), NOW)).toBe(false);
  });

  it('counts as expired once now plus the margin reaches expires_at', () => {
    expect(isTokenExpired(expiringAt('2026-11-22T10:00:30Z'), NOW)).toBe(true);
    expect(isTokenExpired(expiringAt('2026-11-22T10:00:10Z'), NOW)).toBe(true);
    expect(isTokenExpired(expiringAt('2026-11-22T09:00:00Z'), NOW)).toBe(true);
  });

  it('with an unreadable date counts as expired', () => {
    expect(isTokenExpired(expiringAt('tomorrow'), NOW)).toBe(true);
  });

  it('accepts epoch seconds and milliseconds', () => {
    const base = { token_type: 'bearer', access_token: 'a' };
    expect(isTokenExpired({ ...base, expires_at: NOW / 1000 + 3600 }, NOW)).toBe(false);
    expect(isTokenExpired({ ...base, expires_at: NOW + 10_000 }, NOW)).toBe(true);
  });
});
