import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route';
import type { DataDeps } from '../shared/shared.deps';
import { membersOnly } from '../workspaces/workspaces.access';
import { registerItemRoutes } from '../shared/shared-items.routes';
import { registerTeamRoutes } from '../teams/teams.routes';
import { projectTeamServices } from './projects-team.service';
import {
  listVisibleProjects,
  projectItemServices,
  projectShareToken,
  savePlanning,
  setProjectShared,
} from './projects.service';

export const projectsRoutes: FastifyPluginAsyncZod<DataDeps> = async (app, deps) => {
  membersOnly(app);

  app.route({
    ...endpointRoute(projectEndpoints.list),
    handler: async ({ caller, query }) =>
      listVisibleProjects(deps, {
        caller,
        groupId: query.group_id,
        limit: query.limit,
        only: query.only,
      }),
  });

  app.route({
    ...endpointRoute(projectEndpoints.editable),
    handler: async ({ caller }) =>
      listVisibleProjects(deps, { caller, only: 'active', editableOnly: true }),
  });

  registerItemRoutes(app, deps, { endpoints: projectEndpoints, services: projectItemServices });

  app.route({
    ...endpointRoute(projectEndpoints.savePlanning),
    handler: async ({ caller, params, body }) =>
      savePlanning(deps, { caller, projectId: params.id, planning: body.planning }),
  });

  app.route({
    ...endpointRoute(projectEndpoints.share),
    handler: async ({ caller, params }) => ({
      share_token: await projectShareToken(deps, { caller, projectId: params.id }),
    }),
  });

  app.route({
    ...endpointRoute(projectEndpoints.setShared),
    handler: async ({ caller, params, body }) => ({
      share_token: await setProjectShared(deps, {
        caller,
        projectId: params.id,
        enabled: body.enabled,
      }),
    }),
  });

  registerTeamRoutes(app, deps, { endpoints: projectEndpoints, services: projectTeamServices });
};
