import type { AuthToken } from '@hangar/contracts';
import {
  TWO_FACTOR_CODE_INVALID,
  TWO_FACTOR_CODE_USED,
  TWO_FACTOR_SECRET_UNREADABLE,
  TWO_FACTOR_SIGNIN_ENDED,
  type TotpSetup,
  type TwoFactorRequired,
  type TwoFactorStatus,
} from '@hangar/contracts/two-factor';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { totpCredentials, twoFactorChallenges } from '../../db/schema';
import { loadSecretsKey, openSecret, sealSecret } from '../../lib/sealed-secrets';
import { buildSignedInUser, cookieFrom } from '../../test/factories';
import { useTestEnvironment, type TestServer } from '../../test/harness';
import { sealTotpSecretsInClear } from './two-factor.service';

const STEP_MS = 30_000;

/** The app's code `steps` time steps from now (one step ahead is within the allowed skew). */
function codeOf(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + steps * STEP_MS,
  });
}

/** A code the app shows at no time near now. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1, 2].map((steps) => codeOf(secret, steps)));
  let candidate = 100_000;
  while (near.has(String(candidate))) candidate += 1;
  return String(candidate);
}

interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
}

async function newAccount(server: TestServer): Promise<Account> {
  const { user, token } = await buildSignedInUser(server);
  return { id: user.id, email: user.email, password: user.password, token };
}

/** Sets up the app and confirms it with its current code: the secret and the recovery codes. */
async function turnOnTotp(server: TestServer, account: Account) {
  const setup = await server.api<TotpSetup>('POST', '/users/me/two-factor/totp/setup', {
    token: account.token,
  });
  expect(setup.status).toBe(200);
  const { secret } = setup.body;
  const confirmed = await server.api<{ recovery_codes: string[] }>(
    'POST',
    '/users/me/two-factor/totp/confirm',
    { token: account.token, body: { code: codeOf(secret) } },
  );
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recovery_codes };
}

function passwordSignIn(server: TestServer, account: Account) {
  return server.fetch('/api/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: account.email, password: account.password }),
  });
}

/** The password step of an account with two-factor on: its challenge. */
async function challengeOf(server: TestServer, account: Account): Promise<string> {
  const response = await passwordSignIn(server, account);
  expect(response.status).toBe(200);
  const body = (await response.json()) as TwoFactorRequired;
  return body.two_factor.challenge;
}

