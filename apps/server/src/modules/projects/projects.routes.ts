import {
  createProjectInput,
  createdResponse,
  numericId,
  planningInput,
  project,
  projectList,
  projectTeam,
  projectsQuery,
  shareInput,
  shareState,
  successResponse,
  updateProjectInput,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DataDeps } from '../shared/shared.deps';
import { membersOnly } from '../workspaces/workspaces.access';
import { registerTeamRoutes } from '../teams/teams.routes';
import { projectTeamServices } from './projects-team.service';
import {
  createProject,
  editProject,
  listVisibleProjects,
  projectFor,
  projectShareToken,
  removeProject,
  savePlanning,
  setProjectArchived,
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

  app.post(
    '/projects',
    { schema: { body: createProjectInput, response: { 201: createdResponse } } },
    async ({ caller, body }, reply) => {
      const id = await createProject(deps, { caller, input: body });
      return reply.status(201).send({ created_id: id });
    },
  );

  app.get(
    '/projects/:id',
    { schema: { params: idParams, response: { 200: project } } },
    async ({ caller, params }) => projectFor(deps, { caller, projectId: params.id }),
  );

  app.put(
    '/projects/:id',
    { schema: { params: idParams, body: updateProjectInput, response: { 200: project } } },
    async ({ caller, params, body }) =>
      editProject(deps, { caller, projectId: params.id, input: body }),
  );

  for (const [verb, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.put(
      `/projects/:id/${verb}`,
      { schema: { params: idParams, response: { 200: successResponse } } },
      async ({ caller, params }) => {
        await setProjectArchived(deps, { caller, projectId: params.id, archived });
        return { success: true };
      },
    );
  }

  app.delete(
    '/projects/:id',
    { schema: { params: idParams, response: { 200: successResponse } } },
    async ({ caller, params }) => {
      await removeProject(deps, { caller, projectId: params.id });
      return { success: true };
    },
  );

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
