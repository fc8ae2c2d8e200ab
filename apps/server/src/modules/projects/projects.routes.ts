import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../shared/serve-endpoint';
import type { TrashingDeps } from '../shared/shared.deps';
import { membersOnly } from '../workspaces/workspaces.access';
import { registerItemRoutes } from '../shared/shared-items.routes';
import { registerTeamRoutes } from '../teams/teams-routes.service';
import { projectTeamServices } from './projects-team.service';
import {
  listVisibleProjects,
  projectItemServices,
  projectShareToken,
  savePlanning,
  setProjectShared,
} from './projects.service';

export const projectsRoutes: FastifyPluginAsyncZod<TrashingDeps> = async (app, deps) => {
  membersOnly(app);

  serveEndpoint(app, projectEndpoints.list, async ({ caller, query }) =>
    listVisibleProjects(deps, {
      caller,
      groupId: query.group_id,
      limit: query.limit,
      only: query.only,
    }),
  );

  serveEndpoint(app, projectEndpoints.editable, async ({ caller }) =>
    listVisibleProjects(deps, { caller, only: 'active', editableOnly: true }),
  );

  registerItemRoutes(app, deps, { endpoints: projectEndpoints, services: projectItemServices });

  serveEndpoint(app, projectEndpoints.savePlanning, async ({ caller, params, body }) =>
    savePlanning(deps, { caller, projectId: params.id, planning: body.planning }),
  );

  serveEndpoint(app, projectEndpoints.share, async ({ caller, params }) => ({
    share_token: await projectShareToken(deps, { caller, projectId: params.id }),
  }));

  serveEndpoint(app, projectEndpoints.setShared, async ({ caller, params, body }) => ({
    share_token: await setProjectShared(deps, {
      caller,
      projectId: params.id,
      enabled: body.enabled,
    }),
  }));

  registerTeamRoutes(app, deps, { endpoints: projectEndpoints, services: projectTeamServices });
};
