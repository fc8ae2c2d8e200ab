import type {
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
} from '@hangar/contracts/passkeys';
import type { SignInRules, SignInRulesInput } from '@hangar/contracts/sign-in-rules';
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { TestServer } from './harness';
import { SoftAuthenticator } from './soft-authenticator';

/** A company domain of its own for each test, so the workspaces that join by it stay apart. */
export function uniqueDomain(): string {
  return `corp-${randomBytes(4).toString('hex')}.example`;
}

/** PUT /workspaces/c/sign-in-rules as a signed-in caller of the workspace. */
export function putSignInRules(
  server: TestServer,
  caller: { token: string; headers: Record<string, string> },
  rules: Partial<SignInRulesInput>,
) {
  return server.api<SignInRules>('PUT', '/workspaces/c/sign-in-rules', {
    ...caller,
    body: { require_two_factor: false, require_sso: false, join_domain: null, ...rules },
  });
}

/** POST /auth/signin with the form's fields: the status and the JSON answer. */
export async function passwordSignIn(server: TestServer, email: string, password: string) {
  const response = await server.fetch('/api/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Turns on the authenticator app of a signed-in account: its secret, for codes to come. */
export async function turnOnTotp(server: TestServer, token: string): Promise<string> {
  const setup = await server.api<{ secret: string }>('POST', '/users/me/two-factor/totp/setup', {
    token,
  });
  const code = TOTP.generate({ secret: Secret.fromBase32(setup.body.secret) });
  const confirmed = await server.api('POST', '/users/me/two-factor/totp/confirm', {
    token,
    body: { code },
  });
  expect(confirmed.status).toBe(200);
  return setup.body.secret;
}

/** A code of the app one step ahead (within the allowed skew): not the step confirmed at setup. */
export function nextTotpCode(secret: string): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 });
}

/** Adds a passkey of a new soft authenticator (of the server's own address) to the account. */
export async function addPasskey(server: TestServer, token: string, origin: string) {
  const device = new SoftAuthenticator(origin);
  const options = await server.api<PasskeyRegistrationOptions>(
    'POST',
    '/users/me/two-factor/passkeys/registration-options',
    { token },
  );
  const added = await server.api('POST', '/users/me/two-factor/passkeys', {
    token,
    body: { name: 'Laptop', response: device.register(options.body) },
  });
  expect(added.status).toBe(201);
  return device;
}

/** POST /auth/passkey with the device's answer: a sign-in with the passkey alone. */
export async function passkeySignIn(server: TestServer, device: SoftAuthenticator) {
  const options = await server.api<PasskeyAuthenticationOptions>('POST', '/auth/passkey/options');
  return server.api<Record<string, unknown>>('POST', '/auth/passkey', {
    body: { response: device.authenticate(options.body) },
  });
}
