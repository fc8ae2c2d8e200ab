import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  createGroupInput,
  group,
  groupName,
  groupNamesQuery,
  groupsQuery,
  groupTeam,
  teamInvitesInput,
  teamMemberUpdateInput,
  updateGroupInput,
  withProjectsQuery,
} from '../groups';
import { createdResponse, numericId, successResponse } from '../http';

const idParams = z.object({ id: numericId });
const memberParams = z.object({ id: numericId, userId: numericId });

export const groupEndpoints = {
  names: endpoint({
    method: 'GET',
    path: '/groups/names',
    query: groupNamesQuery,
    response: z.array(groupName),
    needs: 'member',
  }),
  list: endpoint({
    method: 'GET',
    path: '/groups',
    query: groupsQuery,
    response: z.array(group),
    needs: 'member',
  }),
  create: endpoint({
    method: 'POST',
    path: '/groups',
    body: createGroupInput,
    status: 201,
    response: createdResponse,
    needs: 'member',
  }),
  read: endpoint({
    method: 'GET',
    path: '/groups/:id',
    params: idParams,
    response: group,
    needs: 'group.read',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/groups/:id',
    params: idParams,
    body: updateGroupInput,
    response: group,
    needs: 'group.update',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/groups/:id',
    params: idParams,
    response: successResponse,
    needs: 'group.delete',
  }),
  /** With its projects unless `?with_projects=false`. */
  archive: endpoint({
    method: 'PUT',
    path: '/groups/:id/archive',
    params: idParams,
    query: withProjectsQuery,
    response: successResponse,
    needs: 'group.archive',
  }),
  /** With its projects unless `?with_projects=false`. */
  restore: endpoint({
    method: 'PUT',
    path: '/groups/:id/restore',
    params: idParams,
    query: withProjectsQuery,
    response: successResponse,
    needs: 'group.restore',
  }),
  team: endpoint({
    method: 'GET',
    path: '/groups/:id/team',
    params: idParams,
    response: groupTeam,
    needs: 'group.read',
  }),
  /** Adds people, or gives those already on it a new right. */
  addToTeam: endpoint({
    method: 'POST',
    path: '/groups/:id/team',
    params: idParams,
    body: teamInvitesInput,
    status: 201,
    response: groupTeam,
    needs: 'group.addPeople',
  }),
  updateTeamMember: endpoint({
    method: 'PUT',
    path: '/groups/:id/team/:userId',
    params: memberParams,
    body: teamMemberUpdateInput,
    response: groupTeam,
    needs: 'group.addPeople',
  }),
  /** Also open to the person themselves, who may leave. */
  removeFromTeam: endpoint({
    method: 'DELETE',
    path: '/groups/:id/team/:userId',
    params: memberParams,
    response: groupTeam,
    needs: 'group.addPeople',
  }),
};