function secondStep(
  server: TestServer,
  body: { challenge: string; code: string } | { challenge: string; recovery_code: string },
) {
  return server.fetch('/api/auth/signin/two-factor', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function refusalOf(response: Response): Promise<[number, unknown]> {
  return [response.status, ((await response.json()) as { detail: unknown }).detail];
}

const statusOf = async (server: TestServer, account: Account) =>
  (await server.api<TwoFactorStatus>('GET', '/users/me/two-factor', { token: account.token })).body;

describe('two-factor sign-in with an authenticator app', () => {
  const server = useTestEnvironment();

  it('is set up with a QR code, turned on by a code, then asked for after the password', async () => {
    const account = await newAccount(server);
    expect(await statusOf(server, account)).toEqual({ totp: false, recovery_codes_left: 0 });

    const setup = await server.api<TotpSetup>('POST', '/users/me/two-factor/totp/setup', {
      token: account.token,
    });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.body.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Hangar:${account.email}`);
    expect(uri.searchParams.get('issuer')).toBe('Hangar');
    expect(uri.searchParams.get('secret')).toBe(setup.body.secret);
    const svg = Buffer.from(setup.body.qr_code.split(',')[1] ?? '', 'base64').toString();
    expect(setup.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(svg).toContain('<svg');

    // Not on until a code confirms it: the password alone still signs in.
    expect(await statusOf(server, account)).toEqual({ totp: false, recovery_codes_left: 0 });
    expect(
      ((await (await passwordSignIn(server, account)).json()) as AuthToken).access_token,
    ).toBeTruthy();

    const { secret } = setup.body;
    const wrong = await server.api('POST', '/users/me/two-factor/totp/confirm', {
      token: account.token,
      body: { code: wrongCode(secret) },
    });
    expect(wrong.status).toBe(422);
    const confirmed = await server.api<{ recovery_codes: string[] }>(
      'POST',
      '/users/me/two-factor/totp/confirm',
      { token: account.token, body: { code: codeOf(secret) } },
    );
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    expect(await statusOf(server, account)).toEqual({ totp: true, recovery_codes_left: 10 });
    const again = await server.api('POST', '/users/me/two-factor/totp/setup', {
      token: account.token,
    });
    expect(again.status).toBe(409);

    const first = await passwordSignIn(server, account);
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie()).toEqual([]);
    const answer = (await first.json()) as TwoFactorRequired & Partial<AuthToken>;
    expect(answer.access_token).toBeUndefined();
    expect(answer.two_factor.methods).toEqual(['totp', 'recovery_code']);
    expect(answer.two_factor.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(answer.two_factor.expires_at) - Date.now()).toBeGreaterThan(4 * 60_000);

    const challenge = answer.two_factor.challenge;
    const signedIn = await secondStep(server, { challenge, code: codeOf(secret, 1) });
    expect(signedIn.status).toBe(200);
    expect(cookieFrom(signedIn.headers)).toMatch(/^hangar_refresh=/);
    const { access_token: token } = (await signedIn.json()) as AuthToken;
    expect((await server.api('GET', '/users/me', { token })).status).toBe(200);

    // The challenge was spent: it signs in no one again.
    const reused = await secondStep(server, { challenge, code: codeOf(secret, 1) });
    expect(await refusalOf(reused)).toEqual([401, TWO_FACTOR_SIGNIN_ENDED]);
  });

  it('refuses a code already used, and any code of an earlier time step', async () => {
    const account = await newAccount(server);
    const { secret } = await turnOnTotp(server, account);
    const code = codeOf(secret, 1);
    expect(
      (await secondStep(server, { challenge: await challengeOf(server, account), code })).status,
    ).toBe(200);

    const replayed = await secondStep(server, {
      challenge: await challengeOf(server, account),
      code,
    });
    expect(await refusalOf(replayed)).toEqual([401, TWO_FACTOR_CODE_USED]);
    const earlier = await secondStep(server, {
      challenge: await challengeOf(server, account),
      code: codeOf(secret, 0),
    });
    expect(await refusalOf(earlier)).toEqual([401, TWO_FACTOR_CODE_USED]);
  });

  it('signs in with a recovery code once, however it is typed', async () => {
    const account = await newAccount(server);
    const { recoveryCodes } = await turnOnTotp(server, account);
    const [code = ''] = recoveryCodes;
    const typed = ` ${code.toUpperCase().replace(/-/g, ' ')} `;
    const first = await secondStep(server, {
      challenge: await challengeOf(server, account),
      recovery_code: typed,
    });
    expect(first.status).toBe(200);
    expect(await statusOf(server, account)).toEqual({ totp: true, recovery_codes_left: 9 });

    const second = await secondStep(server, {
      challenge: await challengeOf(server, account),
      recovery_code: code,
    });
    expect(await refusalOf(second)).toEqual([401, TWO_FACTOR_CODE_INVALID]);
  });

  it('refuses wrong codes, voids the challenge after five, and limits the account', async () => {
    const account = await newAccount(server);
    const { secret } = await turnOnTotp(server, account);
    const wrong = wrongCode(secret);
    const challenge = await challengeOf(server, account);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const refused = await secondStep(server, { challenge, code: wrong });
      expect(await refusalOf(refused)).toEqual([401, TWO_FACTOR_CODE_INVALID]);
    }
    const fifth = await secondStep(server, { challenge, code: wrong });
    expect(await refusalOf(fifth)).toEqual([401, TWO_FACTOR_SIGNIN_ENDED]);
    const rightTooLate = await secondStep(server, { challenge, code: codeOf(secret, 1) });
    expect(await refusalOf(rightTooLate)).toEqual([401, TWO_FACTOR_SIGNIN_ENDED]);

    // Five more wrong codes on a new challenge reach the account's limit: even a right code waits.
    const next = await challengeOf(server, account);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await secondStep(server, { challenge: next, code: wrong })).status).toBe(401);
    }
    const limited = await secondStep(server, {
      challenge: await challengeOf(server, account),
      code: codeOf(secret, 1),
    });
    expect(limited.status).toBe(429);
  });

  it('refuses a challenge past its five minutes', async () => {
    const account = await newAccount(server);
    const { secret } = await turnOnTotp(server, account);
    const challenge = await challengeOf(server, account);
    await server.app.services.database.db
      .update(twoFactorChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(twoFactorChallenges.userId, account.id));
    const late = await secondStep(server, { challenge, code: codeOf(secret, 1) });
    expect(await refusalOf(late)).toEqual([401, TWO_FACTOR_SIGNIN_ENDED]);
  });

  it('gives new recovery codes for the password, and the old ones stop working', async () => {
    const account = await newAccount(server);
    const { recoveryCodes: old } = await turnOnTotp(server, account);
    const refused = await server.api('POST', '/users/me/two-factor/recovery-codes', {
      token: account.token,
      body: { password: 'not-the-password' },
    });
    expect(refused.status).toBe(422);
    const renewed = await server.api<{ recovery_codes: string[] }>(
      'POST',
      '/users/me/two-factor/recovery-codes',
      { token: account.token, body: { password: account.password } },
    );
    expect(renewed.status).toBe(200);
    expect(renewed.body.recovery_codes).toHaveLength(10);
    const withOld = await secondStep(server, {
      challenge: await challengeOf(server, account),
      recovery_code: old[0] ?? '',
    });
    expect(withOld.status).toBe(401);
    const withNew = await secondStep(server, {
      challenge: await challengeOf(server, account),
      recovery_code: renewed.body.recovery_codes[0] ?? '',
    });
    expect(withNew.status).toBe(200);
  });

  it('is turned off with the password only; then the password alone signs in', async () => {
    const account = await newAccount(server);
    await turnOnTotp(server, account);
    const refused = await server.api('DELETE', '/users/me/two-factor', {
      token: account.token,
      body: { password: 'not-the-password' },
    });
    expect(refused.status).toBe(422);
    expect(await statusOf(server, account)).toEqual({ totp: true, recovery_codes_left: 10 });

    const off = await server.api('DELETE', '/users/me/two-factor', {
      token: account.token,
      body: { password: account.password },
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ totp: false, recovery_codes_left: 0 });
    const signedIn = await passwordSignIn(server, account);
    expect(((await signedIn.json()) as AuthToken).access_token).toBeTruthy();
  });

  it('keeps the app’s secret sealed, and seals a secret kept in clear before', async () => {
    const db = server.app.services.database.db;
    const key = loadSecretsKey(server.app.services.config);
    const account = await newAccount(server);
    const { secret } = await turnOnTotp(server, account);
    const storedSecret = async () =>
      (await db.select().from(totpCredentials).where(eq(totpCredentials.userId, account.id)))[0]
        ?.secret;
    const sealed = await storedSecret();
    expect(sealed).not.toContain(secret);
    expect(openSecret(key, sealed ?? '')).toBe(secret);

    // A secret set up before secrets were sealed still signs in, and is sealed at the next start.
    await db
      .update(totpCredentials)
      .set({ secret, lastUsedStep: null })
      .where(eq(totpCredentials.userId, account.id));
    const challenge = await challengeOf(server, account);
    expect((await secondStep(server, { challenge, code: codeOf(secret, 1) })).status).toBe(200);
    expect(await sealTotpSecretsInClear({ db, secretsKey: key })).toBeGreaterThanOrEqual(1);
    const resealed = await storedSecret();
    expect(resealed).not.toBe(secret);
    expect(openSecret(key, resealed ?? '')).toBe(secret);

    // Sealed with another key (a data folder moved without its key): said, not a server error.
    await db
      .update(totpCredentials)
      .set({ secret: sealSecret(randomBytes(32), secret) })
      .where(eq(totpCredentials.userId, account.id));
    const again = await challengeOf(server, account);
    const refused = await secondStep(server, { challenge: again, code: codeOf(secret, 1) });
    expect(await refusalOf(refused)).toEqual([409, TWO_FACTOR_SECRET_UNREADABLE]);
  });
});
