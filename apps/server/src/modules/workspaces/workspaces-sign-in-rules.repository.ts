import { and, asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';
import {
  workspaceDomainJoins,
  workspaceMembers,
  workspaceSignInRules,
  workspaces,
} from '../../db/schema';

export type SignInRulesRow = typeof workspaceSignInRules.$inferSelect;
type SignInRulesValues = Pick<SignInRulesRow, 'requireTwoFactor' | 'requireSso' | 'joinDomain'>;

export function findSignInRules(db: Database, workspaceId: number) {
  return firstRow(
    db.select().from(workspaceSignInRules).where(eq(workspaceSignInRules.workspaceId, workspaceId)),
  );
}

export async function saveSignInRules(
  db: Database,
  workspaceId: number,
  values: SignInRulesValues,
): Promise<void> {
  const changes = { ...values, updatedAt: new Date() };
  await db
    .insert(workspaceSignInRules)
    .values({ workspaceId, ...changes })
    .onConflictDoUpdate({ target: workspaceSignInRules.workspaceId, set: changes });
}

/** The workspaces the person joined that require single sign-on or two-factor, by name. */
export function rulesOfMemberships(db: Database, userId: number) {
  return db
    .select({
      workspaceName: workspaces.name,
      role: workspaceMembers.role,
      requireSso: workspaceSignInRules.requireSso,
      requireTwoFactor: workspaceSignInRules.requireTwoFactor,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(workspaceSignInRules, eq(workspaceSignInRules.workspaceId, workspaces.id))
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        eq(workspaceMembers.pendingInvite, false),
        or(
          eq(workspaceSignInRules.requireSso, true),
          eq(workspaceSignInRules.requireTwoFactor, true),
        ),
      ),
    )
    .orderBy(asc(workspaces.name), asc(workspaces.id));
}

/** The workspaces anyone with a verified address of the domain joins. */
export async function workspacesJoinedByDomain(db: Database, domain: string): Promise<number[]> {
  const rows = await db
    .select({ workspaceId: workspaceSignInRules.workspaceId })
    .from(workspaceSignInRules)
    .where(eq(workspaceSignInRules.joinDomain, domain));
  return rows.map((row) => row.workspaceId);
}

/**
 * Notes that the person joins the workspace by its domain: false when they did before (or a
 * concurrent sign-in of theirs is doing it), so they join once.
 */
export async function claimDomainJoin(
  db: Database,
  workspaceId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .insert(workspaceDomainJoins)
    .values({ workspaceId, userId })
    .onConflictDoNothing()
    .returning({ userId: workspaceDomainJoins.userId });
  return rows.length > 0;
}
