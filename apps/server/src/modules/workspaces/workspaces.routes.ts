import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/auth';
import { serveEndpoint } from '../shared/serve-endpoint';
import { membersOnly } from './workspaces.access';
import type { WorkspaceDeletionHook, WorkspacesDeps } from './workspaces.deps';
import {
  createWorkspace,
  currentWorkspace,
  editPersonalSettings,
  editWorkspace,
  leaveWorkspace,
  listWorkspaces,
  removeWorkspace,
} from './workspaces.service';

type WorkspaceRoutesDeps = WorkspacesDeps & { workspaceDeletionHooks: WorkspaceDeletionHook[] };

/** /workspaces/c: the current workspace of X-Workspace-Id, for its members. */
const currentWorkspaceRoutes: FastifyPluginAsyncZod<WorkspaceRoutesDeps> = async (app, deps) => {
  membersOnly(app);

  serveEndpoint(app, workspaceEndpoints.read, async ({ caller }) =>
    currentWorkspace(deps, { caller }),
  );

  serveEndpoint(app, workspaceEndpoints.update, async ({ caller, body }) =>
    editWorkspace(deps, { caller, input: body }),
  );

  serveEndpoint(app, workspaceEndpoints.updatePersonalSettings, async ({ caller, body }) =>
    editPersonalSettings(deps, { caller, input: body }),
  );

  serveEndpoint(app, workspaceEndpoints.leave, async ({ caller }, reply) => {
    await leaveWorkspace(deps, { caller });
    return reply.status(204).send();
  });

  serveEndpoint(app, workspaceEndpoints.remove, async ({ caller }, reply) => {
    await removeWorkspace(deps, { caller });
    return reply.status(204).send();
  });
};

/** /workspaces: create and list, for anyone signed in; then the current workspace's routes. */
export const workspacesRoutes: FastifyPluginAsyncZod<WorkspaceRoutesDeps> = async (app, deps) => {
  serveEndpoint(app, workspaceEndpoints.create, async (request, reply) => {
    const id = await createWorkspace(deps, await requireActor(request), request.body.name);
    return reply.status(201).send({ created_id: id });
  });

  serveEndpoint(app, workspaceEndpoints.list, async (request) =>
    listWorkspaces(deps, await requireActor(request), request.callContext.workspaceId),
  );

  await app.register(currentWorkspaceRoutes, deps);
};
