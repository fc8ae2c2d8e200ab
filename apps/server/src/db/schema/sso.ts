import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at, atNow, createdAt, ownerRef, serialId } from './columns';
import { users } from './users';

/**
 * A single sign-on begun in a browser (docs/sso.md): what its callback checks the provider's
 * answer against. Used once, within minutes; old rows are deleted as new ones come.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    id: serialId(),
    /** The provider's id (`SsoProviderSettings.id`). */
    provider: text('provider').notNull(),
    /** SHA-256 of the state; the state itself is in the browser's cookie and the provider's URL. */
    stateHash: text('state_hash').notNull().unique(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The path of the app to open once signed in. */
    nextPath: text('next_path').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('sso_logins_expires_idx').on(table.expiresAt)],
);

/** An account's identity at a provider: the provider's issuer and its subject for the person. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serialId(),
    userId: ownerRef('user_id', () => users.id),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The verified address the provider gave when the identity was linked. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastUsedAt: atNow('last_used_at'),
  },
  (table) => [
    unique('user_identities_issuer_subject_key').on(table.issuer, table.subject),
    index('user_identities_user_idx').on(table.userId),
  ],
);
