import { authToken } from '../auth';
import { endpoint } from '../endpoint';
import {
  recoveryCodeList,
  totpConfirmInput,
  totpSetup,
  twoFactorPasswordInput,
  twoFactorSigninInput,
  twoFactorStatus,
} from '../two-factor';

/** Two-factor sign-in (docs/two-factor.md): the account's settings, and the sign-in's second step. */
export const twoFactorEndpoints = {
  status: endpoint({
    noStore: true,
    method: 'GET',
    path: '/users/me/two-factor',
    response: twoFactorStatus,
    needs: 'signed-in',
  }),
  /**
   * A new secret for the authenticator app, not used until confirmed (a setup not confirmed is
   * replaced by the next). 409: two-factor is already on.
   */
  setupTotp: endpoint({
    noStore: true,
    method: 'POST',
    path: '/users/me/two-factor/totp/setup',
    response: totpSetup,
    needs: 'signed-in',
  }),
  /**
   * Turns two-factor on with a code of the app, answering ten recovery codes. 422: a wrong code;
   * 409: nothing set up, or already on; 429: too many wrong codes.
   */
  confirmTotp: endpoint({
    noStore: true,
    method: 'POST',
    path: '/users/me/two-factor/totp/confirm',
    body: totpConfirmInput,
    response: recoveryCodeList,
    needs: 'signed-in',
    refusals: [429],
  }),
  /** Ten new recovery codes; the old ones stop working. 422: a wrong password; 409: two-factor is off. */
  renewRecoveryCodes: endpoint({
    noStore: true,
    method: 'POST',
    path: '/users/me/two-factor/recovery-codes',
    body: twoFactorPasswordInput,
    response: recoveryCodeList,
    needs: 'signed-in',
    refusals: [429],
  }),
  /** Turns two-factor off (the app's secret and the recovery codes are deleted). 422: a wrong password. */
  turnOff: endpoint({
    method: 'DELETE',
    path: '/users/me/two-factor',
    body: twoFactorPasswordInput,
    response: twoFactorStatus,
    needs: 'signed-in',
    refusals: [429],
  }),
  /**
   * The second step of a sign-in: the challenge POST /auth/signin answered, with a code of the app
   * or a recovery code. Signs in as POST /auth/signin does (sets the refresh cookie). 401: a
   * wrong code, or a challenge expired, used, or void after five wrong codes; 429: too many tries.
   */
  signIn: endpoint({
    method: 'POST',
    path: '/auth/signin/two-factor',
    body: twoFactorSigninInput,
    response: authToken,
    needs: 'anyone',
    refusals: [401, 429],
  }),
};
