import { createdResponse } from '@hangar/contracts/http';
import { groupName, type GroupFilter, type GroupName } from '@hangar/contracts/groups';
import { z } from 'zod';
import { apiCall } from '../../api/client';

const groupNames = z.array(groupName);

/** GET /groups/names?only=: the menu's list of groups. */
export function fetchGroupNames(
  workspaceId: number,
  only: GroupFilter,
  signal?: AbortSignal,
): Promise<GroupName[]> {
  return apiCall('/groups/names', groupNames, { query: { only }, signal, workspaceId });
}

/** POST /groups: open to the workspace's members, who can view it (the contract's defaults). */
export async function createGroup(workspaceId: number, name: string): Promise<number> {
  const { created_id } = await apiCall('/groups', createdResponse, {
    method: 'POST',
    body: { name },
    workspaceId,
  });
  return created_id;
}
