import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailTokens } from '../../db/schema';

export type EmailTokenKind = (typeof emailTokens.$inferInsert)['kind'];
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export async function insertEmailToken(
  db: Database,
  values: {
    kind: EmailTokenKind;
    tokenHash: string;
    email: string;
    userId: number | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(emailTokens).values(values);
}

export async function findEmailToken(
  db: Database,
  kind: EmailTokenKind,
  tokenHash: string,
): Promise<EmailTokenRow | null> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.kind, kind), eq(emailTokens.tokenHash, tokenHash)));
  return row ?? null;
}

/** Uses a token once: false when another request used it first. */
export async function markEmailTokenUsed(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}

/** A newer link replaces the older ones of the same kind for the same user or address. */
export async function retireEmailTokens(
  db: Database,
  kind: EmailTokenKind,
  owner: { userId: number } | { email: string },
): Promise<void> {
  const match =
    'userId' in owner ? eq(emailTokens.userId, owner.userId) : eq(emailTokens.email, owner.email);
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.kind, kind), match, isNull(emailTokens.usedAt)));
}
