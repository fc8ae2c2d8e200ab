import { LINK_ERROR_FALLBACKS } from '@hangar/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { hashToken, newToken } from '../../lib/tokens';
import {
  findEmailToken,
  insertEmailToken,
  type EmailTokenKind,
  type EmailTokenRow,
} from './account-email-tokens.repository';

const HOUR = 3_600_000;

/** How long each kind of e-mailed link works. */
const LINK_LIFETIMES_MS: Record<EmailTokenKind, number> = {
  signup: 24 * HOUR,
  password_reset: HOUR,
  email_change: 24 * HOUR,
};

const UNKNOWN_LINK: Record<EmailTokenKind, string> = {
  signup: LINK_ERROR_FALLBACKS.activation,
  password_reset: LINK_ERROR_FALLBACKS.passwordReset,
  email_change: LINK_ERROR_FALLBACKS.emailReset,
};

const EXPIRED_LINK: Record<EmailTokenKind, string> = {
  signup: 'This link has expired. Sign up again to get a new one.',
  password_reset: 'This link has expired. Ask for a new one from the sign-in page.',
  email_change: 'This link has expired. Ask for the change again from your profile.',
};

export const USED_LINK = 'This link has already been used.';

/** Creates a link token and returns the secret to put in the e-mail. */
export async function createLinkToken(
  db: Database,
  { kind, email, userId }: { kind: EmailTokenKind; email: string; userId: number | null },
): Promise<string> {
  const token = newToken();
  await insertEmailToken(db, {
    kind,
    tokenHash: hashToken(token),
    email,
    userId,
    expiresAt: new Date(Date.now() + LINK_LIFETIMES_MS[kind]),
  });
  return token;
}

/** The token behind a link, or the link error: 404 unknown, 410 expired, 409 already used. */
export async function usableLinkToken(
  db: Database,
  kind: EmailTokenKind,
  token: string,
): Promise<EmailTokenRow> {
  const row = await findEmailToken(db, kind, hashToken(token));
  if (!row) throw HttpError.simple(404, UNKNOWN_LINK[kind]);
  if (row.usedAt) throw HttpError.simple(409, USED_LINK);
  if (row.expiresAt.getTime() <= Date.now()) throw HttpError.simple(410, EXPIRED_LINK[kind]);
  return row;
}
