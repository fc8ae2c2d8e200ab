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
import { requireMember } from './workspaces.access';
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

/** /workspaces: create and list; /workspaces/c: the current workspace of X-Workspace-Id. */
export const workspacesRoutes: FastifyPluginAsyncZod<
  WorkspacesDeps & { workspaceDeletionHooks: WorkspaceDeletionHook[] }
> = async (app, deps) => {
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

  app.get('/workspaces/c', { schema: { response: { 200: workspace } } }, async (request) =>
    currentWorkspace(deps, await requireMember(request)),
  );

  app.put(
    '/workspaces/c',
    { schema: { body: updateWorkspaceInput, response: { 200: workspace } } },
    async (request) =>
      editWorkspace(deps, await requireMember(request), request.body, request.callContext.clientId),
  );

  app.put(
    '/workspaces/c/personal-settings',
    { schema: { body: personalSettingsInput, response: { 200: personalWorkspaceEntry } } },
    async (request) =>
      editPersonalSettings(
        deps,
        await requireMember(request),
        request.body,
        request.callContext.clientId,
      ),
  );

  app.post('/workspaces/c/leave', async (request, reply) => {
    await leaveWorkspace(deps, await requireMember(request), request.callContext.clientId);
    return reply.status(204).send();
  });

  app.post('/workspaces/c/delete', async (request, reply) => {
    await removeWorkspace(deps, await requireMember(request), request.callContext.clientId);
    return reply.status(204).send();
  });
};
