import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  createGroupInput,
  group,
  groupName,
  groupNamesQuery,
  groupsQuery,
  groupTeam,
  updateGroupInput,
  withProjectsQuery,
} from '../groups';
import { createdResponse } from '../http';
import { archivingEndpoints, itemEndpoints, teamEndpoints } from './item-endpoints';
import { idParams } from './path-params';

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
  ...itemEndpoints({
    path: '/groups/:id',
    params: idParams,
    item: 'group',
    response: group,
    body: updateGroupInput,
    editAbility: 'update',
  }),
  /** With its projects unless `?with_projects=false`. */
  ...archivingEndpoints(
    { path: '/groups/:id', item: 'group' },
    { params: idParams, query: withProjectsQuery },
  ),
  ...teamEndpoints({ path: '/groups/:id', item: 'group', response: groupTeam }),
};
