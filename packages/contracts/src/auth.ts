import { z } from 'zod';
import { currentPasswordField, emailField, timestamp } from './fields';

/** POST /auth/signin takes form fields (application/x-www-form-urlencoded). */
export const signinForm = z.object({
  username: emailField,
  password: currentPasswordField,
});
export type SigninForm = z.input<typeof signinForm>;

/** The access token of a session; the refresh credential travels in an httpOnly cookie. */
export const authToken = z.object({
  token_type: z.literal('bearer'),
  access_token: z.string(),
  /** ISO 8601 date-time after which the access token is refused. */
  expires_at: timestamp,
});
export type AuthToken = z.infer<typeof authToken>;

export const SIGNIN_FAILED = 'Incorrect email or password';
/** The refresh cookie's name; it is sent only to the auth routes. */
export const REFRESH_COOKIE = 'hangar_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * How the second step of a sign-in can be answered: a code of the authenticator app (TOTP), a
 * one-time recovery code, or a passkey (docs/passkeys.md).
 */
export const twoFactorMethod = z.enum(['totp', 'recovery_code', 'passkey']);
export type TwoFactorMethod = z.infer<typeof twoFactorMethod>;

/** POST /auth/signin when the password is right and the account has two-factor on: no session yet. */
export const twoFactorRequired = z.object({
  two_factor: z.object({
    /** Opaque, single use, for POST /auth/signin/two-factor within `expires_at`. */
    challenge: z.string(),
    methods: z.array(twoFactorMethod),
    expires_at: timestamp,
  }),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequired>;

/** What POST /auth/signin answers: a session, or the second step it needs first. */
export const signinAnswer = z.union([authToken, twoFactorRequired]);
