import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inUse } from '../../db/in-use';
import { firstRow } from '../../db/rows';
import { docs, projects } from '../../db/schema';

export function findProjectByShareToken(db: Database, token: string) {
  return firstRow(
    db
      .select()
      .from(projects)
      .where(and(eq(projects.shareToken, token), inUse(projects))),
  );
}

export function findDocByShareToken(db: Database, token: string) {
  return firstRow(
    db
      .select()
      .from(docs)
      .where(and(eq(docs.shareToken, token), inUse(docs))),
  );
}
