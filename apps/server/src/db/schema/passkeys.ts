import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, ownerRef, serialId } from './columns';
import { twoFactorChallenges } from './two-factor';
import { users } from './users';

/**
 * An account's WebAuthn passkeys (docs/passkeys.md): the second step of a sign-in, or a sign-in
 * on their own. Only the public key is kept; the private key never leaves the authenticator.
 */
export const passkeyCredentials = pgTable(
  'passkey_credentials',
  {
    id: serialId(),
    userId: ownerRef('user_id', () => users.id),
    /** The authenticator's credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen; an authenticator that keeps none always signs 0. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** The opaque WebAuthn user handle of the account, the same on all its passkeys. */
    userHandle: text('user_handle').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [index('passkey_credentials_user_idx').on(table.userId)],
);

/**
 * A WebAuthn challenge the server issued, good once within minutes: to add a passkey (`user_id`),
 * to answer a sign-in's second step (`two_factor_challenge_id`) or to sign in without a password
 * (neither). Not a secret (the browser signs it), kept in clear; old rows go as new ones come.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: serialId(),
    challenge: text('challenge').notNull().unique(),
    purpose: text('purpose', { enum: ['register', 'second_factor', 'signin'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    twoFactorChallengeId: integer('two_factor_challenge_id').references(
      () => twoFactorChallenges.id,
      { onDelete: 'cascade' },
    ),
    /** For `register`: the user handle the options named, kept with the passkey. */
    userHandle: text('user_handle'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webauthn_challenges_expires_idx').on(table.expiresAt)],
);
