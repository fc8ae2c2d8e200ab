import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { docs, projects } from '../../db/schema';

export async function findProjectByShareToken(db: Database, token: string) {
  const [row] = await db.select().from(projects).where(eq(projects.shareToken, token));
  return row ?? null;
}

export async function findDocByShareToken(db: Database, token: string) {
  const [row] = await db.select().from(docs).where(eq(docs.shareToken, token));
  return row ?? null;
}
