import {
  FORM_MESSAGES,
  MAX_EMAIL_LENGTH,
  MAX_FULLNAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  isStrongPassword,
  normalizeEmail,
} from '@hangar/domain';
import { z } from 'zod';

/** A string field whose absence reads 'This field is required', like an empty one. */
export function requiredString() {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? FORM_MESSAGES.required : 'Must be a string'),
    })
    .trim()
    .min(1, FORM_MESSAGES.required);
}

export const emailField = requiredString()
  .max(MAX_EMAIL_LENGTH, FORM_MESSAGES.email)
  .pipe(z.email(FORM_MESSAGES.email))
  .transform(normalizeEmail);

/** A new password: checked for strength. Never trimmed. */
export const newPasswordField = z
  .string({ error: FORM_MESSAGES.required })
  .min(1, FORM_MESSAGES.required)
  .refine((password) => isStrongPassword(password), FORM_MESSAGES.password);

/** A password being checked (sign-in, confirmation): any non-empty string. */
export const currentPasswordField = z
  .string({ error: FORM_MESSAGES.required })
  .min(1, FORM_MESSAGES.required)
  .max(MAX_PASSWORD_LENGTH);

export const fullnameField = requiredString().max(MAX_FULLNAME_LENGTH);

/** A token from an e-mailed link: url-safe, long enough to be one of ours. */
export const linkToken = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid token');
