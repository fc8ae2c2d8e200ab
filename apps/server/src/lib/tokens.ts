import { createHash, randomBytes } from 'node:crypto';

/** A secret for a link or a credential: 256 random bits, url-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a token that grants access. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
