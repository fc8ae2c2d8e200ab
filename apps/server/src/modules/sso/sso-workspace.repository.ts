import { and, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { firstRow, saveWorkspaceRow } from '../../db/rows';
import { workspaceSsoProviders, workspaces } from '../../db/schema';

type WorkspaceSsoRow = typeof workspaceSsoProviders.$inferSelect;

/** A workspace's provider with the workspace's name (its label). */
export type NamedWorkspaceSso = WorkspaceSsoRow & { workspaceName: string };

type WorkspaceSsoValues = Pick<
  WorkspaceSsoRow,
  'preset' | 'issuer' | 'clientId' | 'clientSecretSealed' | 'domain' | 'domainToken'
> & { domainVerifiedAt: Date | null };

const named = {
  row: workspaceSsoProviders,
  workspaceName: workspaces.name,
};

function selectNamed(db: Database) {
  return db
    .select(named)
    .from(workspaceSsoProviders)
    .innerJoin(workspaces, eq(workspaces.id, workspaceSsoProviders.workspaceId));
}

const flatten = (found: { row: WorkspaceSsoRow; workspaceName: string } | null) =>
  found && { ...found.row, workspaceName: found.workspaceName };

export async function findWorkspaceSso(
  db: Database,
  workspaceId: number,
): Promise<NamedWorkspaceSso | null> {
  return flatten(
    await firstRow(selectNamed(db).where(eq(workspaceSsoProviders.workspaceId, workspaceId))),
  );
}

/** The provider of a workspace that proved it holds its domain, or null. */
export async function findVerifiedWorkspaceSso(
  db: Database,
  workspaceId: number,
): Promise<NamedWorkspaceSso | null> {
  const verified = and(
    eq(workspaceSsoProviders.workspaceId, workspaceId),
    isNotNull(workspaceSsoProviders.domainVerifiedAt),
  );
  return flatten(await firstRow(selectNamed(db).where(verified)));
}

/** The provider of the workspace that verified this domain (lower case), or null. */
export async function findSsoOfDomain(
  db: Database,
  domain: string,
): Promise<NamedWorkspaceSso | null> {
  const ofDomain = and(
    eq(sql`lower(${workspaceSsoProviders.domain})`, domain),
    isNotNull(workspaceSsoProviders.domainVerifiedAt),
  );
  return flatten(await firstRow(selectNamed(db).where(ofDomain)));
}

export const saveWorkspaceSso = (db: Database, workspaceId: number, values: WorkspaceSsoValues) =>
  saveWorkspaceRow(db, workspaceSsoProviders, workspaceId, values);

export async function deleteWorkspaceSso(db: Database, workspaceId: number): Promise<void> {
  await db.delete(workspaceSsoProviders).where(eq(workspaceSsoProviders.workspaceId, workspaceId));
}

/** True when a unique index refused the write (drizzle wraps the driver's error). */
function isUniqueViolation(error: unknown): boolean {
  for (let link = error, depth = 0; link instanceof Error && depth < 8; depth++) {
    if ('code' in link && link.code === '23505') return true;
    link = link.cause;
  }
  return false;
}

/**
 * Marks the domain verified, unless another workspace holds it verified: false then. The unique
 * index on verified domains refuses the second of two workspaces racing.
 */
export async function markDomainVerified(
  db: Database,
  workspaceId: number,
  domainToken: string,
): Promise<boolean> {
  const other = alias(workspaceSsoProviders, 'other');
  const heldElsewhere = db
    .select({ one: sql`1` })
    .from(other)
    .where(
      and(
        ne(other.workspaceId, workspaceId),
        isNotNull(other.domainVerifiedAt),
        eq(sql`lower(${other.domain})`, sql`lower(${workspaceSsoProviders.domain})`),
      ),
    );
  try {
    const rows = await db
      .update(workspaceSsoProviders)
      .set({ domainVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(workspaceSsoProviders.workspaceId, workspaceId),
          eq(workspaceSsoProviders.domainToken, domainToken),
          notExists(heldElsewhere),
        ),
      )
      .returning({ workspaceId: workspaceSsoProviders.workspaceId });
    return rows.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
