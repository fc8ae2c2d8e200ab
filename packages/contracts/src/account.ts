import { FORM_MESSAGES } from '@hangar/domain';
import { z } from 'zod';
import {
  currentPasswordField,
  emailField,
  fullnameField,
  linkToken,
  newPasswordField,
  textField,
} from './fields';
import { teamUserProfile } from './people';

/** GET /users/me: the caller's profile, as their teams show it, and their e-mail change. */
export const me = teamUserProfile.extend({ pending_email_reset: z.boolean() });
export type Me = z.infer<typeof me>;

/** POST /users/signup/email */
export const signupEmailInput = z.object({ email: emailField });
export type SignupEmailInput = z.input<typeof signupEmailInput>;

/** GET /users/signup/profile/{token} and GET /users/password-reset/{token}: the address. */
export const linkEmailResponse = z.object({ detail: z.string() });
export type LinkEmailResponse = z.infer<typeof linkEmailResponse>;

/** POST /users/signup/profile: completes the account and signs the user in. */
export const signupProfileInput = z.object({
  token: linkToken,
  fullname: fullnameField,
  password: newPasswordField,
  inviteToken: linkToken.optional(),
});
export type SignupProfileInput = z.input<typeof signupProfileInput>;

/** POST /users/password-lost */
export const passwordLostInput = z.object({ email: emailField });
export type PasswordLostInput = z.input<typeof passwordLostInput>;

/** POST /users/password-reset */
export const passwordResetInput = z.object({ token: linkToken, password: newPasswordField });
export type PasswordResetInput = z.input<typeof passwordResetInput>;

/** POST /users/me/email-reset: sends a confirmation link to the new address. */
export const emailResetInput = z.object({ email: emailField });
export type EmailResetInput = z.input<typeof emailResetInput>;

/** POST /users/confirm-email-reset/{token}: the address the account now signs in with. */
export const emailResetConfirmed = z.object({ success: z.literal(true), email: z.string() });

/** PUT /users/me */
export const updateMeInput = z
  .object({
    fullname: fullnameField.optional(),
    /** A filename returned by POST /upload, or null to remove the avatar. */
    avatar: textField().max(200).nullable().optional(),
  })
  .strict();
export type UpdateMeInput = z.input<typeof updateMeInput>;

/**
 * PUT /users/me/password. `revoke_api_tokens` (ours, optional): true also revokes every personal
 * API token of the account, in the same transaction.
 */
export const changePasswordInput = z.object({
  current_password: currentPasswordField,
  new_password: newPasswordField,
  revoke_api_tokens: z.boolean({ error: 'Must be true or false' }).optional(),
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** POST /users/me/delete */
export const deleteAccountInput = z.object({ password: currentPasswordField });
export type DeleteAccountInput = z.input<typeof deleteAccountInput>;

/** Link errors of SPEC.md section 8: the fallback texts when the server gives no detail. */
export const LINK_ERROR_FALLBACKS = {
  activation: 'This link does not match any ongoing account activation',
  invite: 'This link does not match any pending invite',
  emailReset: 'This link does not match any email reset attempt',
  passwordReset: 'This link does not match any password reset attempt',
} as const;

export { FORM_MESSAGES };
