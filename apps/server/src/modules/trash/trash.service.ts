import {
  TRASH_ENTRY_NOT_FOUND,
  TRASH_GROUP_GONE,
  TRASH_PAGE,
  TRASH_PROJECT_GONE,
  type RestoredItem,
  type TrashPage,
  type TrashPlace,
} from '@hangar/contracts';
import { trashAbilities } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { TrashDeps } from './trash.deps';
import { loadViewer } from '../groups/groups.access';
import type { TrashBin, TrashedItem } from '../shared/shared.deps';
import type { MemberCall } from '../workspaces/workspaces.access';
import { entrySubject, requireTrashEntry } from './trash.access';
import { publishTrashEvent, trashAudience } from './trash.events';
import { announceRestored, assertRoomToRestore, putLinksBack } from './trash-restore';
import { presentTrashEntry } from './trash.presenter';
import { purgeTrashEntry } from './trash-purge';
import {
  deleteTrashEntry,
  docCountsOf,
  docsOfEntry,
  findTrashEntryById,
  insertTrashEntry,
  listTrashEntries,
  lockTrashEntry,
  markDocs,
  markGroup,
  markLog,
  markProject,
  moveEntryDocs,
  pathInUse,
  unmarkEntry,
  type TrashEntryRow,
} from './trash.repository';

const parentPathOf = (path: string) => path.split('.').slice(0, -1).join('.');

function placeOf(item: TrashedItem): TrashPlace {
  if (item.kind === 'doc') return { parent_path: parentPathOf(item.path), position: item.position };
  if (item.kind === 'link') {
    return {
      link_group_id: item.linkGroupId,
      link_group_name: item.linkGroupName,
      links: item.links,
    };
  }
  return {};
}

async function markItem(db: Database, entryId: number, item: TrashedItem): Promise<void> {
  if (item.kind === 'doc') return markDocs(db, entryId, item.subtree);
  if (item.kind === 'log') return markLog(db, entryId, item.id);
  // Removed links' rows are gone with the list's replacement: the entry holds them (placeOf).
  if (item.kind === 'link') return;
  if (item.kind === 'project') return markProject(db, entryId, item.id);
  return markGroup(db, entryId, item.id);
}

/** The trash the other modules move their deleted items to (TrashBin). */
export function createTrashBin(deps: TrashDeps): TrashBin {
  return {
    async moveToTrash(db, caller, item) {
      return db.transaction(async (tx) => {
        const entry = await insertTrashEntry(tx, {
          workspaceId: caller.workspaceId,
          kind: item.kind,
          itemId: item.id,
          name: item.name,
          groupId: item.groupId,
          projectId:
            'projectId' in item ? item.projectId : item.kind === 'project' ? item.id : null,
          place: placeOf(item),
          deletedBy: caller.actor.userId,
        });
        await markItem(tx, entry.id, item);
        return entry.id;
      });
    },
    async announce(entryId, source) {
      const entry = await findTrashEntryById(deps.db, entryId);
      if (entry) await publishTrashEvent(deps, entry, 'added', source);
    },
  };
}

/** GET /trash: the entries the caller may restore, newest first. */
export async function trashPageFor(
  deps: TrashDeps,
  { caller, query }: MemberCall & { query: { project_id?: number; q?: string; before?: number } },
): Promise<TrashPage> {
  const viewer = await loadViewer(deps.db, caller);
  const entries: TrashPage['entries'] = [];
  let before = query.before;
  // Entries the caller may not see are skipped: reads continue until a page is full or none is left.
  for (;;) {
    const rows = await listTrashEntries(deps.db, {
      workspaceId: caller.workspaceId,
      projectId: query.project_id,
      search: query.q,
      before,
      limit: TRASH_PAGE,
    });
    const seen = rows.filter((row) => {
      const subject = entrySubject(viewer, row.entry, row);
      return trashAbilities(subject).see;
    });
    const docCounts = await docCountsOf(
      deps.db,
      seen.map((row) => row.entry.id),
    );
    for (const row of seen) {
      if (entries.length === TRASH_PAGE) break;
      const subject = entrySubject(viewer, row.entry, row);
      entries.push(
        presentTrashEntry(row, {
          docs: docCounts.get(row.entry.id) ?? 0,
          retentionMs: deps.retentionMs,
          canDeleteForever: trashAbilities(subject).deleteForever,
        }),
      );
    }
    const last = rows.at(-1);
    if (entries.length === TRASH_PAGE || rows.length < TRASH_PAGE || !last) break;
    before = last.entry.id;
  }
  return { entries };
}

/** Where a restored doc goes: under its parent if that is in use, else at its project's top. */
async function putDocsBack(tx: Database, entry: TrashEntryRow): Promise<boolean> {
  const rows = await docsOfEntry(tx, entry.id);
  const root = rows.find((row) => row.id === entry.itemId);
  if (!root) return false;
  const parentPath = entry.place.parent_path ?? '';
  const parentId = Number(parentPath.split('.').at(-1));
  const currentParentPath = parentPath === '' ? '' : await pathInUse(tx, parentId);
  const newParentPath = currentParentPath ?? '';
  const newPath = newParentPath === '' ? String(root.id) : `${newParentPath}.${root.id}`;
  if (newPath !== root.path) {
    await moveEntryDocs(tx, entry.id, root.path, newPath, root.id, entry.place.position ?? 0);
  }
  return currentParentPath === null;
}

/** POST /trash/:entryId/restore: the item back where it was, with everything deleted with it. */
export async function restoreFromTrash(
  deps: TrashDeps,
  { caller, entryId }: MemberCall & { entryId: number },
): Promise<RestoredItem> {
  const { entry, group, project } = await requireTrashEntry(deps.db, caller, entryId, 'restore');
  if (entry.kind !== 'group' && group?.trashId !== null && group?.trashId !== entry.id) {
    throw HttpError.simple(409, TRASH_GROUP_GONE);
  }
  if (entry.kind !== 'group' && entry.kind !== 'project' && project?.trashId !== null) {
    throw HttpError.simple(409, TRASH_PROJECT_GONE);
  }
  const movedToRoot = await deps.db.transaction(async (tx) => {
    const locked = await lockTrashEntry(tx, caller.workspaceId, entry.id);
    if (!locked) throw HttpError.notFound(TRASH_ENTRY_NOT_FOUND);
    await assertRoomToRestore(tx, caller.workspaceId, locked);
    const moved = locked.kind === 'doc' ? await putDocsBack(tx, locked) : false;
    if (locked.kind === 'link') await putLinksBack(tx, locked);
    await unmarkEntry(tx, locked.id);
    await deleteTrashEntry(tx, locked.id);
    return moved;
  });
  await announceRestored(deps, caller, entry);
  await publishTrashEvent(deps, entry, 'restored', caller.source);
  return {
    kind: entry.kind,
    item_id: entry.itemId,
    group_id: entry.groupId,
    project_id: entry.projectId,
    moved_to_root: movedToRoot,
  };
}

/** DELETE /trash/:entryId: purged now, files and all, by an owner or admin. */
export async function deleteForever(
  deps: TrashDeps,
  { caller, entryId }: MemberCall & { entryId: number },
): Promise<void> {
  const { entry } = await requireTrashEntry(deps.db, caller, entryId, 'deleteForever');
  // Its audience is read before it goes: once purged, its place may be gone too.
  const audience = await trashAudience(deps.db, entry);
  if (!(await purgeTrashEntry(deps, entry.id))) throw HttpError.notFound(TRASH_ENTRY_NOT_FOUND);
  await publishTrashEvent(deps, entry, 'purged', caller.source, audience);
}
