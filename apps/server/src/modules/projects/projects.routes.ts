import {
  createProjectInput,
  numericId,
  planningInput,
  project,
  projectList,
  projectTeam,
  projectsQuery,
  shareInput,
  shareState,
  updateProjectInput,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const idParams = z.object({ id: numericId });

export const projectsRoutes: FastifyPluginAsyncZod<DataDeps> = async (app, deps) => {
  membersOnly(app);

  app.get(
    '/projects',
    { schema: { querystring: projectsQuery, response: { 200: projectList } } },
    async ({ caller, query }) =>
      listVisibleProjects(deps, {
        caller,
        groupId: query.group_id,
        limit: query.limit,
        only: query.only,
      }),
  );

  app.get(
    '/projects/editable',
    { schema: { response: { 200: projectList } } },
    async ({ caller }) => listVisibleProjects(deps, { caller, only: 'active', editableOnly: true }),
  );

  registerItemRoutes(app, deps, {
    path: '/projects/:id',
    schemas: { creation: createProjectInput, item: project, changes: updateProjectInput },
    services: projectItemServices,
  });

  app.put(
    '/projects/:id/planning',
    { schema: { params: idParams, body: planningInput, response: { 200: project } } },
    async ({ caller, params, body }) =>
      savePlanning(deps, { caller, projectId: params.id, planning: body.planning }),
  );

  app.get(
    '/projects/:id/share',
    { schema: { params: idParams, response: { 200: shareState } } },
    async ({ caller, params }) => ({
      share_token: await projectShareToken(deps, { caller, projectId: params.id }),
    }),
  );

  app.put(
    '/projects/:id/share',
    { schema: { params: idParams, body: shareInput, response: { 200: shareState } } },
    async ({ caller, params, body }) => ({
      share_token: await setProjectShared(deps, {
        caller,
        projectId: params.id,
        enabled: body.enabled,
      }),
    }),
  );

  registerTeamRoutes(app, deps, {
    path: '/projects/:id/team',
    team: projectTeam,
    services: projectTeamServices,
  });
};
