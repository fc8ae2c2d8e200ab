import { Checkbox, Stack, Text } from '@mantine/core';
import type { Group } from '@hangar/contracts/groups';
import { routes } from '@hangar/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { openConfirmModal } from '../../ui/ConfirmModal';
import { toast } from '../../ui/toast';
import { workspaceKeys } from '../workspaces/queries';
import { invalidateGroupsAndProjects, markGroupsAndProjectsStale } from '../items/cache';
import { deleteGroup, setGroupArchived } from './groups-api';
import { toastChange } from '../trash/toast-change';
import { useTrashRetention } from '../trash/use-trash-retention';

interface WithProjectsChoiceProps {
  label: string;
  onChange: (checked: boolean) => void;
}

/** 'Also archive its 3 projects': what with_projects will say. */
function WithProjectsChoice({ label, onChange }: WithProjectsChoiceProps) {
  const [checked, setChecked] = useState(true);
  return (
    <Checkbox
      label={label}
      checked={checked}
      onChange={(event) => {
        setChecked(event.currentTarget.checked);
        onChange(event.currentTarget.checked);
      }}
    />
  );
}

function projectsCount(count: number): string {
  return count === 1 ? '1 project' : `${count} projects`;
}

type StateChange = { kind: 'archive' | 'restore'; withProjects: boolean } | { kind: 'delete' };

const DONE_TEXT = {
  archive: 'Group archived',
  restore: 'Group restored',
  delete: 'Group moved to the trash',
} as const;

/**
 * Archive, restore and delete a group (SPEC.md section 4): each asks first (archive and restore
 * whether to include its projects; delete critically), then toasts (a deletion with its
 * 'Undo'). An archived or deleted group leaves the user on the workspace page; a restored one
 * stays on screen.
 */
export function useGroupStateActions(workspaceId: number, group: Group) {
  const retention = useTrashRetention();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const change = useMutation({
    mutationFn: (request: StateChange) =>
      request.kind === 'delete'
        ? deleteGroup(workspaceId, group.id)
        : setGroupArchived(
            workspaceId,
            group.id,
            request.kind === 'archive',
            request.withProjects,
          ).then(() => null),
    onSuccess: async (trashId, request) => {
      toastChange(queryClient, workspaceId, DONE_TEXT[request.kind], trashId);
      if (request.kind !== 'restore') {
        await markGroupsAndProjectsStale(queryClient, workspaceId);
        await navigate(routes.workspace(workspaceId), { replace: true });
      }
      await Promise.all([
        invalidateGroupsAndProjects(queryClient, workspaceId),
        // The number of groups decides whether more fit the plan (`can_add_groups`).
        queryClient.invalidateQueries({ queryKey: workspaceKeys.current(workspaceId) }),
      ]);
    },
    onError: (error) => {
      toast.error(
        (isApiError(error) && error.detail) || 'The change could not be made. Try again.',
      );
    },
  });

  const askArchive = (archived: boolean) => {
    const concerned = group.projects.filter((project) => project.is_archived !== archived).length;
    let withProjects = true;
    const verb = archived ? 'archive' : 'restore';
    openConfirmModal({
      title: archived ? `Archive ${group.name}?` : `Restore ${group.name}?`,
      message: (
        <Stack gap="md">
          <Text size="sm">
            {archived
              ? 'The group leaves the side menu and its projects become read-only. You can restore it from the archived groups.'
              : 'The group comes back to the side menu, open to its team again.'}
          </Text>
          {concerned > 0 ? (
            <WithProjectsChoice
              label={`Also ${verb} its ${projectsCount(concerned)}${archived ? '' : ' archived'}`}
              onChange={(checked) => {
                withProjects = checked;
              }}
            />
          ) : null}
        </Stack>
      ),
      confirmLabel: archived ? 'Archive' : 'Restore',
      onConfirm: () => change.mutate({ kind: verb, withProjects }),
    });
  };

  const askDelete = () =>
    openConfirmModal({
      title: `Delete ${group.name}?`,
      message: `The group and all its projects, with their docs, logs and links, go to the trash, where they can be restored for ${retention}.`,
      critical: true,
      onConfirm: () => change.mutate({ kind: 'delete' }),
    });

  return {
    archive: () => askArchive(true),
    restore: () => askArchive(false),
    remove: askDelete,
    pending: change.isPending,
  };
}
