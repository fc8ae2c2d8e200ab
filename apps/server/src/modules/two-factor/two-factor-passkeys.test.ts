import type { AuthToken } from '@hangar/contracts';
import {
  PASSKEY_CLONED,
  PASSKEY_NOT_VERIFIED,
  PASSKEY_REFUSED,
  type Passkey,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
} from '@hangar/contracts/passkeys';
import type { TwoFactorRequired } from '@hangar/contracts/two-factor';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, cookieFrom } from '../../test/factories';
import { useTestEnvironment, type TestServer } from '../../test/harness';
import { SoftAuthenticator } from '../../test/soft-authenticator';

const PUBLIC_URL = 'https://hangar.test';

interface Account {
  email: string;
  password: string;
  token: string;
}

async function newAccount(server: TestServer): Promise<Account> {
  const { user, token } = await buildSignedInUser(server);
  return { email: user.email, password: user.password, token };
}

async function registrationOptionsOf(server: TestServer, account: Account) {
  const options = await server.api<PasskeyRegistrationOptions>(
    'POST',
    '/users/me/two-factor/passkeys/registration-options',
    { token: account.token },
  );
  expect(options.status).toBe(200);
  return options.body;
}

/** Adds a passkey of the authenticator to the account, as Profile & security does. */
async function addPasskey(server: TestServer, account: Account, device: SoftAuthenticator) {
  const options = await registrationOptionsOf(server, account);
  const added = await server.api<Passkey>('POST', '/users/me/two-factor/passkeys', {
    token: account.token,
    body: { name: 'Laptop', response: device.register(options) },
  });
  expect(added.status).toBe(201);
  return added.body;
}

const listOf = async (server: TestServer, account: Account) =>
  (
    await server.api<{ passkeys: Passkey[] }>('GET', '/users/me/two-factor/passkeys', {
      token: account.token,
    })
  ).body.passkeys;

async function signInOptions(server: TestServer) {
  const options = await server.api<PasskeyAuthenticationOptions>('POST', '/auth/passkey/options');
  expect(options.status).toBe(200);
  return options.body;
}

function passkeySignIn(server: TestServer, response: unknown) {
  return server.fetch('/api/auth/passkey', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ response }),
  });
}

