import { z } from 'zod';
import { currentPasswordField, timestamp } from './fields';

/**
 * WebAuthn passkeys (docs/passkeys.md): their JSON as `@simplewebauthn/server` makes it and
 * `@simplewebauthn/browser` reads it (base64url strings for every binary value), for Profile &
 * security, the sign-in's second step and the password-less sign-in.
 */

const base64url = z.string().regex(/^[A-Za-z0-9_-]*$/, 'Expected base64url');

const transport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const userVerification = z.enum(['discouraged', 'preferred', 'required']);
const hints = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional();

const credentialDescriptor = z.object({
  id: base64url,
  type: z.literal('public-key'),
  transports: z.array(transport).optional(),
});

/** POST /users/me/two-factor/passkeys/registration-options: for the browser's `create()`. */
export const passkeyRegistrationOptions = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: base64url, name: z.string(), displayName: z.string() }),
  challenge: base64url,
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: userVerification.optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  hints,
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptions>;

/** The options of a sign-in with a passkey, for the browser's `get()`. */
export const passkeyAuthenticationOptions = z.object({
  challenge: base64url,
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: userVerification.optional(),
  hints,
});
export type PasskeyAuthenticationOptions = z.infer<typeof passkeyAuthenticationOptions>;

const clientExtensionResults = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});
const attachment = z.enum(['cross-platform', 'platform']).optional();

/** What the browser's `create()` answered, as `startRegistration` gives it. */
export const passkeyRegistrationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    /** Browsers may name transports newer than this list: kept only when known. */
    transports: z.array(z.string().max(40)).max(10).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url.optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults,
});

/** What the browser's `get()` answered, as `startAuthentication` gives it. */
export const passkeyAuthenticationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults,
});

const passkeyName = z
  .string({ error: 'Name the passkey' })
  .trim()
  .min(1, 'Name the passkey')
  .max(60, 'At most 60 characters');

/** POST /users/me/two-factor/passkeys: the browser's answer to the registration options. */
export const passkeyRegistrationInput = z.object({
  name: passkeyName,
  response: passkeyRegistrationResponse,
});
export type PasskeyRegistrationInput = z.input<typeof passkeyRegistrationInput>;

/** A passkey of the account as Profile & security lists it. */
export const passkey = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: timestamp,
  last_used_at: timestamp.nullable(),
});
export type Passkey = z.infer<typeof passkey>;
export const passkeyList = z.object({ passkeys: z.array(passkey) });

/** DELETE /users/me/two-factor/passkeys/:passkeyId: the account's password, as turning TOTP off. */
export const passkeyRemovalInput = z.object({ password: currentPasswordField });
export type PasskeyRemovalInput = z.input<typeof passkeyRemovalInput>;

/** POST /auth/passkey: the browser's answer to POST /auth/passkey/options. */
export const passkeySigninInput = z.object({ response: passkeyAuthenticationResponse });
export type PasskeySigninInput = z.input<typeof passkeySigninInput>;

/** The 401s of a passkey the server cannot accept (sign-in, second step, registration). */
export const PASSKEY_UNKNOWN = 'This passkey is not registered here. Sign in another way.';
export const PASSKEY_REFUSED = 'The passkey could not be verified. Please try again.';
export const PASSKEY_CLONED =
  'This passkey signed an older counter than before: it may have been copied. Remove it and add it again.';
export const PASSKEY_NOT_VERIFIED =
  'Signing in with a passkey alone needs your device to check it is you (PIN, fingerprint or face).';
