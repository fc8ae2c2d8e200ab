import type { Log } from '@hangar/contracts/logs';
import { routes } from '@hangar/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { openConfirmModal } from '../../ui/ConfirmModal';
import { toast } from '../../ui/toast';
import { errorText } from '../docs/error-text';
import { workspaceKeys } from '../workspaces/queries';
import { deleteLog, setLogArchived } from './logs-api';
import { invalidateProjectLogs, logKeys } from './queries';
import { toastChange } from '../trash/toast-change';
import { useTrashRetention } from '../trash/use-trash-retention';

type StateChange = 'archive' | 'restore' | 'delete';

const DONE_TEXT: Record<StateChange, string> = {
  archive: 'Log archived',
  restore: 'Log restored',
  delete: 'Log moved to the trash',
};

/**
 * Archive, restore and delete a log (SPEC.md section 4): each asks first (delete critically)
 * and toasts (a deletion with its 'Undo'). A log that no longer matches the list's filter
 * leaves it; deleted from its own page, the user goes back to the project's logs.
 */
export function useLogStateActions(
  workspaceId: number,
  log: Pick<Log, 'id' | 'project_id' | 'title'>,
  options: { leaveOnDelete?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const retention = useTrashRetention();
  const navigate = useNavigate();
  const change = useMutation({
    mutationFn: (kind: StateChange) =>
      kind === 'delete'
        ? deleteLog(workspaceId, log.project_id, log.id)
        : setLogArchived(workspaceId, log.project_id, log.id, kind === 'archive').then(() => null),
    onSuccess: async (trashId, kind) => {
      toastChange(queryClient, workspaceId, DONE_TEXT[kind], trashId);
      if (kind === 'delete') {
        if (options.leaveOnDelete) {
          await navigate(routes.projectPage(workspaceId, log.project_id, 'logs'), {
            replace: true,
          });
        }
        queryClient.removeQueries({
          queryKey: logKeys.detail(workspaceId, log.project_id, log.id),
        });
        // The free plan counts logs: `can_add_logs` may have changed.
        void queryClient.invalidateQueries({ queryKey: workspaceKeys.current(workspaceId) });
      }
      await invalidateProjectLogs(queryClient, workspaceId, log.project_id);
    },
    onError: (error) => toast.error(errorText(error, 'The change could not be made. Try again.')),
  });

  return {
    archive: () =>
      openConfirmModal({
        title: 'Archive log',
        message:
          'Do you want to archive this log? It leaves the list of active logs. You can restore it later.',
        confirmLabel: 'Archive',
        onConfirm: () => change.mutate('archive'),
      }),
    restore: () =>
      openConfirmModal({
        title: 'Restore log',
        message: 'Do you want to restore this log? It goes back to the list of active logs.',
        confirmLabel: 'Restore',
        onConfirm: () => change.mutate('restore'),
      }),
    remove: () =>
      openConfirmModal({
        title: `Delete “${log.title}”?`,
        message: `The log and its attachments go to the trash, where they can be restored for ${retention}.`,
        critical: true,
        onConfirm: () => change.mutate('delete'),
      }),
    pending: change.isPending,
  };
}
