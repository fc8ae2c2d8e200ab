import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow, saveWorkspaceRow } from '../../db/rows';
import {
  workspaceDomainJoins,
  workspaceMembers,
  workspaceSignInRules,
  workspaceSsoProviders,
  workspaces,
} from '../../db/schema';

export type SignInRulesRow = typeof workspaceSignInRules.$inferSelect;
type SignInRulesValues = Pick<SignInRulesRow, 'requireTwoFactor' | 'requireSso' | 'joinDomain'>;

export function findSignInRules(db: Database, workspaceId: number) {
  return firstRow(
    db.select().from(workspaceSignInRules).where(eq(workspaceSignInRules.workspaceId, workspaceId)),
  );
}

export const saveSignInRules = (db: Database, workspaceId: number, values: SignInRulesValues) =>
  saveWorkspaceRow(db, workspaceSignInRules, workspaceId, values);

/** A workspace's own provider, joined where its domain is verified (docs/sso.md). */
const verifiedProvider = and(
  eq(workspaceSsoProviders.workspaceId, workspaces.id),
  isNotNull(workspaceSsoProviders.domainVerifiedAt),
);

/** The name of the workspace when it has its own provider with its domain verified, else null. */
export async function ownSsoWorkspaceName(db: Database, workspaceId: number) {
  const row = await firstRow(
    db
      .select({ name: workspaces.name })
      .from(workspaces)
      .innerJoin(workspaceSsoProviders, verifiedProvider)
      .where(eq(workspaces.id, workspaceId)),
  );
  return row?.name ?? null;
}

/** The workspaces the person joined that require single sign-on or two-factor, by name. */
export function rulesOfMemberships(db: Database, userId: number) {
  return db
    .select({
      workspaceName: workspaces.name,
      role: workspaceMembers.role,
      requireSso: workspaceSignInRules.requireSso,
      requireTwoFactor: workspaceSignInRules.requireTwoFactor,
      /** Set when the workspace has its own provider, domain verified. */
      ownSso: workspaceSsoProviders.workspaceId,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(workspaceSignInRules, eq(workspaceSignInRules.workspaceId, workspaces.id))
    .leftJoin(workspaceSsoProviders, verifiedProvider)
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

/**
 * The workspaces anyone signing in with a verified address of the domain joins: through the
 * workspace's own provider (`viaWorkspace`) where it has one, else through any provider.
 */
export async function workspacesJoinedByDomain(
  db: Database,
  domain: string,
  viaWorkspace: number | null,
): Promise<number[]> {
  const rows = await db
    .select({ workspaceId: workspaceSignInRules.workspaceId })
    .from(workspaceSignInRules)
    .innerJoin(workspaces, eq(workspaces.id, workspaceSignInRules.workspaceId))
    .leftJoin(workspaceSsoProviders, verifiedProvider)
    .where(
      and(
        eq(workspaceSignInRules.joinDomain, domain),
        or(
          isNull(workspaceSsoProviders.workspaceId),
          eq(workspaceSignInRules.workspaceId, viaWorkspace ?? 0),
        ),
      ),
    );
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
