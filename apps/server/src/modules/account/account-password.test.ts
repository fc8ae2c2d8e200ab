import type { ApiTokenList, CreatedApiToken } from '@hangar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens } from '../../db/schema';
import {
  buildSignedInUser,
  buildUser,
  buildWorkspace,
  inWorkspace,
  signIn,
  uniqueEmail,
  type SignedInPerson,
} from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { openEventStream } from '../../test/sse-client';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();

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

/** A person with a workspace and a read & write API token, and what a script's call answers. */
async function personWithApiToken() {
  const person = await buildSignedInUser(server);
  const workspace = await buildWorkspace(server, person.user);
  const created = await server.api<CreatedApiToken>('POST', '/users/me/api-tokens', {
    token: person.token,
    body: { name: 'Deploy script', scope: 'write', expires_in_days: 30 },
  });
  expect(created.status).toBe(201);
  const scriptCall = async (token = created.body.token) =>
    (await server.api('GET', '/workspaces/c', { token, headers: inWorkspace(workspace) })).status;
  expect(await scriptCall()).toBe(200);
  return { ...person, apiToken: created.body.token, scriptCall };
}

const listedTokens = async (person: SignedInPerson) =>
  (await server.api<ApiTokenList>('GET', '/users/me/api-tokens', { token: person.token })).body
    .items;

const changePassword = (person: SignedInPerson, extra: Record<string, unknown> = {}) =>
  server.api('PUT', '/users/me/password', {
    token: person.token,
    headers: { 'x-client-id': 'changing-tab-01' },
    body: { current_password: person.user.password, new_password: 'a brand new secret', ...extra },
  });

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
    expect(weak).toMatchObject(
      oneValidationIssue(['body', 'password'], 'This password is not strong enough'),
    );
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
    expect(response).toMatchObject(
      oneValidationIssue(['body', 'current_password'], 'Incorrect password'),
    );
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

describe('API tokens and the password', () => {
  it('keep working after a plain change (without the option, or with it false)', async () => {
    const ada = await personWithApiToken();
    expect((await changePassword(ada)).status).toBe(200);
    expect(await ada.scriptCall()).toBe(200);

    const grace = await personWithApiToken();
    expect((await changePassword(grace, { revoke_api_tokens: false })).status).toBe(200);
    expect(await grace.scriptCall()).toBe(200);
    expect(await listedTokens(grace)).toHaveLength(1);
  });

  it('are all revoked by a change that asks it, and the user’s other tabs hear of it', async () => {
    const ada = await personWithApiToken();
    const second = await server.api<CreatedApiToken>('POST', '/users/me/api-tokens', {
      token: ada.token,
      body: { name: 'Nightly export', scope: 'read', expires_in_days: 7 },
    });
    const stream = await openEventStream(`${server.baseUrl}/api/sub?access_token=${ada.token}`);
    try {
      await stream.until((event) => event.event === 'ready');
      expect((await changePassword(ada, { revoke_api_tokens: true })).status).toBe(200);

      expect(await ada.scriptCall()).toBe(401);
      expect(await ada.scriptCall(second.body.token)).toBe(401);
      expect(await listedTokens(ada)).toEqual([]);
      expect(JSON.parse((await stream.next()).data)).toEqual({
        topic: 'user',
        payload: { user_id: ada.user.id },
        source: 'changing-tab-01',
      });
    } finally {
      stream.close();
    }
    await expect(signIn(server, ada.user.email, 'a brand new secret')).resolves.toBeTruthy();
  });

  it('are all revoked by a reset through the mailed link', async () => {
    const ada = await personWithApiToken();
    const resetWith = await resetToken(ada.user.email);
    const reset = await server.api('POST', '/users/password-reset', {
      body: { token: resetWith, password: 'a brand new secret' },
    });
    expect(reset.status).toBe(200);
    expect(await ada.scriptCall()).toBe(401);
    const again = await signIn(server, ada.user.email, 'a brand new secret');
    expect(await listedTokens({ ...ada, ...again })).toEqual([]);
  });

  it('a bad revoke_api_tokens answers 422 with detail and changes nothing', async () => {
    const ada = await personWithApiToken();
    const other = await signIn(server, ada.user.email, ada.user.password);
    for (const value of ['yes', 'true', 1, 0, null, [], {}]) {
      const refused = await changePassword(ada, { revoke_api_tokens: value });
      expect(refused.status, JSON.stringify(value)).toBe(422);
      expect(refused.body, JSON.stringify(value)).toMatchObject({
        detail: [{ loc: ['body', 'revoke_api_tokens'], msg: 'Must be true or false' }],
      });
    }
    expect(await ada.scriptCall()).toBe(200);
    expect((await server.api('GET', '/users/me', { token: other.token })).status).toBe(200);
    await expect(signIn(server, ada.user.email, ada.user.password)).resolves.toBeTruthy();
  });
});
