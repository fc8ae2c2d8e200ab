import {
  createGroupInput,
  group,
  groupName,
  groupNamesQuery,
  groupTeam,
  groupsQuery,
  updateGroupInput,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DataDeps } from '../shared/shared.deps';
import { membersOnly } from '../workspaces/workspaces.access';
import { groupItemServices, groupsByIds, listGroupNames } from './groups.service';
import { registerItemRoutes } from '../shared/shared-items.routes';
import { registerTeamRoutes } from '../teams/teams.routes';
import { groupTeamServices } from './groups-team.service';

export const groupsRoutes: FastifyPluginAsyncZod<DataDeps> = async (app, deps) => {
  membersOnly(app);

  app.get(
    '/groups/names',
    { schema: { querystring: groupNamesQuery, response: { 200: z.array(groupName) } } },
    async ({ caller, query }) => listGroupNames(deps, { caller, filter: query.only }),
  );

  app.get(
    '/groups',
    { schema: { querystring: groupsQuery, response: { 200: z.array(group) } } },
    async ({ caller, query }) => groupsByIds(deps, { caller, ids: query.ids }),
  );

  registerItemRoutes(app, deps, {
    path: '/groups/:id',
    schemas: { creation: createGroupInput, item: group, changes: updateGroupInput },
    services: groupItemServices,
  });

  registerTeamRoutes(app, deps, {
    path: '/groups/:id/team',
    team: groupTeam,
    services: groupTeamServices,
  });
};
