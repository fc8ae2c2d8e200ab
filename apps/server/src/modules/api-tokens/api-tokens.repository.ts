import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { ApiTokenScope } from '@hangar/domain';
import type { Database } from '../../db/client';
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
  const [row] = await db.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('insert into api_tokens returned no row');
  return row;
}

/** A user's tokens that have not expired, newest first. */
export function listApiTokens(db: Database, userId: number): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), gt(apiTokens.expiresAt, sql`now()`)))
    .orderBy(desc(apiTokens.id));
}

export async function countApiTokens(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), gt(apiTokens.expiresAt, sql`now()`)));
  return row?.total ?? 0;
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
export async function findActiveApiToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: apiTokens.id,
      userId: apiTokens.userId,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, tokenHash), gt(apiTokens.expiresAt, sql`now()`)));
  return row ?? null;
}

export async function touchApiToken(db: Database, id: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(apiTokens.id, id));
}
