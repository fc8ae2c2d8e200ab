import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { EventSource } from '../../events/types';
import { groupAudience, projectAudience } from '../groups/groups.access';
import { placeRows, type TrashEntryRow } from './trash.repository';

type EntryPlace = Pick<TrashEntryRow, 'id' | 'workspaceId' | 'groupId' | 'projectId'>;

/** Those who can see where the entry's item lived (none once that place is gone). */
export async function trashAudience(db: Database, entry: EntryPlace): Promise<number[]> {
  const { group, project } = await placeRows(db, entry.groupId, entry.projectId);
  if (!group) return [];
  return project ? projectAudience(db, group, project) : groupAudience(db, group);
}

/** `trash`: those who can see where the item lived hear that the trash changed. */
export async function publishTrashEvent(
  deps: { db: Database; bus: EventBus },
  entry: EntryPlace,
  action: 'added' | 'restored' | 'purged',
  source: EventSource,
  audience?: number[],
): Promise<void> {
  const userIds = audience ?? (await trashAudience(deps.db, entry));
  if (userIds.length === 0) return;
  await deps.bus.publish({
    topic: 'trash',
    payload: { workspace_id: entry.workspaceId, entry_id: entry.id, action },
    source,
    audience: { userIds },
  });
}
