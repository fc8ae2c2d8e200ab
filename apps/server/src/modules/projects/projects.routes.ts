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
  teamInvitesInput,
  teamMemberUpdateInput,
  updateProjectInput,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DataDeps } from '../shared/shared.deps';
import { requireMember } from '../workspaces/workspaces.access';
import {
  addToProjectTeam,
  editProjectTeamMember,
  projectTeam as loadProjectTeam,
  removeFromProjectTeam,
} from './projects-team.service';
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
const memberParams = z.object({ id: numericId, userId: numericId });

export const projectsRoutes: FastifyPluginAsyncZod<DataDeps> = async (app, deps) => {
  app.get(
    '/projects',
    { schema: { querystring: projectsQuery, response: { 200: projectList } } },
    async (request) =>
      listVisibleProjects(deps, await requireMember(request), {
        groupId: request.query.group_id,
        limit: request.query.limit,
        only: request.query.only,
      }),
  );

  app.get('/projects/editable', { schema: { response: { 200: projectList } } }, async (request) =>
    listVisibleProjects(deps, await requireMember(request), { only: 'active', editableOnly: true }),
  );

  app.post(
    '/projects',
    { schema: { body: createProjectInput, response: { 201: createdResponse } } },
    async (request, reply) => {
      const id = await createProject(
        deps,
        await requireMember(request),
        request.body,
        request.callContext.clientId,
      );
      return reply.status(201).send({ created_id: id });
    },
  );

  app.get(
    '/projects/:id',
    { schema: { params: idParams, response: { 200: project } } },
    async (request) => projectFor(deps, await requireMember(request), request.params.id),
  );

  app.put(
    '/projects/:id',
    { schema: { params: idParams, body: updateProjectInput, response: { 200: project } } },
    async (request) =>
      editProject(
        deps,
        await requireMember(request),
        request.params.id,
        request.body,
        request.callContext.clientId,
      ),
  );

  for (const [verb, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.put(
      `/projects/:id/${verb}`,
      { schema: { params: idParams, response: { 200: successResponse } } },
      async (request) => {
        await setProjectArchived(
          deps,
          await requireMember(request),
          request.params.id,
          archived,
          request.callContext.clientId,
        );
        return { success: true };
      },
    );
  }

  app.delete(
    '/projects/:id',
    { schema: { params: idParams, response: { 200: successResponse } } },
    async (request) => {
      await removeProject(
        deps,
        await requireMember(request),
        request.params.id,
        request.callContext.clientId,
      );
      return { success: true };
    },
  );

  app.put(
    '/projects/:id/planning',
    { schema: { params: idParams, body: planningInput, response: { 200: project } } },
    async (request) =>
      savePlanning(
        deps,
        await requireMember(request),
        request.params.id,
        request.body.planning,
        request.callContext.clientId,
      ),
  );

  app.get(
    '/projects/:id/share',
    { schema: { params: idParams, response: { 200: shareState } } },
    async (request) => ({
      share_token: await projectShareToken(deps, await requireMember(request), request.params.id),
    }),
  );

  app.put(
    '/projects/:id/share',
    { schema: { params: idParams, body: shareInput, response: { 200: shareState } } },
    async (request) => ({
      share_token: await setProjectShared(
        deps,
        await requireMember(request),
        request.params.id,
        request.body.enabled,
        request.callContext.clientId,
      ),
    }),
  );

  app.get(
    '/projects/:id/team',
    { schema: { params: idParams, response: { 200: projectTeam } } },
    async (request) => loadProjectTeam(deps, await requireMember(request), request.params.id),
  );

  app.post(
    '/projects/:id/team',
    { schema: { params: idParams, body: teamInvitesInput, response: { 201: projectTeam } } },
    async (request, reply) => {
      const team = await addToProjectTeam(
        deps,
        await requireMember(request),
        request.params.id,
        request.body.invites,
        request.callContext.clientId,
      );
      return reply.status(201).send(team);
    },
  );

  app.put(
    '/projects/:id/team/:userId',
    {
      schema: { params: memberParams, body: teamMemberUpdateInput, response: { 200: projectTeam } },
    },
    async (request) =>
      editProjectTeamMember(
        deps,
        await requireMember(request),
        request.params.id,
        request.params.userId,
        request.body,
        request.callContext.clientId,
      ),
  );

  app.delete(
    '/projects/:id/team/:userId',
    { schema: { params: memberParams, response: { 200: projectTeam } } },
    async (request) =>
      removeFromProjectTeam(
        deps,
        await requireMember(request),
        request.params.id,
        request.params.userId,
        request.callContext.clientId,
      ),
  );
};
