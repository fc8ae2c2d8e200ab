import type { GroupTeam, ProjectTeam } from '@hangar/contracts';
import type { groupEndpoints } from '@hangar/contracts/endpoints/groups';
import type { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../shared/serve-endpoint';
import type { DataDeps } from '../shared/shared.deps';
import {
  addToTeam,
  editTeamMember,
  removeFromTeam,
  type TeamCall,
  type TeamServices,
} from './teams.service';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

type TeamOperation = 'team' | 'addToTeam' | 'updateTeamMember' | 'removeFromTeam';
/** The team endpoints of one kind of item: a group's or a project's. */
export type TeamEndpoints =
  Pick<typeof groupEndpoints, TeamOperation> | Pick<typeof projectEndpoints, TeamOperation>;

/**
 * The item's team endpoints (GET, POST `<item>/:id/team`, PUT and DELETE
 * `<item>/:id/team/:userId`), for members only.
 */
export function registerTeamRoutes<Team extends GroupTeam | ProjectTeam>(
  app: ZodApp,
  deps: DataDeps,
  options: { endpoints: TeamEndpoints; services: TeamServices<Team> },
): void {
  const { endpoints, services } = options;
  const toChange = (call: TeamCall) => services.toChange(deps, call);

  serveEndpoint(app, endpoints.team, async ({ caller, params }) =>
    services.load(deps, { caller, itemId: params.id }),
  );

  serveEndpoint(app, endpoints.addToTeam, async ({ caller, params, body }, reply) => {
    const changing = await toChange({ caller, itemId: params.id });
    return reply.status(201).send(await addToTeam(deps.db, caller, changing, body.invites));
  });

  serveEndpoint(app, endpoints.updateTeamMember, async ({ caller, params, body }) =>
    editTeamMember(deps.db, await toChange({ caller, itemId: params.id }), params.userId, body),
  );

  serveEndpoint(app, endpoints.removeFromTeam, async ({ caller, params }) =>
    removeFromTeam(deps.db, caller, await toChange({ caller, itemId: params.id }), params.userId),
  );
}
