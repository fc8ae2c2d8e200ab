import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at, createdAt, ownerRef, serialId } from './columns';
import { users } from './users';

/**
 * An account's authenticator app (TOTP, RFC 6238; docs/two-factor.md): set up, then on once a
 * code from the app confirmed it. The secret never leaves the server after the setup's answer.
 */
export const totpCredentials = pgTable('totp_credentials', {
  userId: ownerRef('user_id', () => users.id).primaryKey(),
  /** The shared secret, base32, 160 bits. */
  secret: text('secret').notNull(),
  /** Null while set up but not confirmed: sign-in does not ask for a code yet. */
  enabledAt: at('enabled_at'),
  /** The 30 s time step of the last code accepted: that code, and older ones, are refused. */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** One-time recovery codes of an account with two-factor on, stored as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serialId(),
    userId: ownerRef('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [unique('recovery_codes_user_code_key').on(table.userId, table.codeHash)],
);

/**
 * The second step of a sign-in whose password was right: its opaque token (SHA-256 here) is
 * answered by a code, a recovery code (and, later, a passkey) within minutes, once, with a few
 * tries. Old rows are deleted as new ones come.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serialId(),
    userId: ownerRef('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('two_factor_challenges_user_idx').on(table.userId),
    index('two_factor_challenges_expires_idx').on(table.expiresAt),
  ],
);
