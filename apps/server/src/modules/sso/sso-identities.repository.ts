import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';
import { userIdentities } from '../../db/schema';

type Identity = { issuer: string; subject: string };

/** The account an identity at a provider is linked to, marked used now. */
export async function useIdentity(db: Database, identity: Identity): Promise<number | null> {
  const row = await firstRow(
    db
      .update(userIdentities)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(userIdentities.issuer, identity.issuer),
          eq(userIdentities.subject, identity.subject),
        ),
      )
      .returning({ userId: userIdentities.userId }),
  );
  return row?.userId ?? null;
}

/** Links the identity to the account; false when it is linked already (to whichever account). */
export async function linkIdentity(
  db: Database,
  values: Identity & { userId: number; email: string },
): Promise<boolean> {
  const inserted = await db
    .insert(userIdentities)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: userIdentities.id });
  return inserted.length > 0;
}
