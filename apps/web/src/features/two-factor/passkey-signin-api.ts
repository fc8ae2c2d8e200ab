import type { Me } from '@hangar/contracts/account';
import type { startAuthentication as StartAuthentication } from '@simplewebauthn/browser';
import { passkeyEndpoints } from '@hangar/contracts/endpoints/passkeys';
import { callEndpoint } from '../../api/endpoint-call';
import { beginSession } from '../auth/auth-api';
import { completeTwoFactorSignIn } from './two-factor-signin-api';

const anonymous = { accessToken: null, withoutWorkspace: true } as const;

/** The browser's passkey prompt; its library loads when a passkey is first asked for. */
async function startAuthentication(...options: Parameters<typeof StartAuthentication>) {
  return (await import('@simplewebauthn/browser')).startAuthentication(...options);
}

/**
 * Signs in with a passkey alone: the browser offers the passkeys it holds for this site, the
 * server checks the one picked and signs in as after a password (refresh cookie).
 */
export async function signInWithPasskey(): Promise<Me> {
  const optionsJSON = await callEndpoint(passkeyEndpoints.signInOptions, anonymous);
  const response = await startAuthentication({ optionsJSON });
  const token = await callEndpoint(passkeyEndpoints.signIn, {
    ...anonymous,
    body: { response },
    withCookies: true,
  });
  return beginSession(token);
}

/** Answers the sign-in's second step (`challenge`) with a passkey of the account. */
export async function answerWithPasskey(challenge: string): Promise<Me> {
  const optionsJSON = await callEndpoint(passkeyEndpoints.secondFactorOptions, {
    ...anonymous,
    body: { challenge },
  });
  const passkey = await startAuthentication({ optionsJSON });
  return completeTwoFactorSignIn({ challenge, passkey });
}
