import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';
import { spendUnused } from '../../db/single-use';

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

export function findInviteByHash(db: Database, tokenHash: string): Promise<InviteRow | null> {
  return firstRow(db.select().from(invites).where(eq(invites.tokenHash, tokenHash)));
}

export async function markInviteUsed(db: Database, id: number): Promise<boolean> {
  return (await spendUnused(db, invites, eq(invites.id, id))) === 1;
}

/** Spends every open invitation of a person to a workspace (a new one replaces them). */
export async function retireInvites(db: Database, workspaceId: number, userId: number) {
  await spendUnused(
    db,
    invites,
    and(eq(invites.workspaceId, workspaceId), eq(invites.userId, userId)),
  );
}
