import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { inUse } from '../../db/in-use';
import { docLinks, docs } from '../../db/schema';

const source = alias(docs, 'source');

/**
 * Makes a doc's rows of `doc_links` the docs its content links to (`targets`): those of its own
 * workspace that exist, itself left out. Returns the docs that gained or lost a link from it.
 */
export async function replaceDocLinks(
  db: Database,
  docId: number,
  targets: number[],
): Promise<number[]> {
  const others = targets.filter((id) => id !== docId);
  const removed = await db
    .delete(docLinks)
    .where(
      and(
        eq(docLinks.sourceDocId, docId),
        others.length > 0 ? notInArray(docLinks.targetDocId, others) : undefined,
      ),
    )
    .returning({ id: docLinks.targetDocId });
  if (others.length === 0) return removed.map((row) => row.id);
  const added = await db
    .insert(docLinks)
    .select(
      db
        .select({
          sourceDocId: sql<number>`${docId}::int`.as('source_doc_id'),
          targetDocId: docs.id,
          workspaceId: docs.workspaceId,
        })
        .from(docs)
        .innerJoin(source, and(eq(source.id, docId), eq(source.workspaceId, docs.workspaceId)))
        .where(inArray(docs.id, others)),
    )
    .onConflictDoNothing()
    .returning({ id: docLinks.targetDocId });
  return [...removed, ...added].map((row) => row.id);
}

/** What a link to a doc shows of it: its title and emoji, where it is, whether it is archived. */
const linkedDocColumns = {
  id: docs.id,
  projectId: docs.projectId,
  name: docs.name,
  emoji: docs.emoji,
  isArchived: docs.isArchived,
};

/** The docs linking to `docId` (any project of its workspace), for its "Linked from". */
export async function listDocsLinkingTo(db: Database, docId: number) {
  return db
    .select({ ...linkedDocColumns, workspaceId: docs.workspaceId })
    .from(docLinks)
    .innerJoin(docs, eq(docs.id, docLinks.sourceDocId))
    .where(and(eq(docLinks.targetDocId, docId), inUse(docs)))
    .orderBy(docs.name, docs.id);
}

/** The docs of these ids that are in the workspace, with what a page link shows of them. */
export async function workspaceDocs(db: Database, workspaceId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(linkedDocColumns)
    .from(docs)
    .where(and(eq(docs.workspaceId, workspaceId), inArray(docs.id, ids), inUse(docs)));
}

/** The docs that these docs link to. */
export async function listLinkTargets(db: Database, sourceIds: number[]): Promise<number[]> {
  if (sourceIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: docLinks.targetDocId })
    .from(docLinks)
    .where(inArray(docLinks.sourceDocId, sourceIds));
  return rows.map((row) => row.id);
}
