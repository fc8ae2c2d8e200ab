import { Button, Group, Stack, Text } from '@mantine/core';
import { CANT_CREATE_MORE_GROUPS } from '@hangar/contracts/groups';
import { routes } from '@hangar/contracts/routes';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { IconSparkles } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { closeModal, openModal } from '../../../ui/overlays';
import { useWorkspace } from '../../workspaces/queries';

export const CANT_CREATE_MORE_GROUPS_TITLE = "Can't create more groups";

/** The free plan's group limit is reached (SPEC.md section 5): upgrade to add more. */
export function openCantCreateMoreGroupsModal(workspaceId: number): string {
  const modalId = openModal({
    title: CANT_CREATE_MORE_GROUPS_TITLE,
    centered: true,
    size: MODAL_WIDTH.default,
    children: (
      <Stack gap="lg">
        <Text size="sm">{CANT_CREATE_MORE_GROUPS}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => closeModal(modalId)}>
            Cancel
          </Button>
          <Button
            component={Link}
            to={routes.settings(workspaceId, 'upgrade')}
            leftSection={<IconSparkles size={16} />}
            onClick={() => closeModal(modalId)}
          >
            Upgrade
          </Button>
        </Group>
      </Stack>
    ),
  });
  return modalId;
}

/** The server refused a new group for the free plan's limit. */
export function isGroupLimitError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.detail === CANT_CREATE_MORE_GROUPS;
}

/**
 * Links and buttons that lead to creating a group: when the workspace says no more groups fit
 * its plan (`can_add_groups`), they open the free-plan modal instead of the form.
 */
export function useGroupCreationGate(workspaceId: number) {
  const canAddGroups = useWorkspace(workspaceId)?.can_add_groups ?? true;
  return {
    canAddGroups,
    onCreateClick: (event: MouseEvent) => {
      if (canAddGroups) return;
      event.preventDefault();
      openCantCreateMoreGroupsModal(workspaceId);
    },
  };
}
