import { TRASH_ENTRY_NOT_FOUND } from '@hangar/contracts';
import { trashAbilities, type TrashAction, type TrashSubject } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { loadViewer, type ViewerRights } from '../groups/groups.access';
import { authorize } from '../shared/authorize';
import type { MemberContext } from '../workspaces/workspaces.access';
import { findTrashEntry, placeRows, type TrashEntryRow } from './trash.repository';

type PlaceRows = Awaited<ReturnType<typeof placeRows>>;

/** The subject of the trash abilities: the caller's right where the item lived, as it is now. */
export function entrySubject(
  viewer: ViewerRights,
  entry: Pick<TrashEntryRow, 'kind'>,
  { group, project }: PlaceRows,
): TrashSubject {
  if (!group) return { role: viewer.role, right: null };
  if (entry.kind === 'group') return { role: viewer.role, right: viewer.groupRight(group) };
  return { role: viewer.role, right: project ? viewer.projectRight(group, project) : null };
}

/** An entry of the caller's workspace trash that they may act on so: 404 unless they see it. */
export async function requireTrashEntry(
  db: Database,
  caller: MemberContext,
  entryId: number,
  action: Exclude<TrashAction, 'see'>,
) {
  const [entry, viewer] = await Promise.all([
    findTrashEntry(db, caller.workspaceId, entryId),
    loadViewer(db, caller),
  ]);
  if (!entry) throw HttpError.notFound(TRASH_ENTRY_NOT_FOUND);
  const place = await placeRows(db, entry.groupId, entry.projectId);
  const subject = entrySubject(viewer, entry, place);
  if (!trashAbilities(subject).see) throw HttpError.notFound(TRASH_ENTRY_NOT_FOUND);
  authorize(trashAbilities, subject, action);
  return { entry, ...place };
}
