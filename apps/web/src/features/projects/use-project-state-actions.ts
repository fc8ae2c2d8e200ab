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

type StateChange = 'archive' | 'restore' | 'delete';

const DONE_TEXT: Record<StateChange, string> = {
  archive: 'Project archived',
  restore: 'Project restored',
  delete: 'Project deleted',
};

/**
 * Archive, restore and delete a project (SPEC.md section 4): each asks first (delete
 * critically), toasts, and then the user goes to the project's group page.
 */
export function useProjectStateActions(workspaceId: number, project: Project) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const change = useMutation({
    mutationFn: (kind: StateChange) =>
      kind === 'delete'
        ? deleteProject(workspaceId, project.id)
        : setProjectArchived(workspaceId, project.id, kind === 'archive'),
    onSuccess: async (_, kind) => {
      toast.success(DONE_TEXT[kind]);
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
        message:
          'This action cannot be undone. The project, its docs, logs and links are deleted immediately.',
        critical: true,
        onConfirm: () => change.mutate('delete'),
      }),
    pending: change.isPending,
  };
}
