import type { Me } from '@hangar/contracts/account';
import { twoFactorEndpoints } from '@hangar/contracts/endpoints/two-factor';
import type { TwoFactorSigninInput } from '@hangar/contracts/two-factor';
import { callEndpoint } from '../../api/endpoint-call';
import { beginSession } from '../auth/auth-api';

/**
 * The second step of a sign-in: the challenge and a code of the app or a recovery code. The
 * server then signs in as after a password (refresh cookie); the profile is loaded as then.
 */
export async function completeTwoFactorSignIn(input: TwoFactorSigninInput): Promise<Me> {
  const token = await callEndpoint(twoFactorEndpoints.signIn, {
    body: input,
    accessToken: null,
    withCookies: true,
    withoutWorkspace: true,
  });
  return beginSession(token);
}
