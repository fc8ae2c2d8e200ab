import {
  createGroupInput,
  createdResponse,
  group,
  groupName,
  groupNamesQuery,
  groupTeam,
  groupsQuery,
  numericId,
  successResponse,
  updateGroupInput,
  withProjectsQuery,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DataDeps } from '../shared/shared.deps';
import { membersOnly } from '../workspaces/workspaces.access';
import {
  createGroup,
  editGroup,
  groupFor,
  groupsByIds,
  listGroupNames,
  removeGroup,
  setGroupArchived,
} from './groups.service';
import { registerTeamRoutes } from '../teams/teams.routes';
import { groupTeamServices } from './groups-team.service';

const idParams = z.object({ id: numericId });

export const groupsRoutes: FastifyPluginAsyncZod<DataDeps> = async (app, deps) => {
  membersOnly(app);

  app.post(
    '/groups',
    { schema: { body: createGroupInput, response: { 201: createdResponse } } },
    async ({ caller, body }, reply) => {
      const id = await createGroup(deps, { caller, input: body });
      return reply.status(201).send({ created_id: id });
    },
  );

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

  app.get(
    '/groups/:id',
    { schema: { params: idParams, response: { 200: group } } },
    async ({ caller, params }) => groupFor(deps, { caller, groupId: params.id }),
  );

  app.put(
    '/groups/:id',
    { schema: { params: idParams, body: updateGroupInput, response: { 200: group } } },
    async ({ caller, params, body }) =>
      editGroup(deps, { caller, groupId: params.id, input: body }),
  );

  for (const [verb, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.put(
      `/groups/:id/${verb}`,
      {
        schema: {
          params: idParams,
          querystring: withProjectsQuery,
          response: { 200: successResponse },
        },
      },
      async ({ caller, params, query }) => {
        const withProjects = query.with_projects;
        await setGroupArchived(deps, { caller, groupId: params.id, archived, withProjects });
        return { success: true };
      },
    );
  }

  app.delete(
    '/groups/:id',
    { schema: { params: idParams, response: { 200: successResponse } } },
    async ({ caller, params }) => {
      await removeGroup(deps, { caller, groupId: params.id });
      return { success: true };
    },
  );

  registerTeamRoutes(app, deps, {
    path: '/groups/:id/team',
    team: groupTeam,
    services: groupTeamServices,
  });
};
