import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptInvite } from './workspaces-invite-acceptance';
import {
  changeRole,
  invitePeople,
  removeFromWorkspace,
  resendInvite,
  teamOf,
} from './workspaces-team.service';
import { membersOnly } from './workspaces.access';
import type { WorkspaceTeamDeps } from './workspaces.deps';
import { serveEndpoint, serveOpenEndpoint } from '../shared/serve-endpoint';

/** The workspace's members and invitations (Members and Guests), for its members. */
const teamRoutes: FastifyPluginAsyncZod<WorkspaceTeamDeps> = async (app, deps) => {
  membersOnly(app);

  serveEndpoint(app, workspaceEndpoints.team, async ({ caller }) =>
    teamOf(deps, caller.workspaceId),
  );

  serveEndpoint(app, workspaceEndpoints.invite, async ({ caller, body, query }, reply) => {
    const onboarding = ['true', '1'].includes(query.onboarding ?? '');
    const team = await invitePeople(deps, { caller, invites: body.invites, onboarding });
    return reply.status(201).send(team);
  });

  serveEndpoint(app, workspaceEndpoints.changeRole, async ({ caller, params, body }) =>
    changeRole(deps, { caller, userId: params.userId, role: body.role }),
  );

  serveEndpoint(app, workspaceEndpoints.resendInvite, async ({ caller, params }) =>
    resendInvite(deps, { caller, userId: params.userId }),
  );

  serveEndpoint(app, workspaceEndpoints.removeMember, async ({ caller, params }) =>
    removeFromWorkspace(deps, { caller, userId: params.userId }),
  );
};

/** The workspace's team, and accepting an invitation (signed out too). */
export const workspaceTeamRoutes: FastifyPluginAsyncZod<WorkspaceTeamDeps> = async (app, deps) => {
  await app.register(teamRoutes, deps);

  serveOpenEndpoint(app, workspaceEndpoints.acceptInvite, async (request) => {
    // The answer may carry an activation token.
    return acceptInvite(deps, request.params.token, {
      ip: request.ip,
      source: request.callContext.clientId,
    });
  });
};
