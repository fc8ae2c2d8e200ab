import { UNTITLED_DOC, type Doc } from '@hangar/contracts/docs';
import { routes } from '@hangar/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSignedInUserId } from '../../../app/session';
import { openConfirmModal } from '../../../ui/ConfirmModal';
import { toast } from '../../../ui/toast';
import { workspaceKeys } from '../../workspaces/queries';
import { deleteDoc, setDocArchived } from '../docs-api';
import { errorText } from '../error-text';
import { docKeys, invalidateProjectDocs } from '../queries';
import { toastChange } from '../../trash/toast-change';
import { useTrashRetention } from '../../trash/use-trash-retention';

type StateChange = 'archive' | 'restore' | 'delete';

const DOC_STATE_TEXTS = {
  archiveQuestion: 'Do you want to archive this document?',
  restoreQuestion: 'Do you want to restore this document?',
  archived: 'Document archived',
  restored: 'Document restored',
  deleted: 'Document moved to the trash',
  deletedWithChildren: 'Document and the pages inside it moved to the trash',
} as const;

/** The toast after a delete: the children went too when more than one doc was removed. */
function deletedText(removed: number): string {
  return removed > 1 ? DOC_STATE_TEXTS.deletedWithChildren : DOC_STATE_TEXTS.deleted;
}

/**
 * Archive, restore and delete the open doc (SPEC.md section 4): each asks first (delete
 * critically, 'Yes, delete'), toasts (a deletion with its 'Undo'), and after an archive or a
 * delete the user goes to the project's logs. A restored doc stays on screen, editable again.
 */
export function useDocStateActions(workspaceId: number, doc: Doc) {
  const retention = useTrashRetention();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = useSignedInUserId();
  const projectId = doc.project_id;
  const logs = routes.projectPage(workspaceId, projectId, 'logs');

  const change = useMutation({
    mutationFn: async (kind: StateChange) => {
      if (kind === 'delete') return deleteDoc(workspaceId, projectId, doc.id);
      await setDocArchived(workspaceId, projectId, doc.id, kind === 'archive');
      return null;
    },
    onSuccess: async (deleted, kind) => {
      if (kind === 'restore') {
        toast.success(DOC_STATE_TEXTS.restored);
        await invalidateProjectDocs(queryClient, workspaceId, projectId);
        return;
      }
      if (deleted === null) toast.success(DOC_STATE_TEXTS.archived);
      else toastChange(queryClient, workspaceId, deletedText(deleted.removed), deleted.trashId);
      // Stale now, refetched once the logs are on screen; the doc page is left first.
      await queryClient.invalidateQueries({
        queryKey: docKeys.project(workspaceId, projectId),
        refetchType: 'none',
      });
      await navigate(logs, { replace: kind === 'delete' });
      if (kind === 'delete') {
        queryClient.removeQueries({ queryKey: docKeys.detail(workspaceId, projectId, doc.id) });
        void queryClient.invalidateQueries({ queryKey: workspaceKeys.current(workspaceId) });
        if (userId !== null) {
          const { forgetLiveDoc } = await import('../collab/registry');
          await forgetLiveDoc(userId, doc.id);
        }
      }
      await invalidateProjectDocs(queryClient, workspaceId, projectId);
    },
    onError: (error) => toast.error(errorText(error, 'The change could not be made. Try again.')),
  });

  const name = doc.name || UNTITLED_DOC;
  return {
    archive: () =>
      openConfirmModal({
        title: 'Archive document',
        message: `${DOC_STATE_TEXTS.archiveQuestion} “${name}” and the pages inside it leave the documentation; you can restore them later.`,
        confirmLabel: 'Archive',
        onConfirm: () => change.mutate('archive'),
      }),
    restore: () =>
      openConfirmModal({
        title: 'Restore document',
        message: `${DOC_STATE_TEXTS.restoreQuestion} “${name}” and the pages inside it come back to the documentation.`,
        confirmLabel: 'Restore',
        onConfirm: () => change.mutate('restore'),
      }),
    remove: () =>
      openConfirmModal({
        title: `Delete ${name}?`,
        message: `The document and the pages inside it go to the trash, where they can be restored for ${retention}.`,
        critical: true,
        onConfirm: () => change.mutate('delete'),
      }),
    pending: change.isPending,
  };
}
