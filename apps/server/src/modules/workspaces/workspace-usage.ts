import type { LimitedItem } from '@hangar/domain';
import type { Database } from '../../db/client';

/** Counts one kind of plan-limited item in a workspace. */
export type ItemCounter = (db: Database, workspaceId: number) => Promise<number>;

/**
 * The modules that own groups, docs and logs register their counters here; a kind no module
 * has registered yet has no items at all.
 */
export const itemCounters: Partial<Record<LimitedItem, ItemCounter>> = {};

export async function countItems(
  db: Database,
  workspaceId: number,
): Promise<Record<LimitedItem, number>> {
  const count = async (item: LimitedItem) => (await itemCounters[item]?.(db, workspaceId)) ?? 0;
  const [groups, docs, logs] = await Promise.all([count('groups'), count('docs'), count('logs')]);
  return { groups, docs, logs };
}
