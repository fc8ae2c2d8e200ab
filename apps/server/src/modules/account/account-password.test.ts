import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens } from '../../db/schema';
import { buildSignedInUser, buildUser, signIn, uniqueEmail } from '../../test/factories';
import { startTestEnvironment, type TestEnvironment } from '../../test/harness';

let server: TestEnvironment;

beforeAll(async () => {
  server = await startTestEnvironment();
});
afterAll(() => server.close());

async function resetToken(email: string): Promise<string> {
  const response = await server.api('POST', '/users/password-lost', { body: { email } });
  expect(response).toMatchObject({ status: 202, body: { success: true } });
  const mail = await server.mail.waitFor(email, /Reset your Hangar password/);
  return (
    new URL(server.mail.linkIn(mail, '/account/password-reset')).searchParams.get('token') ?? ''
  );
}

const refresh = (cookie: string) =>
  server.fetch('/api/auth/refresh', { method: 'POST', headers: { cookie } });

describe('password lost and reset', () => {
  it('resets the password by the mailed link and signs every session out', async () => {
    const { user, token, refreshCookie } = await buildSignedInUser(server);
    const resetWith = await resetToken(user.email);
    expect(await server.api('GET', `/users/password-reset/${resetWith}`)).toMatchObject({
      status: 200,
      body: { detail: user.email },
    });
    const reset = await server.api('POST', '/users/password-reset', {
      body: { token: resetWith, password: 'a brand new secret' },
    });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });

    expect((await server.api('GET', '/users/me', { token })).status).toBe(401);
    expect((await refresh(refreshCookie)).status).toBe(401);
    await expect(signIn(server, user.email, user.password)).rejects.toThrow('sign-in failed (401)');
    await expect(signIn(server, user.email, 'a brand new secret')).resolves.toBeTruthy();
  });

  it('uses a link once, and refuses unknown and expired ones', async () => {
    const user = await buildUser(server);
    const first = await resetToken(user.email);
    const body = { token: first, password: 'a brand new secret' };
    expect((await server.api('POST', '/users/password-reset', { body })).status).toBe(200);
    expect(await server.api('POST', '/users/password-reset', { body })).toMatchObject({
      status: 409,
      body: { detail: 'This link has already been used.' },
    });

    expect(await server.api('GET', `/users/password-reset/${'z'.repeat(43)}`)).toMatchObject({
      status: 404,
      body: { detail: 'This link does not match any password reset attempt' },
    });

    const second = await resetToken(user.email);
    await server.app.services.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailTokens.userId, user.id));
    expect((await server.api('GET', `/users/password-reset/${second}`)).status).toBe(410);
  });

  it('replaces an older link with the newest one', async () => {
    const user = await buildUser(server);
    const older = await resetToken(user.email);
    await resetToken(user.email);
    expect((await server.api('GET', `/users/password-reset/${older}`)).status).toBe(409);
  });

  it('answers the same for an address without an account', async () => {
    const email = uniqueEmail('stranger');
    const response = await server.api('POST', '/users/password-lost', { body: { email } });
    expect(response).toMatchObject({ status: 202, body: { success: true } });
    const mail = await server.mail.waitFor(email);
    expect(mail.text).toContain('there is no account with it');
    expect(mail.links.some((link) => link.includes('password-reset'))).toBe(false);
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const user = await buildUser(server);
    const token = await resetToken(user.email);
    const weak = await server.api('POST', '/users/password-reset', {
      body: { token, password: '1234' },
    });
    expect(weak).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'password'], msg: 'This password is not strong enough' }] },
    });
    expect((await server.api('GET', `/users/password-reset/${token}`)).status).toBe(200);
  });
});

describe('PUT /api/users/me/password', () => {
  it('needs the current password', async () => {
    const { token } = await buildSignedInUser(server);
    const response = await server.api('PUT', '/users/me/password', {
      token,
      body: { current_password: 'not it', new_password: 'a brand new secret' },
    });
    expect(response).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'current_password'], msg: 'Incorrect password' }] },
    });
  });

  it('changes the password and signs the other sessions out, not this one', async () => {
    const { user, token } = await buildSignedInUser(server);
    const other = await signIn(server, user.email, user.password);
    const response = await server.api('PUT', '/users/me/password', {
      token,
      body: { current_password: user.password, new_password: 'a brand new secret' },
    });
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    expect((await server.api('GET', '/users/me', { token })).status).toBe(200);
    expect((await server.api('GET', '/users/me', { token: other.token })).status).toBe(401);
    await expect(signIn(server, user.email, 'a brand new secret')).resolves.toBeTruthy();
  });

  it('is refused without a session', async () => {
    const response = await server.api('PUT', '/users/me/password', {
      body: { current_password: 'x', new_password: 'a brand new secret' },
    });
    expect(response.status).toBe(401);
  });
});
