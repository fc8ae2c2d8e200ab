import {
  createWorkspaceInput,
  createdResponse,
  personalSettingsInput,
  personalWorkspaceEntry,
  personalWorkspaceList,
  updateWorkspaceInput,
  workspace,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/auth';
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

  app.get('/workspaces/c', { schema: { response: { 200: workspace } } }, async ({ caller }) =>
    currentWorkspace(deps, { caller }),
  );

  app.put(
    '/workspaces/c',
    { schema: { body: updateWorkspaceInput, response: { 200: workspace } } },
    async ({ caller, body }) => editWorkspace(deps, { caller, input: body }),
  );

  app.put(
    '/workspaces/c/personal-settings',
    { schema: { body: personalSettingsInput, response: { 200: personalWorkspaceEntry } } },
    async ({ caller, body }) => editPersonalSettings(deps, { caller, input: body }),
  );

  app.post('/workspaces/c/leave', async ({ caller }, reply) => {
    await leaveWorkspace(deps, { caller });
    return reply.status(204).send();
  });

  app.post('/workspaces/c/delete', async ({ caller }, reply) => {
    await removeWorkspace(deps, { caller });
    return reply.status(204).send();
  });
};

/** /workspaces: create and list, for anyone signed in; then the current workspace's routes. */
export const workspacesRoutes: FastifyPluginAsyncZod<WorkspaceRoutesDeps> = async (app, deps) => {
  app.post(
    '/workspaces',
    { schema: { body: createWorkspaceInput, response: { 201: createdResponse } } },
    async (request, reply) => {
      const id = await createWorkspace(deps, await requireActor(request), request.body.name);
      return reply.status(201).send({ created_id: id });
    },
  );

  app.get(
    '/workspaces',
    { schema: { response: { 200: personalWorkspaceList } } },
    async (request) =>
      listWorkspaces(deps, await requireActor(request), request.callContext.workspaceId),
  );

  await app.register(currentWorkspaceRoutes, deps);
};
