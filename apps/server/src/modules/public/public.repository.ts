import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';
import { docs, projects } from '../../db/schema';

export function findProjectByShareToken(db: Database, token: string) {
  return firstRow(db.select().from(projects).where(eq(projects.shareToken, token)));
}

export function findDocByShareToken(db: Database, token: string) {
  return firstRow(db.select().from(docs).where(eq(docs.shareToken, token)));
}
