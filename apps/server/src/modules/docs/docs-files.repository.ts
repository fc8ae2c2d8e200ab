import { and, eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow, writtenRow } from '../../db/rows';

import { docFiles } from '../../db/schema';

export type DocFileRow = typeof docFiles.$inferSelect;

export async function insertDocFile(
  db: Database,
  values: Omit<typeof docFiles.$inferInsert, 'id' | 'createdAt'>,
): Promise<DocFileRow> {
  return writtenRow(db.insert(docFiles).values(values).returning(), 'doc file not inserted');
}

/** A file of one project of one workspace, by its stored name. */
export function findDocFile(
  db: Database,
  key: { workspaceId: number; projectId: number; filename: string },
): Promise<DocFileRow | null> {
  const inProject = and(
    eq(docFiles.filename, key.filename),
    eq(docFiles.projectId, key.projectId),
    eq(docFiles.workspaceId, key.workspaceId),
  );
  return firstRow(db.select().from(docFiles).where(inProject));
}

/** The bytes the files attached to a workspace's docs take. */
export async function workspaceFileBytes(db: Database, workspaceId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(docFiles.size) })
    .from(docFiles)
    .where(eq(docFiles.workspaceId, workspaceId));
  return Number(row?.total ?? 0);
}
