import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { docs, logs } from '../../db/schema';

/** The ids of a project's docs and logs: what its planning may link to. */
export async function planningTargetsOf(db: Database, projectId: number) {
  const [docRows, logRows] = await Promise.all([
    db.select({ id: docs.id }).from(docs).where(eq(docs.projectId, projectId)),
    db.select({ id: logs.id }).from(logs).where(eq(logs.projectId, projectId)),
  ]);
  return {
    doc: new Set(docRows.map((row) => row.id)),
    log: new Set(logRows.map((row) => row.id)),
  };
}
