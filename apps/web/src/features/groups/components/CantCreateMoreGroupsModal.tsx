import { CANT_CREATE_MORE_GROUPS } from '@hangar/contracts/groups';
import type { MouseEvent } from 'react';
import { isApiError } from '../../../api/api-error';
import { openPlanLimitModal } from '../../billing/limits/PlanLimitModal';
import { useWorkspace } from '../../workspaces/queries';

/** The free plan's group limit is reached (SPEC.md section 5): owners may upgrade. */
export function openCantCreateMoreGroupsModal(workspaceId: number, canUpgrade: boolean): string {
  return openPlanLimitModal({ item: 'groups', workspaceId, canUpgrade });
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
  const workspace = useWorkspace(workspaceId);
  const canAddGroups = workspace?.can_add_groups ?? true;
  const canUpgrade = workspace?.abilities.upgrade === true;
  return {
    canAddGroups,
    canUpgrade,
    onCreateClick: (event: MouseEvent) => {
      if (canAddGroups) return;
      event.preventDefault();
      openCantCreateMoreGroupsModal(workspaceId, canUpgrade);
    },
  };
}
