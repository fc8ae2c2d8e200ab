import { workspaceSsoEndpoints } from '@hangar/contracts/endpoints/workspace-sso';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../shared/serve-endpoint';
import { membersOnly } from '../workspaces/workspaces.access';
import {
  editWorkspaceSso,
  readWorkspaceSso,
  removeWorkspaceSso,
  testWorkspaceSso,
  verifyWorkspaceDomain,
  type WorkspaceSsoDeps,
} from './sso-workspace.service';

/** /workspaces/c/sso-provider: the current workspace's own provider, for its owners. */
export const workspaceSsoRoutes: FastifyPluginAsyncZod<WorkspaceSsoDeps> = async (app, deps) => {
  membersOnly(app);
  const endpoints = workspaceSsoEndpoints;
  serveEndpoint(app, endpoints.read, async ({ caller }) => readWorkspaceSso(deps, { caller }));
  serveEndpoint(app, endpoints.update, async ({ caller, body }) =>
    editWorkspaceSso(deps, { caller, input: body }),
  );
  serveEndpoint(app, endpoints.remove, async ({ caller }) => removeWorkspaceSso(deps, { caller }));
  serveEndpoint(app, endpoints.test, async ({ caller, body }) =>
    testWorkspaceSso(deps, { caller, input: body }),
  );
  serveEndpoint(app, endpoints.verifyDomain, async ({ caller }) =>
    verifyWorkspaceDomain(deps, { caller }),
  );
};
