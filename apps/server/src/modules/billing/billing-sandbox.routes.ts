import { billingEndpoints } from '@hangar/contracts/endpoints/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors';
import type { SandboxProvider } from '../../payments/sandbox/sandbox-provider';
import { billingOwnersOnly } from './billing.access';
import type { BillingDeps } from './billing.deps';
import { requireCustomer, viaProvider } from './billing.service';
import { billingCallerHook } from './billing.events';
import { routeArea } from '../../http/route-access';
import { serveEndpoint } from '../shared/serve-endpoint';

/**
 * The sandbox provider's own endpoints, present only while it is the provider: the card form
 * creates payment methods here (as Stripe.js does at Stripe), and the test clock moves time.
 */
export const billingSandboxRoutes: FastifyPluginAsyncZod<
  BillingDeps & { sandbox: SandboxProvider }
> = async (app, deps) => {
  routeArea(app, 'billing');
  app.addHook('preHandler', billingCallerHook);
  billingOwnersOnly(app);

  serveEndpoint(
    app,
    billingEndpoints.createSandboxPaymentMethod,
    async ({ caller, body }, reply) => {
      const id = await viaProvider(() =>
        deps.sandbox.createCardPaymentMethod({
          workspaceId: caller.workspaceId,
          number: body.number,
          expMonth: body.exp_month,
          expYear: body.exp_year,
        }),
      );
      return reply.status(201).send({ id });
    },
  );

  serveEndpoint(app, billingEndpoints.advanceSandboxClock, async ({ caller, body }) => {
    const customer = await requireCustomer(deps, caller.workspaceId).catch(() => {
      throw HttpError.simple(412, 'Add your billing details first');
    });
    await deps.sandbox.advanceClock(customer.providerCustomerId, body.days);
    return { success: true };
  });
};
