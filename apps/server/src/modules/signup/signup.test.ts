import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema';
import { buildUser, cookieFrom, uniqueEmail } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();

/** Asks for a sign-up link and returns the token from the e-mail. */
async function signupToken(email: string): Promise<string> {
  const response = await server.api('POST', '/users/signup/email', { body: { email } });
  expect(response.status).toBe(202);
  const mail = await server.mail.waitFor(email, /Confirm your e-mail address/);
  const link = new URL(server.mail.linkIn(mail, '/signup/profile'));
  return link.searchParams.get('token') ?? '';
}

async function usersWithEmail(email: string): Promise<number> {
  const [row] = await server.app.services.database.db
    .select({ value: count() })
    .from(users)
    .where(eq(users.email, email));
  return row?.value ?? 0;
}

describe('sign-up by e-mail', () => {
  it('mails a link that opens the profile step, then creates the account and signs in', async () => {
    const email = uniqueEmail('ada');
    const token = await signupToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const check = await server.api('GET', `/users/signup/profile/${token}`);
    expect(check).toMatchObject({ status: 200, body: { detail: email } });

    const created = await server.api<{ access_token: string }>('POST', '/users/signup/profile', {
      body: { token, fullname: 'Ada Lovelace', password: 'analytical engine' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(cookieFrom(created.headers)).toMatch(/^hangar_refresh=/);
    const me = await server.api('GET', '/users/me', { token: created.body.access_token });
    expect(me.body).toMatchObject({ email, fullname: 'Ada Lovelace', initial: 'AL' });
  });

  it('uses each link once', async () => {
    const email = uniqueEmail();
    const token = await signupToken(email);
    const body = { token, fullname: 'Ada', password: 'analytical engine' };
    expect((await server.api('POST', '/users/signup/profile', { body })).status).toBe(201);
    const again = await server.api('POST', '/users/signup/profile', { body });
    expect(again).toMatchObject({
      status: 409,
      body: { detail: 'This link has already been used.' },
    });
    expect((await server.api('GET', `/users/signup/profile/${token}`)).status).toBe(409);
    expect(await usersWithEmail(email)).toBe(1);
  });

  it('answers 404 for an unknown link and 410 for an expired one', async () => {
    const unknown = await server.api('GET', `/users/signup/profile/${'x'.repeat(43)}`);
    expect(unknown).toMatchObject({
      status: 404,
      body: { detail: 'This link does not match any ongoing account activation' },
    });

    const email = uniqueEmail();
    const token = await signupToken(email);
    await server.app.services.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.email, email));
    const expired = await server.api('POST', '/users/signup/profile', {
      body: { token, fullname: 'Ada', password: 'analytical engine' },
    });
    expect(expired.status).toBe(410);
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('answers the same for an address that has an account, and creates no second one', async () => {
    const existing = await buildUser(server);
    const response = await server.api('POST', '/users/signup/email', {
      body: { email: existing.email },
    });
    expect(response).toMatchObject({ status: 202, body: { success: true } });
    const mail = await server.mail.waitFor(existing.email);
    expect(mail.subject).toBe('You already have a Hangar account');
    expect(mail.links.some((link) => link.includes('/signup/profile'))).toBe(false);
    expect(await usersWithEmail(existing.email)).toBe(1);
  });

  it('refuses bad payloads with the validation list and creates nothing', async () => {
    expect(
      await server.api('POST', '/users/signup/email', { body: { email: 'nope' } }),
    ).toMatchObject(oneValidationIssue(['body', 'email'], 'Invalid email address'));
    const email = uniqueEmail();
    const token = await signupToken(email);
    const weak = await server.api('POST', '/users/signup/profile', {
      body: { token, fullname: '', password: 'short' },
    });
    expect(weak).toMatchObject({
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'fullname'], msg: 'This field is required' },
          { loc: ['body', 'password'], msg: 'This password is not strong enough' },
        ],
      },
    });
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('sends the mail with the product name, in text and HTML', async () => {
    const email = uniqueEmail();
    await signupToken(email);
    const mail = await server.mail.waitFor(email);
    expect(mail.subject).toBe('Confirm your e-mail address for Hangar');
    expect(mail.html).toContain('Confirm my address');
    expect(mail.text).toContain('Welcome to Hangar!');
  });
});
