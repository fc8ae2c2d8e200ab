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
import { requireMember } from './workspaces.access';
import type { WorkspacesDeps } from './workspaces.deps';

export interface WorkspaceTeamDeps extends WorkspacesDeps {
  rateLimiter: RateLimiter;
  rateLimits: RateLimitPolicies;
}

const memberParams = z.object({ userId: numericId });

/** The workspace's members and invitations (Members and Guests), and accepting an invitation. */
export const workspaceTeamRoutes: FastifyPluginAsyncZod<WorkspaceTeamDeps> = async (app, deps) => {
  app.get('/workspaces/c/team', { schema: { response: { 200: workspaceTeam } } }, async (request) =>
    teamOf(deps, (await requireMember(request)).workspaceId),
  );

  app.post(
    '/workspaces/c/team',
    { schema: { body: inviteInput, querystring: teamQuery, response: { 201: workspaceTeam } } },
    async (request, reply) => {
      const team = await invitePeople(deps, await requireMember(request), request.body.invites, {
        onboarding: ['true', '1'].includes(request.query.onboarding ?? ''),
        source: request.callContext.clientId,
      });
      return reply.status(201).send(team);
    },
  );

  app.put(
    '/workspaces/c/team/:userId',
    { schema: { params: memberParams, body: updateMemberInput, response: { 200: workspaceTeam } } },
    async (request) =>
      changeRole(
        deps,
        await requireMember(request),
        request.params.userId,
        request.body.role,
        request.callContext.clientId,
      ),
  );

  app.put(
    '/workspaces/c/team/:userId/refresh',
    { schema: { params: memberParams, response: { 200: workspaceTeam } } },
    async (request) => resendInvite(deps, await requireMember(request), request.params.userId),
  );

  app.delete(
    '/workspaces/c/team/:userId',
    { schema: { params: memberParams, response: { 200: workspaceTeam } } },
    async (request) =>
      removeFromWorkspace(
        deps,
        await requireMember(request),
        request.params.userId,
        request.callContext.clientId,
      ),
  );

  app.post(
    '/workspaces/accept-invite/:token',
    { schema: { params: z.object({ token: linkToken }), response: { 200: acceptInviteResponse } } },
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
