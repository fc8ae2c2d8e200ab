import {
  FORM_MESSAGES,
  MAX_EMAIL_LENGTH,
  MAX_FULLNAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  isStrongPassword,
  normalizeEmail,
} from '@hangar/domain';
import { z } from 'zod';

// C0 control characters: NUL cannot be stored by PostgreSQL, the others have no place in text.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001F]/;
/** The same, but tab, line feed and carriage return, which a multi-line text keeps. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** Half of a UTF-16 surrogate pair on its own: not text, and PostgreSQL refuses it in JSON. */
const LONE_SURROGATE = /\p{Cs}/u;

export interface TextFieldOptions {
  /** Keeps tabs and line breaks (a text body); a name or a title is one line. */
  multiline?: boolean;
  /** Trims spaces around the text first (the default); off where spaces are content. */
  trim?: boolean;
}

/**
 * Every string an input stores goes through this one field: well-formed text without control
 * characters (a multi-line text keeps tabs and line breaks), trimmed unless `trim: false`.
 * Its absence reads 'This field is required', like an empty required field.
 */
export function textField({ multiline = false, trim = true }: TextFieldOptions = {}) {
  const text = z.string({
    error: (issue) => (issue.input === undefined ? FORM_MESSAGES.required : 'Must be a string'),
  });
  const forbidden = multiline ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER;
  return (trim ? text.trim() : text)
    .refine((value) => !forbidden.test(value), FORM_MESSAGES.controlCharacters)
    .refine((value) => !LONE_SURROGATE.test(value), FORM_MESSAGES.invalidText);
}

/** A one-line text field that must not be blank. */
export function requiredString() {
  return textField().min(1, FORM_MESSAGES.required);
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

/** A password being checked (sign-in, confirmation): every non-empty string. */
export const currentPasswordField = z
  .string({ error: FORM_MESSAGES.required })
  .min(1, FORM_MESSAGES.required)
  .max(MAX_PASSWORD_LENGTH);

export const fullnameField = requiredString().max(MAX_FULLNAME_LENGTH);

/** A token from an e-mailed link: url-safe, long enough to be one of ours. */
export const linkToken = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid token');

/** A moment in an answer: an ISO 8601 date and time with its offset. */
export const timestamp = z.iso.datetime({ offset: true });
