import { z } from 'zod';
import { authToken } from '../auth';
import { endpoint } from '../endpoint';
import { numericId } from '../http';
import {
  passkey,
  passkeyAuthenticationOptions,
  passkeyList,
  passkeyRegistrationInput,
  passkeyRegistrationOptions,
  passkeyRemovalInput,
  passkeySigninInput,
} from '../passkeys';
import { twoFactorChallengeInput } from '../two-factor';

/**
 * Passkeys (docs/passkeys.md): the account's, under the two-factor settings' prefix, a passkey as
 * the sign-in's second step, and the password-less sign-in.
 */
export const passkeyEndpoints = {
  list: endpoint({
    noStore: true,
    method: 'GET',
    path: '/users/me/two-factor/passkeys',
    response: passkeyList,
    needs: 'signed-in',
  }),
  /** The options of the browser's prompt; their challenge is good once, for 5 minutes. */
  registrationOptions: endpoint({
    noStore: true,
    method: 'POST',
    path: '/users/me/two-factor/passkeys/registration-options',
    response: passkeyRegistrationOptions,
    needs: 'signed-in',
  }),
  /**
   * Keeps the passkey the browser made from the registration options. 401: the answer could not
   * be verified (another origin, a challenge expired or already used).
   */
  register: endpoint({
    method: 'POST',
    path: '/users/me/two-factor/passkeys',
    body: passkeyRegistrationInput,
    status: 201,
    response: passkey,
    needs: 'signed-in',
    refusals: [401],
  }),
  /** Answers 204. 422: a wrong password; another's or an unknown passkey: 404. */
  remove: endpoint({
    method: 'DELETE',
    path: '/users/me/two-factor/passkeys/:passkeyId',
    params: z.object({ passkeyId: numericId }),
    body: passkeyRemovalInput,
    needs: 'signed-in',
    refusals: [429],
  }),
  /**
   * The options of a passkey answering the challenge of POST /auth/signin (its `methods` list
   * `passkey`); the answer goes to POST /auth/signin/two-factor as `{challenge, passkey}`.
   * 401: the challenge expired, was used, or the account has no passkey.
   */
  secondFactorOptions: endpoint({
    noStore: true,
    method: 'POST',
    path: '/auth/signin/two-factor/passkey-options',
    body: twoFactorChallengeInput,
    response: passkeyAuthenticationOptions,
    needs: 'anyone',
    refusals: [401, 429],
  }),
  /** The options of a password-less sign-in: whichever passkey of this site the browser holds. */
  signInOptions: endpoint({
    noStore: true,
    method: 'POST',
    path: '/auth/passkey/options',
    response: passkeyAuthenticationOptions,
    needs: 'anyone',
    refusals: [429],
  }),
  /**
   * Signs in with a passkey alone, as POST /auth/signin does (sets the refresh cookie); no
   * second step. 401: an unknown passkey, a signature that does not verify, a counter that did
   * not increase, no user verification; 429: too many tries.
   */
  signIn: endpoint({
    method: 'POST',
    path: '/auth/passkey',
    body: passkeySigninInput,
    response: authToken,
    needs: 'anyone',
    refusals: [401, 429],
  }),
};
