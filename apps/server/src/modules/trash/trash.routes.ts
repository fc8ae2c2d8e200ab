import { trashEndpoints } from '@hangar/contracts/endpoints/trash';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../shared/serve-endpoint';
import { membersOnly } from '../workspaces/workspaces.access';
import { deleteForever, restoreFromTrash, trashPageFor } from './trash.service';
import type { TrashDeps } from './trash.deps';

/** The current workspace's trash: what was deleted, restored or purged (docs/trash.md). */
export const trashRoutes: FastifyPluginAsyncZod<TrashDeps> = async (app, deps) => {
  membersOnly(app);

  serveEndpoint(app, trashEndpoints.page, async ({ caller, query }) =>
    trashPageFor(deps, { caller, query }),
  );

  serveEndpoint(app, trashEndpoints.restore, async ({ caller, params }) =>
    restoreFromTrash(deps, { caller, entryId: params.entryId }),
  );

  serveEndpoint(app, trashEndpoints.deleteForever, async ({ caller, params }) => {
    await deleteForever(deps, { caller, entryId: params.entryId });
    return { success: true };
  });
};
