import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { RATE_LIMITS } from '../auth/auth-rate-limits';

const server = useTestEnvironment({
  config: { trustProxy: true },
  rateLimits: {
    signupEmailPerAddress: { ...RATE_LIMITS.signupEmailPerAddress, limit: 2 },
    passwordLostPerAddress: { ...RATE_LIMITS.passwordLostPerAddress, limit: 2 },
    tokenLinksPerIp: { ...RATE_LIMITS.tokenLinksPerIp, limit: 3 },
    signupEmailPerIp: { ...RATE_LIMITS.signupEmailPerIp, limit: 3 },
    passwordLostPerIp: { ...RATE_LIMITS.passwordLostPerIp, limit: 3 },
  },
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('limits on e-mails and links', () => {
  it('stops sending sign-up and reset e-mails to one address', async () => {
    for (const path of ['/users/signup/email', '/users/password-lost']) {
      const email = uniqueEmail();
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await server.api('POST', path, {
          body: { email },
          headers: from('198.51.100.1'),
        });
        statuses.push(response.status);
      }
      expect(statuses, path).toEqual([202, 202, 429]);
    }
  });

  it('stops one IP from asking for sign-up and reset e-mails for address after address', async () => {
    const paths = ['/users/signup/email', '/users/password-lost'];
    for (const [index, path] of paths.entries()) {
      const ip = `198.51.100.${10 + index}`;
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await server.api('POST', path, {
          body: { email: uniqueEmail() },
          headers: from(ip),
        });
        statuses.push(response.status);
      }
      expect(statuses, path).toEqual([202, 202, 202, 429]);
      const elsewhere = await server.api('POST', path, {
        body: { email: uniqueEmail() },
        headers: from(`198.51.100.${20 + index}`),
      });
      expect(elsewhere.status, path).toBe(202);
    }
  });

  it('stops one IP from trying link tokens', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const token = `${attempt}`.padEnd(43, 'y');
      const response = await server.api('GET', `/users/signup/profile/${token}`, {
        headers: from('198.51.100.2'),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
