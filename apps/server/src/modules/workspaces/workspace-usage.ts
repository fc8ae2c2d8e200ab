import type { LimitedItem } from '@hangar/domain';
import type { Database } from '../../db/client';
import { countDocs } from '../docs/docs.repository';
import { countGroups } from '../groups/groups.repository';
import { countLogs } from '../logs/logs.repository';

/** Counts one kind of plan-limited item in a workspace. */
export type ItemCounter = (db: Database, workspaceId: number) => Promise<number>;

/** One counter per kind of item the free plan limits. */
export const itemCounters: Partial<Record<LimitedItem, ItemCounter>> = {
  groups: countGroups,
  docs: countDocs,
  logs: countLogs,
};

export async function countItems(
  db: Database,
  workspaceId: number,
): Promise<Record<LimitedItem, number>> {
  const count = async (item: LimitedItem) => (await itemCounters[item]?.(db, workspaceId)) ?? 0;
  const [groups, docs, logs] = await Promise.all([count('groups'), count('docs'), count('logs')]);
  return { groups, docs, logs };
}
