import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { docs, logs } from '../../db/schema';

/** Ids split by whether they are in use or in the trash (docs/trash.md). */
export interface PlanningTargets {
  inUse: Set<number>;
  inTrash: Set<number>;
}

function splitByTrash(rows: { id: number; inUse: boolean }[]): PlanningTargets {
  return {
    inUse: new Set(rows.filter((row) => row.inUse).map((row) => row.id)),
    inTrash: new Set(rows.filter((row) => !row.inUse).map((row) => row.id)),
  };
}

/**
 * The ids of a project's docs and logs: what its planning may link to (those in use), and those
 * in the trash, whose links the planning keeps for when they are restored.
 */
export async function planningTargetsOf(
  db: Database,
  projectId: number,
): Promise<Record<'doc' | 'log', PlanningTargets>> {
  const [docRows, logRows] = await Promise.all([
    db
      .select({ id: docs.id, inUse: sql<boolean>`${docs.trashId} is null` })
      .from(docs)
      .where(eq(docs.projectId, projectId)),
    db
      .select({ id: logs.id, inUse: sql<boolean>`${logs.trashId} is null` })
      .from(logs)
      .where(eq(logs.projectId, projectId)),
  ]);
  return { doc: splitByTrash(docRows), log: splitByTrash(logRows) };
}
