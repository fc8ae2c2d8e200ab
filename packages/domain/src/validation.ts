import { MIN_PASSWORD_LENGTH } from './constants';

/** Form messages of SPEC.md section 5, used by server validation and client forms alike. */
export const FORM_MESSAGES = {
  required: 'This field is required',
  url: 'Invalid url',
  unique: 'This value is already used',
  email: 'Invalid email address',
  domain: 'Invalid email domain',
  password: 'This password is not strong enough',
  noDuplicates: 'This field must contain no duplicate values',
  /** An address already among the project's important links (says more than noDuplicates). */
  linkAlreadyListed: 'This link is already in the list',
  notCurrentEmail: 'Cannot be your current email',
  controlCharacters: 'Must not contain control characters',
  invalidText: 'Must not contain invalid characters',
  invalidId: 'Invalid id',
} as const;

export const PASSWORD_HINT = 'Use at least 8 characters';
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_FULLNAME_LENGTH = 100;

/** Passwords everyone tries first; long enough to pass the length rule, so refused by name. */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwertyui',
  'qwertyuiop',
  'azertyui',
  'azertyuiop',
  'iloveyou',
  'sunshine',
  'football',
  'baseball',
  'welcome1',
  'abcdefgh',
  'abcd1234',
  '11111111',
  '00000000',
  'motdepasse',
]);

/** At least 8 characters (the hint users see), not one repeated character, not a common one. */
export function isStrongPassword(password: string, minLength = MIN_PASSWORD_LENGTH): boolean {
  if (password.length < minLength || password.length > MAX_PASSWORD_LENGTH) return false;
  if (new Set(password).size === 1) return false;
  return !COMMON_PASSWORDS.has(password.toLowerCase());
}

/** E-mail addresses are compared and stored trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * What makes two addresses the same link: the scheme and host ignore case (the URL parser
 * lowercases them), the path, query and fragment keep it (document ids in Google Docs or Figma
 * paths are case-sensitive), and a trailing slash on the path does not count.
 */
export function urlIdentity(url: string): string {
  const trimmed = url.trim();
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)([^?#]*)(.*)$/i.exec(trimmed);
  if (!match) return trimmed;
  const [, scheme = '', authority = '', path = '', rest = ''] = match;
  const at = authority.lastIndexOf('@') + 1;
  const host = `${authority.slice(0, at)}${authority.slice(at).toLowerCase()}`;
  return `${scheme.toLowerCase()}${host}${path.replace(/\/+$/, '')}${rest}`;
}
