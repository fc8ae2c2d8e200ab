import { signInRuleEndpoints } from '@hangar/contracts/endpoints/sign-in-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../shared/serve-endpoint';
import { membersOnly } from './workspaces.access';
import type { WorkspacesDeps } from './workspaces.deps';
import { editSignInRules, readSignInRules } from './workspaces-sign-in-rules.service';

/** /workspaces/c/sign-in-rules: how the current workspace's members sign in, for its owners. */
export const workspaceSignInRulesRoutes: FastifyPluginAsyncZod<WorkspacesDeps> = async (
  app,
  deps,
) => {
  membersOnly(app);

  serveEndpoint(app, signInRuleEndpoints.read, async ({ caller }) =>
    readSignInRules(deps, { caller }),
  );

  serveEndpoint(app, signInRuleEndpoints.update, async ({ caller, body }) =>
    editSignInRules(deps, { caller, input: body }),
  );
};
