import type { TrashEntry } from '@hangar/contracts/trash';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openConfirmModal } from '../../ui/ConfirmModal';
import { toast } from '../../ui/toast';
import { errorText } from '../docs/error-text';
import { deleteTrashEntryForever } from './trash-api';
import { refreshTrash } from './trash-queries';
import { restoreFromTrash } from './trash-restore';
import { useTrashRetention } from './use-trash-retention';

/**
 * The trash page's actions on an entry: 'Restore' (a toast opens it where it is back), and
 * 'Delete forever' after a critical confirmation. Failures say the server's reason.
 */
export function useTrashActions(workspaceId: number) {
  const retention = useTrashRetention();
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: (entry: TrashEntry) => restoreFromTrash(queryClient, workspaceId, entry.id),
    onError: (error) => toast.error(errorText(error, 'It could not be restored. Try again.')),
  });
  const purge = useMutation({
    mutationFn: (entry: TrashEntry) => deleteTrashEntryForever(workspaceId, entry.id),
    onSuccess: () => toast.success('Deleted forever'),
    onError: (error) => toast.error(errorText(error, 'It could not be deleted. Try again.')),
    onSettled: () => refreshTrash(queryClient, workspaceId),
  });

  return {
    restore: (entry: TrashEntry) => restore.mutate(entry),
    deleteForever: (entry: TrashEntry) =>
      openConfirmModal({
        title: `Delete “${entry.name}” forever?`,
        message: `It is deleted now, with everything deleted with it, instead of when its ${retention} are over. This cannot be undone.`,
        confirmLabel: 'Delete forever',
        critical: true,
        onConfirm: () => purge.mutate(entry),
      }),
    /** The entry an action is running on, to show its button busy. */
    busyId: [restore, purge].find((action) => action.isPending)?.variables?.id,
  };
}
