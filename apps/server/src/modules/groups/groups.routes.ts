import { groupEndpoints } from '@hangar/contracts/endpoints/groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TrashingDeps } from '../shared/shared.deps';
import { serveEndpoint } from '../shared/serve-endpoint';
import { membersOnly } from '../workspaces/workspaces.access';
import { groupItemServices, groupsByIds, listGroupNames } from './groups.service';
import { registerItemRoutes } from '../shared/shared-items.routes';
import { registerTeamRoutes } from '../teams/teams-routes.service';
import { groupTeamServices } from './groups-team.service';

export const groupsRoutes: FastifyPluginAsyncZod<TrashingDeps> = async (app, deps) => {
  membersOnly(app);

  serveEndpoint(app, groupEndpoints.names, async ({ caller, query }) =>
    listGroupNames(deps, { caller, filter: query.only }),
  );

  serveEndpoint(app, groupEndpoints.list, async ({ caller, query }) =>
    groupsByIds(deps, { caller, ids: query.ids }),
  );

  registerItemRoutes(app, deps, { endpoints: groupEndpoints, services: groupItemServices });
  registerTeamRoutes(app, deps, { endpoints: groupEndpoints, services: groupTeamServices });
};
