import { API_TOKEN_SCOPES } from '@hangar/domain';
import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { at, atNow, createdAt, nullingRef, ownerRef, serialId } from './columns';

export const users = pgTable('users', {
  id: serialId(),
  /** Stored trimmed and lowercased. */
  email: text('email').notNull().unique(),
  fullname: text('fullname').notNull(),
  /** Null for someone invited who has not completed their account yet. */
  passwordHash: text('password_hash'),
  /** Filename of the avatar under /media, or null. */
  avatar: text('avatar'),
  createdAt: createdAt(),
  updatedAt: atNow('updated_at'),
});

/** Single-use links sent by e-mail: sign-up, password reset, e-mail change. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serialId(),
    kind: text('kind', { enum: ['signup', 'password_reset', 'email_change'] }).notNull(),
    /** SHA-256 of the token; the token itself only ever exists in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('email_tokens_user_idx').on(table.userId, table.kind)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serialId(),
    userId: ownerRef('user_id', () => users.id),
    userAgent: text('user_agent'),
    /** The address it signed in from, then the one of its latest refresh. */
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: atNow('last_seen_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Each refresh rotates the token; presenting a rotated one again revokes the whole session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serialId(),
    sessionId: ownerRef('session_id', () => sessions.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: ownerRef('session_id', () => sessions.id),
    userId: ownerRef('user_id', () => users.id),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('access_tokens_session_idx').on(table.sessionId)],
);

export const uploads = pgTable('uploads', {
  id: serialId(),
  filename: text('filename').notNull().unique(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  userId: nullingRef('user_id', () => users.id),
  createdAt: createdAt(),
});

export const apiTokenScope = pgEnum('api_token_scope', API_TOKEN_SCOPES);

/** A personal API token: acts as its owner from a script, until it expires or is revoked. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serialId(),
    userId: ownerRef('user_id', () => users.id),
    name: text('name').notNull(),
    /** The token is shown once; only its SHA-256 is kept. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters of the token, so its owner can tell tokens apart. */
    tokenHint: text('token_hint').notNull(),
    scope: apiTokenScope('scope').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [index('api_tokens_user_idx').on(table.userId)],
);
