import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { testRedisUrl, uniqueRedisPrefix, useTestEnvironment } from '../../test/harness';

const server = useTestEnvironment({
  // The real limits, counted in Redis as with several instances; each attempt comes from its
  // own address (X-Forwarded-For) so that only the per-account limit is met.
  config: { trustProxy: true, redisUrl: testRedisUrl, redisKeyPrefix: uniqueRedisPrefix() },
});

let nextIp = 0;
const signin = (username: string, password: string) => {
  nextIp += 1;
  return server.fetch('/api/auth/signin', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `198.18.${Math.floor(nextIp / 250)}.${(nextIp % 250) + 1}`,
    },
    body: new URLSearchParams({ username, password }),
  });
};

async function resetPassword(email: string, password: string): Promise<void> {
  await server.api('POST', '/users/password-lost', { body: { email } });
  const mail = await server.mail.waitFor(email, /Reset your Hangar password/);
  const token = new URL(server.mail.linkIn(mail, '/account/password-reset')).searchParams.get(
    'token',
  );
  const reset = await server.api('POST', '/users/password-reset', { body: { token, password } });
  expect(reset.status).toBe(200);
}

describe('an account locked by failed sign-ins', () => {
  it('is locked after 100 failures, and a password reset by the mailed link unlocks it', async () => {
    const user = await buildUser(server);
    for (let attempt = 0; attempt < 100; attempt++) {
      expect((await signin(user.email, 'a wrong guess')).status).toBe(401);
    }
    expect((await signin(user.email, user.password)).status).toBe(429);

    await resetPassword(user.email, 'a brand new secret');
    const response = await signin(user.email, 'a brand new secret');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token_type: 'bearer' });
  });
});
