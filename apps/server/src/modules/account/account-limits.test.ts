import { describe, expect, it } from 'vitest';
import { buildSignedInUser, uniqueEmail } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { RATE_LIMITS } from '../auth/auth-rate-limits';

const server = useTestEnvironment({
  rateLimits: {
    emailChangePerUser: { ...RATE_LIMITS.emailChangePerUser, limit: 2 },
    signinFailuresPerAccount: { ...RATE_LIMITS.signinFailuresPerAccount, limit: 3 },
  },
});

const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

describe('limits on the account pages', () => {
  it('stops one user from mailing e-mail change links to address after address', async () => {
    const { token } = await buildSignedInUser(server);
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const body = { email: uniqueEmail('new') };
      statuses.push((await server.api('POST', '/users/me/email-reset', { token, body })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const other = await buildSignedInUser(server);
    const body = { email: uniqueEmail('new') };
    expect(
      (await server.api('POST', '/users/me/email-reset', { token: other.token, body })).status,
    ).toBe(200);
  });

  it('counts wrong passwords on account deletion like those on a password change', async () => {
    const { user, token } = await buildSignedInUser(server);
    const wrongDelete = () =>
      server.api('POST', '/users/me/delete', { token, body: { password: 'a wrong guess' } });
    const wrongChange = () =>
      server.api('PUT', '/users/me/password', {
        token,
        body: { current_password: 'a wrong guess', new_password: 'a brand new secret' },
      });
    expect((await wrongDelete()).status).toBe(422);
    expect((await wrongChange()).status).toBe(422);
    expect((await wrongDelete()).status).toBe(422);

    const locked = await server.api<{ detail: string }>('POST', '/users/me/delete', {
      token,
      body: { password: user.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toMatch(TOO_MANY);
    expect((await server.api('GET', '/users/me', { token })).status).toBe(200);
  });
});
