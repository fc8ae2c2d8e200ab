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
  teamInvitesInput,
  teamMemberUpdateInput,
  updateGroupInput,
  withProjectsQuery,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../workspaces/workspaces.access';
import { requireGroup } from './groups.access';
import type { DataDeps } from '../shared/shared.deps';
import {
  createGroup,
  editGroup,
  groupFor,
  groupsByIds,
  listGroupNames,
  removeGroup,
  setGroupArchived,
} from './groups.service';
import {
  addToGroupTeam,
  editGroupTeamMember,
  groupTeamOf,
  removeFromGroupTeam,
} from './groups-team.service';

const idParams = z.object({ id: numericId });
const memberParams = z.object({ id: numericId, userId: numericId });

export const groupsRoutes: FastifyPluginAsyncZod<DataDeps> = async (app, deps) => {
  app.post(
    '/groups',
    { schema: { body: createGroupInput, response: { 201: createdResponse } } },
    async (request, reply) => {
      const context = await requireMember(request);
      const id = await createGroup(deps, context, request.body, request.callContext.clientId);
      return reply.status(201).send({ created_id: id });
    },
  );

  app.get(
    '/groups/names',
    { schema: { querystring: groupNamesQuery, response: { 200: z.array(groupName) } } },
    async (request) => listGroupNames(deps, await requireMember(request), request.query.only),
  );

  app.get(
    '/groups',
    { schema: { querystring: groupsQuery, response: { 200: z.array(group) } } },
    async (request) => groupsByIds(deps, await requireMember(request), request.query.ids),
  );

  app.get(
    '/groups/:id',
    { schema: { params: idParams, response: { 200: group } } },
    async (request) => groupFor(deps, await requireMember(request), request.params.id),
  );

  app.put(
    '/groups/:id',
    { schema: { params: idParams, body: updateGroupInput, response: { 200: group } } },
    async (request) =>
      editGroup(
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
      `/groups/:id/${verb}`,
      {
        schema: {
          params: idParams,
          querystring: withProjectsQuery,
          response: { 200: successResponse },
        },
      },
      async (request) => {
        await setGroupArchived(
          deps,
          await requireMember(request),
          request.params.id,
          archived,
          request.query.with_projects,
          request.callContext.clientId,
        );
        return { success: true };
      },
    );
  }

  app.delete(
    '/groups/:id',
    { schema: { params: idParams, response: { 200: successResponse } } },
    async (request) => {
      await removeGroup(
        deps,
        await requireMember(request),
        request.params.id,
        request.callContext.clientId,
      );
      return { success: true };
    },
  );

  app.get(
    '/groups/:id/team',
    { schema: { params: idParams, response: { 200: groupTeam } } },
    async (request) => {
      const { group: row, viewer } = await requireGroup(
        deps.db,
        await requireMember(request),
        request.params.id,
      );
      return groupTeamOf(deps, row, viewer);
    },
  );

  app.post(
    '/groups/:id/team',
    { schema: { params: idParams, body: teamInvitesInput, response: { 201: groupTeam } } },
    async (request, reply) => {
      const team = await addToGroupTeam(
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
    '/groups/:id/team/:userId',
    { schema: { params: memberParams, body: teamMemberUpdateInput, response: { 200: groupTeam } } },
    async (request) =>
      editGroupTeamMember(
        deps,
        await requireMember(request),
        request.params.id,
        request.params.userId,
        request.body,
        request.callContext.clientId,
      ),
  );

  app.delete(
    '/groups/:id/team/:userId',
    { schema: { params: memberParams, response: { 200: groupTeam } } },
    async (request) =>
      removeFromGroupTeam(
        deps,
        await requireMember(request),
        request.params.id,
        request.params.userId,
        request.callContext.clientId,
      ),
  );
};
