import { z } from 'zod';
import { endpoint } from '../endpoint';
import { group, groupName, groupNamesQuery, groupsQuery } from '../groups';
import { numericId } from '../http';

const idParams = z.object({ id: numericId });

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
  read: endpoint({
    method: 'GET',
    path: '/groups/:id',
    params: idParams,
    response: group,
    needs: 'group.read',
  }),
};
