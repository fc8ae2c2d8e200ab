import { z } from 'zod';
import { currentPasswordField } from './fields';
import { passkeyAuthenticationResponse } from './passkeys';

// The sign-in's answer and its second step's methods live with the sign-in (./auth), so the
// sign-in page does not load the passkeys' schemas.
export {
  signinAnswer,
  twoFactorMethod,
  twoFactorRequired,
  type TwoFactorMethod,
  type TwoFactorRequired,
} from './auth';

/** A 6-digit code of the authenticator app. */
const totpCode = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

/** A recovery code as it was given (`abcd-efgh-jkmn`); case, spaces and dashes do not matter. */
const recoveryCode = z
  .string({ error: 'Enter a recovery code' })
  .trim()
  .regex(/^[A-Za-z0-9 -]{12,24}$/, 'Enter a recovery code as it was given, like abcd-efgh-jkmn');

const challengeToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Invalid challenge');

/** POST /users/me/two-factor/totp/confirm, and the code form of the sign-in's second step. */
export const totpConfirmInput = z.object({ code: totpCode });
export type TotpConfirmInput = z.input<typeof totpConfirmInput>;

/** The recovery code form of the sign-in's second step. */
export const recoveryCodeInput = z.object({ recovery_code: recoveryCode });

/** The challenge of the first step alone: POST /auth/signin/two-factor/passkey-options. */
export const twoFactorChallengeInput = z.object({ challenge: challengeToken });

/** POST /auth/signin/two-factor: the challenge of the first step and one way to answer it. */
export const twoFactorSigninInput = z.union([
  totpConfirmInput.extend({ challenge: challengeToken }),
  recoveryCodeInput.extend({ challenge: challengeToken }),
  twoFactorChallengeInput.extend({ passkey: passkeyAuthenticationResponse }),
]);
export type TwoFactorSigninInput = z.input<typeof twoFactorSigninInput>;

/** GET /users/me/two-factor */
export const twoFactorStatus = z.object({
  totp: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** POST /users/me/two-factor/totp/setup: what the authenticator app needs, shown once. */
export const totpSetup = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/Hangar:<e-mail>?secret=…&issuer=Hangar */
  otpauth_uri: z.string(),
  /** The URI as a QR code: a data URL of an SVG image. */
  qr_code: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetup>;

/** Ten one-time recovery codes, shown once: only their hashes are kept. */
export const recoveryCodeList = z.object({ recovery_codes: z.array(z.string()) });

/** New recovery codes or turning two-factor off: the account's password first. */
export const twoFactorPasswordInput = z.object({ password: currentPasswordField });
export type TwoFactorPasswordInput = z.input<typeof twoFactorPasswordInput>;

/** The 401s of a wrong or replayed code: the sign-in's second step may be tried again. */
export const TWO_FACTOR_CODE_INVALID = 'Invalid code. Check it and try again.';
/** The refusal of an app's code whose secret was sealed with another key of the installation. */
export const TWO_FACTOR_SECRET_UNREADABLE =
  'Codes of your authenticator app cannot be checked on this server (its key changed). Use a ' +
  'recovery code, or ask whoever runs Hangar.';
export const TWO_FACTOR_CODE_USED =
  'This code was already used. Wait for the next one of your app.';
/** The 401 of a challenge that cannot be answered any more: sign in with the password again. */
export const TWO_FACTOR_SIGNIN_ENDED =
  'This sign-in has expired or had too many wrong codes. Please sign in again.';
