import type { TrashEntry } from '@hangar/contracts';
import type { groups, projects, users } from '../../db/schema';
import { mediaPath } from '../account/account.service';
import type { TrashEntryRow } from './trash.repository';

interface ListedEntry {
  entry: TrashEntryRow;
  deletedBy: typeof users.$inferSelect | null;
  group: typeof groups.$inferSelect;
  project: typeof projects.$inferSelect | null;
}

export function presentTrashEntry(
  { entry, deletedBy, group, project }: ListedEntry,
  extra: { docs: number; retentionMs: number; canDeleteForever: boolean },
): TrashEntry {
  return {
    id: entry.id,
    kind: entry.kind,
    item_id: entry.itemId,
    name: entry.name,
    group: { id: group.id, name: group.name },
    project: project ? { id: project.id, name: project.name, emoji: project.emoji } : null,
    docs: extra.docs,
    deleted_by: deletedBy
      ? { id: deletedBy.id, fullname: deletedBy.fullname, avatar: mediaPath(deletedBy.avatar) }
      : null,
    deleted_at: entry.deletedAt.toISOString(),
    purge_at: new Date(entry.deletedAt.getTime() + extra.retentionMs).toISOString(),
    can_delete_forever: extra.canDeleteForever,
  };
}
