import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { docs } from '../../db/schema';

/** Every doc of these projects (archived ones included). */
export async function docsOfProjects(db: Database, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db.select().from(docs).where(inArray(docs.projectId, projectIds));
}
