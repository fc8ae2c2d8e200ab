import { adminEndpoints } from '@hangar/contracts/endpoints/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/auth';
import { serveEndpoint } from '../shared/serve-endpoint';
import type { AdminDeps } from './admin.deps';
import { canCreateDemo, createDemoWorkspace, grantTrial } from './admin.service';
import { billingCallerHook } from '../billing/billing.service';
import { routeArea } from '../../http/route-access';

/** Demo workspaces and their trials, for the admins of the template workspace. */
export const adminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  routeArea(app, 'billing');
  app.addHook('preHandler', billingCallerHook);

  serveEndpoint(app, adminEndpoints.permissions, async (request) => ({
    can_create_demo: await canCreateDemo(deps, await requireActor(request)),
  }));

  serveEndpoint(app, adminEndpoints.createDemo, async (request, reply) => {
    const id = await createDemoWorkspace(deps, await requireActor(request), request.body);
    return reply.status(201).send({ created_id: id });
  });

  serveEndpoint(app, adminEndpoints.grantTrial, async (request) => {
    await grantTrial(deps, await requireActor(request), request.body);
    return { success: true };
  });
};
