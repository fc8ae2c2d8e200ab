import {
  adminTrialInput,
  createdResponse,
  demoWorkspaceInput,
  successResponse,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/auth';
import type { AdminDeps } from './admin.deps';
import { canCreateDemo, createDemoWorkspace, grantTrial } from './admin.service';
import { billingCallerHook } from '../billing/billing.events';
import { routeArea } from '../../http/route-access';

/** Demo workspaces and their trials, for the admins of the template workspace. */
export const adminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  routeArea(app, 'billing');
  app.addHook('preHandler', billingCallerHook);

  app.get(
    '/admin/permissions',
    { schema: { response: { 200: z.object({ can_create_demo: z.boolean() }) } } },
    async (request) => ({
      can_create_demo: await canCreateDemo(deps, await requireActor(request)),
    }),
  );

  app.post(
    '/admin/workspaces/demo',
    { schema: { body: demoWorkspaceInput, response: { 201: createdResponse } } },
    async (request, reply) => {
      const id = await createDemoWorkspace(deps, await requireActor(request), request.body);
      return reply.status(201).send({ created_id: id });
    },
  );

  app.post(
    '/admin/billing/trial',
    { schema: { body: adminTrialInput, response: { 200: successResponse } } },
    async (request) => {
      await grantTrial(deps, await requireActor(request), request.body);
      return { success: true };
    },
  );
};
