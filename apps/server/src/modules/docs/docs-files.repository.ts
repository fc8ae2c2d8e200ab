import { and, eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { docFiles } from '../../db/schema';

export type DocFileRow = typeof docFiles.$inferSelect;

export async function insertDocFile(
  db: Database,
  values: Omit<typeof docFiles.$inferInsert, 'id' | 'createdAt'>,
): Promise<DocFileRow> {
  const [row] = await db.insert(docFiles).values(values).returning();
  if (!row) throw new Error('doc file not inserted');
  return row;
}

/** A file of one project of one workspace, by its stored name. */
export async function findDocFile(
  db: Database,
  key: { workspaceId: number; projectId: number; filename: string },
): Promise<DocFileRow | null> {
  const [row] = await db
    .select()
    .from(docFiles)
    .where(
      and(
        eq(docFiles.filename, key.filename),
        eq(docFiles.projectId, key.projectId),
        eq(docFiles.workspaceId, key.workspaceId),
      ),
    );
  return row ?? null;
}

/** The bytes the files attached to a workspace's docs take. */
export async function workspaceFileBytes(db: Database, workspaceId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(docFiles.size) })
    .from(docFiles)
    .where(eq(docFiles.workspaceId, workspaceId));
  return Number(row?.total ?? 0);
}
