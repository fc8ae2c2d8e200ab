import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';
import { spendUnused } from '../../db/single-use';

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

export function findEmailToken(
  db: Database,
  kind: EmailTokenKind,
  tokenHash: string,
): Promise<EmailTokenRow | null> {
  const ofKind = and(eq(emailTokens.kind, kind), eq(emailTokens.tokenHash, tokenHash));
  return firstRow(db.select().from(emailTokens).where(ofKind));
}

/** Uses a token once: false when another request used it first. */
export async function markEmailTokenUsed(db: Database, id: number): Promise<boolean> {
  return (await spendUnused(db, emailTokens, eq(emailTokens.id, id))) === 1;
}

/** A newer link replaces the older ones of the same kind for the same user or address. */
export async function retireEmailTokens(
  db: Database,
  kind: EmailTokenKind,
  owner: { userId: number } | { email: string },
): Promise<void> {
  const match =
    'userId' in owner ? eq(emailTokens.userId, owner.userId) : eq(emailTokens.email, owner.email);
  await spendUnused(db, emailTokens, and(eq(emailTokens.kind, kind), match));
}
