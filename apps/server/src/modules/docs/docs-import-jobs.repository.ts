import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow, writtenRow } from '../../db/rows';
import { docImports } from '../../db/schema';

export type DocImportRow = typeof docImports.$inferSelect;

export function insertImportJob(
  db: Database,
  values: Pick<
    typeof docImports.$inferInsert,
    'workspaceId' | 'projectId' | 'userId' | 'parentId' | 'filename' | 'uploadName'
  >,
): Promise<DocImportRow> {
  return writtenRow(db.insert(docImports).values(values).returning(), 'import not inserted');
}

/** An import job of one project, started by one person. */
export function findImportJob(
  db: Database,
  key: { workspaceId: number; projectId: number; userId: number; importId: number },
): Promise<DocImportRow | null> {
  const theirs = and(
    eq(docImports.id, key.importId),
    eq(docImports.projectId, key.projectId),
    eq(docImports.workspaceId, key.workspaceId),
    eq(docImports.userId, key.userId),
  );
  return firstRow(db.select().from(docImports).where(theirs));
}

export function importJobById(db: Database, importId: number): Promise<DocImportRow | null> {
  return firstRow(db.select().from(docImports).where(eq(docImports.id, importId)));
}

export async function updateImportJob(
  db: Database,
  importId: number,
  values: Partial<
    Pick<
      DocImportRow,
      'status' | 'step' | 'percent' | 'report' | 'failureStatus' | 'failure' | 'finishedAt'
    >
  >,
): Promise<void> {
  await db.update(docImports).set(values).where(eq(docImports.id, importId));
}

/** Forgets the imports that ended before `before` (their reports); how many there were. */
export async function deleteImportJobsEndedBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(docImports)
    .where(lt(docImports.finishedAt, before))
    .returning({ id: docImports.id });
  return deleted.length;
}
