import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow, updatedRow } from '../../db/rows';

import { emailTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Someone invited to a workspace has a user row before they complete their account. */
export function isActivated(user: UserRow): boolean {
  return user.passwordHash !== null;
}

export function findUserById(db: Database, id: number): Promise<UserRow | null> {
  return firstRow(db.select().from(users).where(eq(users.id, id)));
}

/** The users of these ids that still have an account, by id, in one query. */
export async function findUsersByIds(db: Database, ids: number[]): Promise<Map<number, UserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Inserts the user, or returns null when the address already has an account. */
export function insertUser(
  db: Database,
  values: { email: string; fullname: string; passwordHash: string | null },
): Promise<UserRow | null> {
  return firstRow(db.insert(users).values(values).onConflictDoNothing().returning());
}

export async function updateUser(
  db: Database,
  id: number,
  values: Partial<Pick<UserRow, 'fullname' | 'avatar' | 'email' | 'passwordHash'>>,
): Promise<UserRow> {
  const changes = { ...values, updatedAt: sql`now()` };
  return updatedRow(db, users, eq(users.id, id), changes, `user ${id} vanished during an update`);
}

export async function deleteUser(db: Database, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** True while an e-mail change link sent to the user is still usable. */
export async function hasPendingEmailChange(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.kind, 'email_change'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
