import type { FastifyInstance } from 'fastify';
import { authorizeInWorkspace } from '../shared/authorize';
import { membersOnly } from '../workspaces/workspaces.access';

export const OWNER_ONLY = 'Only the owner of the workspace can manage its billing';

/**
 * Makes every route of the plugin it is called in a billing route: billing is for the current
 * workspace's owner only (SPEC.md section 6). After `membersOnly` (401, 404), anyone else gets 403.
 */
export function billingOwnersOnly(app: FastifyInstance): void {
  membersOnly(app);
  app.addHook('preHandler', async ({ caller }) => {
    authorizeInWorkspace(caller.member, 'manageBilling', OWNER_ONLY);
  });
}