async function passwordChallenge(server: TestServer, account: Account) {
  const response = await server.fetch('/api/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: account.email, password: account.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as TwoFactorRequired).two_factor;
}

async function refusalOf(response: Response): Promise<[number, unknown]> {
  return [response.status, ((await response.json()) as { detail: unknown }).detail];
}

describe('passkeys', () => {
  const server = useTestEnvironment({ config: { publicUrl: PUBLIC_URL } });

  it('registers a passkey, then signs in with it alone', async () => {
    const account = await newAccount(server);
    const device = new SoftAuthenticator(PUBLIC_URL);
    const options = await registrationOptionsOf(server, account);
    expect(options.rp).toEqual({ name: 'Hangar', id: 'hangar.test' });
    expect(options.user.name).toBe(account.email);
    expect(options.user.id).not.toContain(account.email);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'preferred',
      userVerification: 'preferred',
    });
    expect(options.excludeCredentials).toEqual([]);
    const added = await server.api<Passkey>('POST', '/users/me/two-factor/passkeys', {
      token: account.token,
      body: { name: ' Laptop ', response: device.register(options) },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Laptop', last_used_at: null });

    // The registration's challenge was spent; the passkey is excluded from the next prompt.
    const again = await registrationOptionsOf(server, account);
    expect(again.excludeCredentials?.map((credential) => credential.id)).toHaveLength(1);
    expect(again.user.id).toBe(options.user.id);

    const signInWith = await signInOptions(server);
    expect(signInWith.allowCredentials).toEqual([]);
    const signedIn = await passkeySignIn(server, device.authenticate(signInWith));
    expect(signedIn.status).toBe(200);
    expect(cookieFrom(signedIn.headers)).toMatch(/^hangar_refresh=/);
    const { access_token: token } = (await signedIn.json()) as AuthToken;
    const me = await server.api<{ email: string }>('GET', '/users/me', { token });
    expect(me.body.email).toBe(account.email);
    const [listed] = await listOf(server, account);
    expect(listed?.last_used_at).not.toBeNull();
  });

  it('answers the sign-in challenge of an account whose only second factor is a passkey', async () => {
    const account = await newAccount(server);
    const device = new SoftAuthenticator(PUBLIC_URL);
    await addPasskey(server, account, device);
    const challenge = await passwordChallenge(server, account);
    expect(challenge.methods).toEqual(['passkey']);

    const options = await server.api<PasskeyAuthenticationOptions>(
      'POST',
      '/auth/signin/two-factor/passkey-options',
      { body: { challenge: challenge.challenge } },
    );
    expect(options.status).toBe(200);
    expect(options.body.allowCredentials).toHaveLength(1);
    const answer = await server.fetch('/api/auth/signin/two-factor', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        challenge: challenge.challenge,
        passkey: device.authenticate(options.body),
      }),
    });
    expect(answer.status).toBe(200);
    expect(cookieFrom(answer.headers)).toMatch(/^hangar_refresh=/);
  });

  it('refuses a replayed answer and one signed with a counter not above the last', async () => {
    const account = await newAccount(server);
    const device = new SoftAuthenticator(PUBLIC_URL);
    await addPasskey(server, account, device);
    const first = device.authenticate(await signInOptions(server));
    expect((await passkeySignIn(server, first)).status).toBe(200);
    expect(await refusalOf(await passkeySignIn(server, first))).toEqual([401, PASSKEY_REFUSED]);

    // A copy of the authenticator signs a fresh challenge with the counter already seen.
    const cloned = device.authenticate(await signInOptions(server), { counter: 1 });
    expect(await refusalOf(await passkeySignIn(server, cloned))).toEqual([401, PASSKEY_CLONED]);
    const next = device.authenticate(await signInOptions(server), { counter: 2 });
    expect((await passkeySignIn(server, next)).status).toBe(200);
  });

  it('refuses answers made for another site', async () => {
    const account = await newAccount(server);
    const device = new SoftAuthenticator(PUBLIC_URL);
    const phished = await server.api('POST', '/users/me/two-factor/passkeys', {
      token: account.token,
      body: {
        name: 'Phished',
        response: device.register(
          await registrationOptionsOf(server, account),
          'https://hangar.evil',
        ),
      },
    });
    expect([phished.status, phished.body]).toEqual([401, { detail: PASSKEY_REFUSED }]);
    expect(await listOf(server, account)).toEqual([]);

    await addPasskey(server, account, device);
    const elsewhere = device.authenticate(await signInOptions(server), {
      origin: 'https://hangar.evil',
    });
    expect(await refusalOf(await passkeySignIn(server, elsewhere))).toEqual([401, PASSKEY_REFUSED]);
  });

  it('signs in alone only when the device checked the user; as a second step it need not', async () => {
    const account = await newAccount(server);
    const securityKey = new SoftAuthenticator(PUBLIC_URL, false);
    await addPasskey(server, account, securityKey);
    const alone = securityKey.authenticate(await signInOptions(server));
    expect(await refusalOf(await passkeySignIn(server, alone))).toEqual([
      401,
      PASSKEY_NOT_VERIFIED,
    ]);
    const { challenge } = await passwordChallenge(server, account);
    const options = await server.api<PasskeyAuthenticationOptions>(
      'POST',
      '/auth/signin/two-factor/passkey-options',
      { body: { challenge } },
    );
    const answer = await server.api('POST', '/auth/signin/two-factor', {
      body: { challenge, passkey: securityKey.authenticate(options.body) },
    });
    expect(answer.status).toBe(200);
  });

  it('removes a passkey for the password; another account cannot remove it', async () => {
    const owner = await newAccount(server);
    const other = await newAccount(server);
    const added = await addPasskey(server, owner, new SoftAuthenticator(PUBLIC_URL));
    const path = `/users/me/two-factor/passkeys/${added.id}`;

    const byOther = await server.api('DELETE', path, {
      token: other.token,
      body: { password: other.password },
    });
    expect(byOther.status).toBe(404);
    const wrongPassword = await server.api('DELETE', path, {
      token: owner.token,
      body: { password: 'not-the-password' },
    });
    expect(wrongPassword.status).toBe(422);
    expect(await listOf(server, owner)).toHaveLength(1);

    const removed = await server.api('DELETE', path, {
      token: owner.token,
      body: { password: owner.password },
    });
    expect(removed.status).toBe(204);
    expect(await listOf(server, owner)).toEqual([]);
    const signedIn = await server.fetch('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: owner.email, password: owner.password }),
    });
    expect(((await signedIn.json()) as AuthToken).access_token).toBeTruthy();
  });
});
