import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inUse } from '../../db/in-use';
import { preparedOnEach } from '../../db/prepared';
import { docs } from '../../db/schema';
import type { DocRow } from './docs.repository';

/** A doc of the tree as the database sends it: [id, path, name, emoji, flags...]. */
type TreeTuple = [number, string, string, string | null, boolean, boolean, boolean, boolean];

const projectTreeStatement = preparedOnEach((db) => {
  const tuple = sql`json_build_array(${docs.id}, ${docs.path}, ${docs.name}, ${docs.emoji},
    ${docs.isTemplate}, ${docs.isLocked}, ${docs.isArchived}, ${docs.shareToken} is not null)`;
  return db
    .select({
      tree: sql<
        TreeTuple[]
      >`coalesce(json_agg(${tuple} order by ${docs.position}, ${docs.id}), '[]')`,
    })
    .from(docs)
    .where(and(eq(docs.projectId, sql.placeholder('projectId')), inUse(docs)))
    .prepare('project_tree');
});

/** What a tree node is made of. */
export type DocTreeRow = Pick<
  DocRow,
  'id' | 'path' | 'name' | 'emoji' | 'isTemplate' | 'isLocked' | 'isArchived'
> & { shared: boolean };

/**
 * The docs of a project with only what its tree shows, siblings in their order, as one JSON
 * value: the driver parses one field instead of mapping a row per doc (bench/README.md).
 */
export async function listProjectTree(db: Database, projectId: number): Promise<DocTreeRow[]> {
  const [row] = await projectTreeStatement(db).execute({ projectId });
  return (row?.tree ?? []).map(
    ([id, path, name, emoji, isTemplate, isLocked, isArchived, shared]) => ({
      id,
      path,
      name,
      emoji,
      isTemplate,
      isLocked,
      isArchived,
      shared,
    }),
  );
}
