import { groupEndpoints } from '@hangar/contracts/endpoints/groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DataDeps } from '../shared/shared.deps';
import { endpointRoute } from '../../http/endpoint-route';
import { membersOnly } from '../workspaces/workspaces.access';
import { groupItemServices, groupsByIds, listGroupNames } from './groups.service';
import { registerItemRoutes } from '../shared/shared-items.routes';
import { registerTeamRoutes } from '../teams/teams.routes';
import { groupTeamServices } from './groups-team.service';

export const groupsRoutes: FastifyPluginAsyncZod<DataDeps> = async (app, deps) => {
  membersOnly(app);

  app.route({
    ...endpointRoute(groupEndpoints.names),
    handler: async ({ caller, query }) => listGroupNames(deps, { caller, filter: query.only }),
  });

  app.route({
    ...endpointRoute(groupEndpoints.list),
    handler: async ({ caller, query }) => groupsByIds(deps, { caller, ids: query.ids }),
  });

  registerItemRoutes(app, deps, { endpoints: groupEndpoints, services: groupItemServices });
  registerTeamRoutes(app, deps, { endpoints: groupEndpoints, services: groupTeamServices });
};
