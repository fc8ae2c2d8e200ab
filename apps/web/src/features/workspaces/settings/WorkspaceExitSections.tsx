import { Button, Group, Text } from '@mantine/core';
import type { Workspace } from '@hangar/contracts/workspaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconDoorExit, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { openConfirmModal } from '../../../ui/ConfirmModal';
import { SettingsSection } from '../../../ui/SettingsSection';
import { toast } from '../../../ui/toast';
import { forgetLastWorkspace } from '../../auth/session-store';
import { fallbackRoute } from '../fallback-route';
import { deleteWorkspace, leaveWorkspace } from '../workspaces-api';

/** Leaving or deleting: the workspace is no longer the user's; they go to their fallback route. */
function useExitWorkspace(workspace: Workspace, exit: (id: number) => Promise<void>, done: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => exit(workspace.id),
    onSuccess: async () => {
      forgetLastWorkspace(workspace.id);
      toast.success(done);
      await navigate(await fallbackRoute(queryClient), { replace: true });
    },
    onError: (error) => {
      toast.error((isApiError(error) && error.detail) || 'Something went wrong. Try again.');
    },
  });
}

/** Leave workspace, and Delete workspace for owners (SPEC.md sections 4 and 5). */
export function WorkspaceExitSections({ workspace }: { workspace: Workspace }) {
  const leave = useExitWorkspace(workspace, leaveWorkspace, `You left ${workspace.name}`);
  const remove = useExitWorkspace(workspace, deleteWorkspace, `${workspace.name} was deleted`);

  return (
    <>
      <SettingsSection
        title="Leave workspace"
        description="You lose access to its groups, projects and docs. To come back, someone has to invite you again."
      >
        <Group>
          <Button
            variant="default"
            leftSection={<IconDoorExit size={16} />}
            loading={leave.isPending}
            onClick={() =>
              openConfirmModal({
                title: `Leave ${workspace.name}?`,
                message: 'You will need a new invitation to come back.',
                confirmLabel: 'Leave workspace',
                onConfirm: () => leave.mutate(),
              })
            }
          >
            Leave workspace
          </Button>
        </Group>
      </SettingsSection>
      {workspace.abilities.delete ? (
        <SettingsSection
          title="Delete workspace"
          description="Deletes the workspace for everyone, with all its groups, projects, docs and logs."
          danger
        >
          <Group>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={() =>
                openConfirmModal({
                  title: `Delete ${workspace.name}?`,
                  message: (
                    <Text size="sm">
                      This action cannot be undone. The workspace, its groups, projects, docs and
                      logs are deleted immediately, for every member.
                    </Text>
                  ),
                  critical: true,
                  onConfirm: () => remove.mutate(),
                })
              }
            >
              Delete workspace
            </Button>
          </Group>
        </SettingsSection>
      ) : null}
    </>
  );
}
