import { routes } from '@hangar/contracts/routes';
import { TRASH_UNDO_MS, type RestoredItem } from '@hangar/contracts/trash';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/toast';
import { errorText } from '../docs/error-text';
import { workspaceKeys } from '../workspaces/queries';
import { restoreTrashEntry } from './trash-api';

const RESTORED = 'Restored';
const RESTORED_AT_TOP = 'Restored at the top of the project';
const RESTORE_FAILED = 'It could not be restored. Try again.';

/** Where a restored item opens: a doc, a log, the important docs, a project or a group. */
function restoredItemPath(workspaceId: number, item: RestoredItem): string {
  const projectId = item.project_id;
  if (projectId === null || item.kind === 'group') return routes.group(workspaceId, item.group_id);
  if (item.kind === 'doc') return routes.doc(workspaceId, projectId, item.item_id);
  if (item.kind === 'log') return routes.log(workspaceId, projectId, item.item_id);
  if (item.kind === 'link') return routes.importantDocs(workspaceId, projectId);
  return routes.project(workspaceId, projectId);
}

/**
 * Puts a trash entry back, says so with a link to open it, and reloads what the workspace shows
 * (its lists, its menu, the trash); live events tell the other tabs. Fails as the call does.
 */
export async function restoreFromTrash(
  queryClient: QueryClient,
  workspaceId: number,
  entryId: number,
): Promise<RestoredItem> {
  const item = await restoreTrashEntry(workspaceId, entryId);
  toast.success(item.moved_to_root ? RESTORED_AT_TOP : RESTORED, {
    link: { label: 'Open', to: restoredItemPath(workspaceId, item) },
  });
  await queryClient.invalidateQueries({ queryKey: workspaceKeys.one(workspaceId) });
  return item;
}

export interface UndoOffer {
  queryClient: QueryClient;
  workspaceId: number;
  /** The trash entry the deletion answered. */
  trashId: number;
  /** What went: 'Document moved to the trash'. */
  message: string;
}

/**
 * After a deletion: the toast saying where it went, with an 'Undo' for TRASH_UNDO_MS that
 * restores it; a failed undo says the server's reason.
 */
export function offerUndo({ queryClient, workspaceId, trashId, message }: UndoOffer): void {
  const undo = () =>
    restoreFromTrash(queryClient, workspaceId, trashId).catch((error: unknown) => {
      toast.error(errorText(error, RESTORE_FAILED));
    });
  toast.success(message, {
    action: { label: 'Undo', key: String(trashId), onClick: () => void undo() },
    duration: TRASH_UNDO_MS,
  });
}
