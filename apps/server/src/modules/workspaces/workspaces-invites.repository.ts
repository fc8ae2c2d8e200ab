import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invites } from '../../db/schema';

export type InviteRow = typeof invites.$inferSelect;

export async function insertInvite(
  db: Database,
  values: {
    workspaceId: number;
    userId: number;
    tokenHash: string;
    invitedBy: number;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(invites).values(values);
}

export async function findInviteByHash(db: Database, tokenHash: string): Promise<InviteRow | null> {
  const [row] = await db.select().from(invites).where(eq(invites.tokenHash, tokenHash));
  return row ?? null;
}

export async function markInviteUsed(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ usedAt: sql`now()` })
    .where(and(eq(invites.id, id), isNull(invites.usedAt)))
    .returning({ id: invites.id });
  return rows.length === 1;
}

/** Spends every open invitation of a person to a workspace (a new one replaces them). */
export async function retireInvites(db: Database, workspaceId: number, userId: number) {
  await db
    .update(invites)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(invites.workspaceId, workspaceId), eq(invites.userId, userId), isNull(invites.usedAt)),
    );
}
