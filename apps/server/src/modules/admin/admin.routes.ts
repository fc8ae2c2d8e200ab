import { adminEndpoints } from '@hangar/contracts/endpoints/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/auth';
import { endpointRoute } from '../../http/endpoint-route';
import type { AdminDeps } from './admin.deps';
import { canCreateDemo, createDemoWorkspace, grantTrial } from './admin.service';
import { billingCallerHook } from '../billing/billing.events';
import { routeArea } from '../../http/route-access';

/** Demo workspaces and their trials, for the admins of the template workspace. */
export const adminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  routeArea(app, 'billing');
  app.addHook('preHandler', billingCallerHook);

  app.route({
    ...endpointRoute(adminEndpoints.permissions),
    handler: async (request) => ({
      can_create_demo: await canCreateDemo(deps, await requireActor(request)),
    }),
  });

  app.route({
    ...endpointRoute(adminEndpoints.createDemo),
    handler: async (request, reply) => {
      const id = await createDemoWorkspace(deps, await requireActor(request), request.body);
      return reply.status(201).send({ created_id: id });
    },
  });

  app.route({
    ...endpointRoute(adminEndpoints.grantTrial),
    handler: async (request) => {
      await grantTrial(deps, await requireActor(request), request.body);
      return { success: true };
    },
  });
};
