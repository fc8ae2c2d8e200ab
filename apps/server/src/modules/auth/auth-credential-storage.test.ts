import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens, emailTokens, refreshTokens, users } from '../../db/schema';
import { cookieFrom, uniqueEmail } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';

const server = useTestEnvironment();

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** 43 url-safe base64 characters carry 256 bits: well over the 128 asked for. */
const RANDOM_TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function linkToken(path: string, email: string, subject: RegExp, page: string) {
  expect((await server.api('POST', path, { body: { email } })).status).toBe(202);
  const mail = await server.mail.waitFor(email, subject);
  return new URL(server.mail.linkIn(mail, page)).searchParams.get('token') ?? '';
}

/** The token of the sign-up link mailed to `email`. */
const signupToken = (email: string) =>
  linkToken('/users/signup/email', email, /Confirm your e-mail address/, '/signup/profile');

/** Every stored credential, as text, to look for a raw token in. */
async function storedCredentials(): Promise<string> {
  const db = server.app.services.database.db;
  const rows = [
    ...(await db.select().from(emailTokens)),
    ...(await db.select().from(refreshTokens)),
    ...(await db.select().from(accessTokens)),
  ];
  return JSON.stringify(rows);
}

describe('credentials at rest', () => {
  it('hashes passwords with argon2id, at least 19 MiB and 2 iterations', async () => {
    const email = uniqueEmail('argon');
    const token = await signupToken(email);
    const created = await server.api('POST', '/users/signup/profile', {
      body: { token, fullname: 'Ada Lovelace', password: 'analytical engine' },
    });
    expect(created.status).toBe(201);

    const [user] = await server.app.services.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(user?.passwordHash ?? '');
    expect(match, user?.passwordHash ?? 'no hash').not.toBeNull();
    const [, memoryKiB, iterations] = (match ?? []).map(Number);
    expect(memoryKiB).toBeGreaterThanOrEqual(19_456);
    expect(iterations).toBeGreaterThanOrEqual(2);
    expect(user?.passwordHash).not.toContain('analytical engine');
  });

  it('issues random tokens of 256 bits and stores only their SHA-256', async () => {
    const email = uniqueEmail('tokens');
    const signupLink = await signupToken(email);
    const created = await server.api<{ access_token: string }>('POST', '/users/signup/profile', {
      body: { token: signupLink, fullname: 'Grace Hopper', password: 'compiler pioneer' },
    });
    const accessToken = created.body.access_token;
    const refreshToken = cookieFrom(created.headers).split('=')[1] ?? '';
    const resetLink = await linkToken(
      '/users/password-lost',
      email,
      /Reset your Hangar password/,
      '/account/password-reset',
    );

    const stored = await storedCredentials();
    for (const token of [signupLink, accessToken, refreshToken, resetLink]) {
      expect(token).toMatch(RANDOM_TOKEN);
      expect(stored).not.toContain(token);
      expect(stored).toContain(`"tokenHash":"${sha256(token)}"`);
    }
    expect(new Set([signupLink, accessToken, refreshToken, resetLink]).size).toBe(4);
  });
});
