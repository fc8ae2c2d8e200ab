import {
  acceptInviteResponse,
  inviteInput,
  linkToken,
  numericId,
  teamQuery,
  updateMemberInput,
  workspaceTeam,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimiter } from '../../http/rate-limit';
import type { RateLimitPolicies } from '../auth/rate-limits';
import { acceptInvite } from './invite-acceptance';
import {
  changeRole,
  invitePeople,
  removeFromWorkspace,
  resendInvite,
  teamOf,
} from './workspaces-team.service';
import { membersOnly } from './workspaces.access';
import type { WorkspacesDeps } from './workspaces.deps';
import { OPEN_ROUTE } from '../../http/route-access';

export interface WorkspaceTeamDeps extends WorkspacesDeps {
  rateLimiter: RateLimiter;
  rateLimits: RateLimitPolicies;
}

const memberParams = z.object({ userId: numericId });

/** The workspace's members and invitations (Members and Guests), for its members. */
const teamRoutes: FastifyPluginAsyncZod<WorkspaceTeamDeps> = async (app, deps) => {
  membersOnly(app);

  app.get(
    '/workspaces/c/team',
    { schema: { response: { 200: workspaceTeam } } },
    async ({ caller }) => teamOf(deps, caller.workspaceId),
  );

  app.post(
    '/workspaces/c/team',
    { schema: { body: inviteInput, querystring: teamQuery, response: { 201: workspaceTeam } } },
    async ({ caller, body, query }, reply) => {
      const onboarding = ['true', '1'].includes(query.onboarding ?? '');
      const team = await invitePeople(deps, { caller, invites: body.invites, onboarding });
      return reply.status(201).send(team);
    },
  );

  app.put(
    '/workspaces/c/team/:userId',
    {
      schema: { params: memberParams, body: updateMemberInput, response: { 200: workspaceTeam } },
    },
    async ({ caller, params, body }) =>
      changeRole(deps, { caller, userId: params.userId, role: body.role }),
  );

  app.put(
    '/workspaces/c/team/:userId/refresh',
    { schema: { params: memberParams, response: { 200: workspaceTeam } } },
    async ({ caller, params }) => resendInvite(deps, { caller, userId: params.userId }),
  );

  app.delete(
    '/workspaces/c/team/:userId',
    { schema: { params: memberParams, response: { 200: workspaceTeam } } },
    async ({ caller, params }) => removeFromWorkspace(deps, { caller, userId: params.userId }),
  );
};

/** The workspace's team, and accepting an invitation (signed out too). */
export const workspaceTeamRoutes: FastifyPluginAsyncZod<WorkspaceTeamDeps> = async (app, deps) => {
  await app.register(teamRoutes, deps);

  app.post(
    '/workspaces/accept-invite/:token',
    {
      config: OPEN_ROUTE,
      schema: { params: z.object({ token: linkToken }), response: { 200: acceptInviteResponse } },
    },
    async (request, reply) => {
      // The answer may carry an activation token.
      reply.header('cache-control', 'no-store');
      return acceptInvite(deps, request.params.token, {
        ip: request.ip,
        source: request.callContext.clientId,
      });
    },
  );
};
