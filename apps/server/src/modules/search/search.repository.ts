import { and, desc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inUse } from '../../db/in-use';
import { docs, logs } from '../../db/schema';

/** Every doc of these projects (archived ones included). */
export async function docsOfProjects(db: Database, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(docs)
    .where(and(inArray(docs.projectId, projectIds), inUse(docs)));
}

/** The logs of these projects, newest first, with only what the light list needs (titles). */
export async function searchableLogsOf(db: Database, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      id: logs.id,
      projectId: logs.projectId,
      title: logs.title,
      isArchived: logs.isArchived,
    })
    .from(logs)
    .where(and(inArray(logs.projectId, projectIds), inUse(logs)))
    .orderBy(desc(logs.createdAt), desc(logs.id));
}
