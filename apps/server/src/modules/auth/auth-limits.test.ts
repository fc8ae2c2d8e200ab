import { describe, expect, it } from 'vitest';
import { startTestEnvironment, useTestEnvironment } from '../../test/harness';
import { buildUser, signIn } from '../../test/factories';
import { RATE_LIMITS } from './auth-rate-limits';

const server = useTestEnvironment({
  // Each test signs in from its own address (X-Forwarded-For), so their counters stay apart.
  config: { trustProxy: true },
  rateLimits: {
    signinFailuresPerAccount: { ...RATE_LIMITS.signinFailuresPerAccount, limit: 3 },
    signinPerIp: { ...RATE_LIMITS.signinPerIp, limit: 8 },
  },
});

const signin = (username: string, password: string, ip = '203.0.113.1') =>
  server.fetch('/api/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({ username, password }),
  });

describe('sign-in limits', () => {
  it('stops an account after its failed sign-ins, even with the right password', async () => {
    const user = await buildUser(server);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signin(user.email, 'wrong password')).status).toBe(401);
    }
    const blocked = await signin(user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { detail: string }).detail).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stops an IP after too many attempts, whatever the accounts', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      statuses.push((await signin(`someone${attempt}@example.com`, 'pass', '203.0.113.2')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    expect((await signin('someone@example.com', 'pass', '203.0.113.3')).status).toBe(401);
  });
});

describe('access token lifetime', () => {
  it('refuses an access token once it has expired, though it was just used', async () => {
    const shortLived = await startTestEnvironment({ config: { accessTokenTtlMs: 1500 } });
    try {
      const user = await buildUser(shortLived);
      const { token, authToken } = await signIn(shortLived, user.email, user.password);
      expect((await shortLived.api('GET', '/users/me', { token })).status).toBe(200);
      const expiresIn = new Date(authToken.expires_at).getTime() - Date.now();
      await new Promise((resolve) => setTimeout(resolve, expiresIn + 50));
      const expired = await shortLived.api('GET', '/users/me', { token });
      expect(expired.status).toBe(401);
    } finally {
      await shortLived.close();
    }
  });
});
