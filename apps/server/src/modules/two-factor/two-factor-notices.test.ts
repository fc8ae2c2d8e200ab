import type { Passkey } from '@hangar/contracts/passkeys';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { useTestEnvironment, type TestEnvironment, type TestServer } from '../../test/harness';
import { addPasskey, turnOnTotp } from '../../test/sign-in-rules';

const PUBLIC_URL = 'https://hangar.test';
// A job sends these e-mails, after the answer.
const JOB_MAIL_MS = 20_000;

async function newAccount(server: TestServer) {
  const { user, token } = await buildSignedInUser(server);
  return { email: user.email, password: user.password, token };
}

type Account = Awaited<ReturnType<typeof newAccount>>;

/** A change of the account's sign-in security, confirmed with its password: the answer's status. */
async function changeWithPassword(
  server: TestServer,
  account: Account,
  method: string,
  path: string,
): Promise<number> {
  const response = await server.api(method, path, {
    token: account.token,
    body: { password: account.password },
  });
  return response.status;
}

/** The e-mail the account's owner got, checked for what every such notice says. */
async function noticeTo(server: TestEnvironment, account: Account, subject: RegExp) {
  const mail = await server.mail.waitFor(account.email, subject, JOB_MAIL_MS);
  expect(mail.text).toMatch(/Time: \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);
  expect(mail.text).toContain(
    "If this wasn't you, change your password and review Profile & security.",
  );
  expect(new URL(server.mail.linkIn(mail, '/account')).pathname).toBe('/account');
  return mail;
}

describe('e-mails when the sign-in security of an account changes', () => {
  const server = useTestEnvironment({ config: { publicUrl: PUBLIC_URL } });

  it('tells the owner two-factor was turned on, its codes renewed, then turned off', async () => {
    const account = await newAccount(server);
    await turnOnTotp(server, account.token);
    const on = await noticeTo(
      server,
      account,
      /^Two-factor authentication turned on for your Hangar account$/,
    );
    expect(on.text).toContain('Two-factor authentication with an authenticator app was turned on');

    const renewed = '/users/me/two-factor/recovery-codes';
    expect(await changeWithPassword(server, account, 'POST', renewed)).toBe(200);
    const codes = await noticeTo(server, account, /^New recovery codes for your Hangar account$/);
    expect(codes.text).toContain('the earlier ones no longer work');

    expect(await changeWithPassword(server, account, 'DELETE', '/users/me/two-factor')).toBe(200);
    const offMail = await noticeTo(
      server,
      account,
      /^Two-factor authentication turned off on your Hangar account$/,
    );
    expect(offMail.text).toContain('was turned off');
  });

  it('tells the owner a passkey was added, then removed', async () => {
    const account = await newAccount(server);
    await addPasskey(server, account.token, PUBLIC_URL);
    const added = await noticeTo(server, account, /^Passkey added to your Hangar account$/);
    expect(added.text).toContain('A passkey was added to your account');

    const listed = await server.api<{ passkeys: Passkey[] }>(
      'GET',
      '/users/me/two-factor/passkeys',
      { token: account.token },
    );
    const [passkey] = listed.body.passkeys;
    const removed = `/users/me/two-factor/passkeys/${passkey?.id}`;
    expect(await changeWithPassword(server, account, 'DELETE', removed)).toBe(204);
    const removedMail = await noticeTo(
      server,
      account,
      /^Passkey removed from your Hangar account$/,
    );
    expect(removedMail.text).toContain('A passkey was removed from your account');
  });
});
