import type { Project } from '@hangar/contracts/projects';
import { routes } from '@hangar/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { openConfirmModal } from '../../ui/ConfirmModal';
import { toast } from '../../ui/toast';
import { LEAVE_WITHOUT_ASKING } from '../../ui/use-leave-warning';
import { invalidateGroupsAndProjects, markGroupsAndProjectsStale } from '../items/cache';
import { deleteProject, setProjectArchived } from './projects-api';
import { projectKeys } from './queries';
import { toastChange } from '../trash/toast-change';
import { useTrashRetention } from '../trash/use-trash-retention';

type StateChange = 'archive' | 'restore' | 'delete';

const DONE_TEXT: Record<StateChange, string> = {
  archive: 'Project archived',
  restore: 'Project restored',
  delete: 'Project moved to the trash',
};

/**
 * Archive, restore and delete a project (SPEC.md section 4): each asks first (delete
 * critically), toasts (a deletion with its 'Undo'), and then the user goes to the project's
 * group page.
 */
export function useProjectStateActions(workspaceId: number, project: Project) {
  const retention = useTrashRetention();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const change = useMutation({
    mutationFn: (kind: StateChange) =>
      kind === 'delete'
        ? deleteProject(workspaceId, project.id)
        : setProjectArchived(workspaceId, project.id, kind === 'archive').then(() => null),
    onSuccess: async (trashId, kind) => {
      toastChange(queryClient, workspaceId, DONE_TEXT[kind], trashId);
      // Stale now, so the group page's loader asks again; refetched once the page is there.
      await markGroupsAndProjectsStale(queryClient, workspaceId);
      if (kind === 'delete') {
        queryClient.removeQueries({ queryKey: projectKeys.detail(workspaceId, project.id) });
      }
      // Its settings page, if that is where this happened, has nothing left to ask about.
      await navigate(routes.group(workspaceId, project.group_id), {
        replace: kind === 'delete',
        state: LEAVE_WITHOUT_ASKING,
      });
      await invalidateGroupsAndProjects(queryClient, workspaceId);
    },
    onError: (error) => {
      toast.error(
        (isApiError(error) && error.detail) || 'The change could not be made. Try again.',
      );
    },
  });

  return {
    archive: () =>
      openConfirmModal({
        title: 'Archive project',
        message:
          'Do you want to archive this project? It becomes read-only and leaves the lists of active projects. You can restore it later.',
        confirmLabel: 'Archive',
        onConfirm: () => change.mutate('archive'),
      }),
    restore: () =>
      openConfirmModal({
        title: 'Restore project',
        message: 'Do you want to restore this project? Its team can work in it again.',
        confirmLabel: 'Restore',
        onConfirm: () => change.mutate('restore'),
      }),
    remove: () =>
      openConfirmModal({
        title: `Delete ${project.name}?`,
        message: `The project, its docs, logs and links go to the trash, where they can be restored for ${retention}.`,
        critical: true,
        onConfirm: () => change.mutate('delete'),
      }),
    pending: change.isPending,
  };
}
