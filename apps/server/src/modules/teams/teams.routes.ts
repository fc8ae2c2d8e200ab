import type { groupTeam, projectTeam } from '@hangar/contracts';
import {
  numericId,
  teamInvitesInput,
  teamMemberUpdateInput,
  type GroupTeam,
  type ProjectTeam,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DataDeps } from '../shared/shared.deps';
import {
  addToTeam,
  editTeamMember,
  removeFromTeam,
  type TeamCall,
  type TeamServices,
} from './teams.service';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const idParams = z.object({ id: numericId });
const memberParams = z.object({ id: numericId, userId: numericId });

/** GET, POST `<item>/:id/team`, PUT and DELETE `<item>/:id/team/:userId`, for members only. */
export function registerTeamRoutes<Team extends GroupTeam | ProjectTeam>(
  app: ZodApp,
  deps: DataDeps,
  options: {
    path: '/groups/:id/team' | '/projects/:id/team';
    team: typeof groupTeam | typeof projectTeam;
    services: TeamServices<Team>;
  },
): void {
  const { path, team, services } = options;
  const toChange = (call: TeamCall) => services.toChange(deps, call);

  app.get(
    path,
    { schema: { params: idParams, response: { 200: team } } },
    async ({ caller, params }) => services.load(deps, { caller, itemId: params.id }),
  );

  app.post(
    path,
    { schema: { params: idParams, body: teamInvitesInput, response: { 201: team } } },
    async ({ caller, params, body }, reply) => {
      const changing = await toChange({ caller, itemId: params.id });
      return reply.status(201).send(await addToTeam(deps.db, caller, changing, body.invites));
    },
  );

  app.put(
    `${path}/:userId`,
    { schema: { params: memberParams, body: teamMemberUpdateInput, response: { 200: team } } },
    async ({ caller, params, body }) =>
      editTeamMember(deps.db, await toChange({ caller, itemId: params.id }), params.userId, body),
  );

  app.delete(
    `${path}/:userId`,
    { schema: { params: memberParams, response: { 200: team } } },
    async ({ caller, params }) =>
      removeFromTeam(deps.db, caller, await toChange({ caller, itemId: params.id }), params.userId),
  );
}
