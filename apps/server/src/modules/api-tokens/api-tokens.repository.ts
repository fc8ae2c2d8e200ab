import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { ApiTokenScope } from '@hangar/domain';
import type { Database } from '../../db/client';
import { firstRow, writtenRow } from '../../db/rows';

import { apiTokens } from '../../db/schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function insertApiToken(
  db: Database,
  values: {
    userId: number;
    name: string;
    tokenHash: string;
    tokenHint: string;
    scope: ApiTokenScope;
    expiresAt: Date;
  },
): Promise<ApiTokenRow> {
  const inserted = db.insert(apiTokens).values(values).returning();
  return writtenRow(inserted, 'insert into api_tokens returned no row');
}

const notExpired = gt(apiTokens.expiresAt, sql`now()`);

/** The user's tokens that have not expired. */
function liveTokensOf(userId: number) {
  return and(eq(apiTokens.userId, userId), notExpired);
}

/** A user's tokens that have not expired, newest first. */
export function listApiTokens(db: Database, userId: number): Promise<ApiTokenRow[]> {
  return db.select().from(apiTokens).where(liveTokensOf(userId)).orderBy(desc(apiTokens.id));
}

export function countApiTokens(db: Database, userId: number): Promise<number> {
  return db.$count(apiTokens, liveTokensOf(userId));
}

/** Deletes one of the user's tokens: false when they have no such token. */
export async function deleteApiToken(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return rows.length === 1;
}

/** Deletes every token of the user (a password reset, or a change that asks it): how many. */
export async function deleteUserApiTokens(db: Database, userId: number): Promise<number> {
  const rows = await db
    .delete(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .returning({ id: apiTokens.id });
  return rows.length;
}

/** The token behind a hash, while it has not expired. */
export function findActiveApiToken(db: Database, tokenHash: string) {
  return firstRow(
    db
      .select({
        id: apiTokens.id,
        userId: apiTokens.userId,
        scope: apiTokens.scope,
        lastUsedAt: apiTokens.lastUsedAt,
      })
      .from(apiTokens)
      .where(and(eq(apiTokens.tokenHash, tokenHash), notExpired)),
  );
}

export async function touchApiToken(db: Database, id: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(apiTokens.id, id));
}
