import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens } from '../../db/schema';
import { buildSignedInUser, buildUser, signIn, uniqueEmail } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();

async function emailChangeToken(token: string, email: string): Promise<string> {
  const response = await server.api('POST', '/users/me/email-reset', { token, body: { email } });
  expect(response.status).toBe(200);
  const mail = await server.mail.waitFor(email, /Confirm your new e-mail address/);
  return new URL(server.mail.linkIn(mail, '/account/email-reset')).searchParams.get('token') ?? '';
}

describe('PUT /api/users/me', () => {
  it('renames the user', async () => {
    const { token } = await buildSignedInUser(server);
    const response = await server.api('PUT', '/users/me', {
      token,
      body: { fullname: '  Katherine Johnson ' },
    });
    expect(response).toMatchObject({
      status: 200,
      body: { fullname: 'Katherine Johnson', initial: 'KJ' },
    });
  });

  it('refuses unknown fields and an avatar that is not one of the user’s uploads', async () => {
    const { token } = await buildSignedInUser(server);
    expect((await server.api('PUT', '/users/me', { token, body: { email: 'x@y.z' } })).status).toBe(
      422,
    );
    const response = await server.api('PUT', '/users/me', {
      token,
      body: { avatar: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png' },
    });
    expect(response).toMatchObject(oneValidationIssue(['body', 'avatar'], 'Unknown file'));
  });
});

describe('e-mail change', () => {
  it("refuses the current address with 'Cannot be your current email'", async () => {
    const { user, token } = await buildSignedInUser(server);
    const response = await server.api('POST', '/users/me/email-reset', {
      token,
      body: { email: user.email.toUpperCase() },
    });
    expect(response).toMatchObject(
      oneValidationIssue(['body', 'email'], 'Cannot be your current email'),
    );
  });

  it('is pending until the link sent to the new address is used, then signs everyone out', async () => {
    const { user, token } = await buildSignedInUser(server);
    const newEmail = uniqueEmail('new');
    const confirmWith = await emailChangeToken(token, newEmail);
    const pending = await server.api('GET', '/users/me', { token });
    expect(pending.body).toMatchObject({ email: user.email, pending_email_reset: true });

    const confirmed = await server.api('POST', `/users/confirm-email-reset/${confirmWith}`);
    expect(confirmed).toMatchObject({ status: 200, body: { success: true, email: newEmail } });
    expect((await server.api('GET', '/users/me', { token })).status).toBe(401);
    await expect(signIn(server, user.email, user.password)).rejects.toThrow('sign-in failed');
    const again = await signIn(server, newEmail, user.password);
    const me = await server.api('GET', '/users/me', { token: again.token });
    expect(me.body).toMatchObject({ email: newEmail, pending_email_reset: false });

    const reused = await server.api('POST', `/users/confirm-email-reset/${confirmWith}`);
    expect(reused.status).toBe(409);
  });

  it('refuses to move onto an address another account took meanwhile', async () => {
    const { user, token } = await buildSignedInUser(server);
    const wanted = uniqueEmail('wanted');
    const confirmWith = await emailChangeToken(token, wanted);
    await buildUser(server, { email: wanted });
    const response = await server.api('POST', `/users/confirm-email-reset/${confirmWith}`);
    expect(response.status).toBe(409);
    expect((await server.api('GET', '/users/me', { token })).body).toMatchObject({
      email: user.email,
    });
  });

  it('answers 410 for an expired link and keeps the address', async () => {
    const { user, token } = await buildSignedInUser(server);
    const confirmWith = await emailChangeToken(token, uniqueEmail('late'));
    await server.app.services.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.kind, 'email_change')));
    const response = await server.api('POST', `/users/confirm-email-reset/${confirmWith}`);
    expect(response.status).toBe(410);
    const me = await server.api('GET', '/users/me', { token });
    expect(me).toMatchObject({ status: 200, body: { email: user.email } });
  });

  it('answers 404 with the fallback text for an unknown link', async () => {
    const response = await server.api('POST', `/users/confirm-email-reset/${'q'.repeat(43)}`);
    expect(response).toMatchObject({
      status: 404,
      body: { detail: 'This link does not match any email reset attempt' },
    });
  });
});

describe('POST /api/users/me/delete', () => {
  it('needs the password, then deletes the account for good', async () => {
    const { user, token } = await buildSignedInUser(server);
    const wrong = await server.api('POST', '/users/me/delete', {
      token,
      body: { password: 'nope' },
    });
    expect(wrong).toMatchObject(oneValidationIssue(['body', 'password'], 'Incorrect password'));
    const deleted = await server.api('POST', '/users/me/delete', {
      token,
      body: { password: user.password },
    });
    expect(deleted.status).toBe(204);
    expect((await server.api('GET', '/users/me', { token })).status).toBe(401);
    await expect(signIn(server, user.email, user.password)).rejects.toThrow('sign-in failed');
  });
});
