import { billingEndpoints } from '@hangar/contracts/endpoints/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingOwnersOnly } from './billing.access';
import { contentDisposition } from '../../http/content-disposition';
import { invoicePdfFile, type InvoicePdfDeps } from './billing-invoice-pdf';
import { presentInvoice } from './billing.presenter';
import { listInvoices } from './billing.repository';
import { billingInfo, saveBillingCustomer, setPaymentMethod, startTrial } from './billing.service';
import {
  abortChanges,
  cancelSubscription,
  changePlan,
  changeSeats,
  subscribe,
  subscriptionFor,
  switchCycle,
} from './billing-subscription.service';
import { billingCallerHook } from './billing.events';
import { routeArea } from '../../http/route-access';
import { endpointRoute } from '../../http/endpoint-route';

/** /billing: the current workspace's plan, card and invoices (owner only). */
export const billingRoutes: FastifyPluginAsyncZod<InvoicePdfDeps> = async (app, deps) => {
  routeArea(app, 'billing');
  app.addHook('preHandler', billingCallerHook);
  billingOwnersOnly(app);

  app.route({
    ...endpointRoute(billingEndpoints.info),
    handler: async ({ caller }) => billingInfo(deps, { caller }),
  });

  app.route({
    ...endpointRoute(billingEndpoints.invoices),
    handler: async ({ caller, query }) =>
      (await listInvoices(deps.db, caller.workspaceId, query)).map(presentInvoice),
  });

  app.route({
    ...endpointRoute(billingEndpoints.invoicePdf),
    handler: async ({ caller, params }, reply) => {
      const file = await invoicePdfFile(deps, { caller, invoiceId: params.invoiceId });
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': contentDisposition('attachment', file.name),
          'cache-control': 'no-store',
        })
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  });

  app.route({
    ...endpointRoute(billingEndpoints.subscription),
    handler: async ({ caller }) => subscriptionFor(deps, { caller }),
  });

  app.route({
    ...endpointRoute(billingEndpoints.startTrial),
    handler: async ({ caller }) => {
      await startTrial(deps, caller.workspaceId);
      return { success: true };
    },
  });

  app.route({
    ...endpointRoute(billingEndpoints.subscribe),
    handler: async ({ caller, body }, reply) =>
      reply.status(201).send(await subscribe(deps, { caller, input: body })),
  });

  app.route({
    ...endpointRoute(billingEndpoints.changePlan),
    handler: async ({ caller, body }) => changePlan(deps, { caller, plan: body.plan }),
  });

  app.route({
    ...endpointRoute(billingEndpoints.switchCycle),
    handler: async ({ caller }) => switchCycle(deps, { caller }),
  });

  app.route({
    ...endpointRoute(billingEndpoints.changeSeats),
    handler: async ({ caller, body }) => changeSeats(deps, { caller, seats: body.nb_seats }),
  });

  app.route({
    ...endpointRoute(billingEndpoints.cancel),
    handler: async ({ caller }) => cancelSubscription(deps, { caller }),
  });

  app.route({
    ...endpointRoute(billingEndpoints.abortChanges),
    handler: async ({ caller }) => abortChanges(deps, { caller }),
  });

  for (const target of [billingEndpoints.createCustomer, billingEndpoints.updateCustomer]) {
    app.route({
      ...endpointRoute(target),
      handler: async ({ caller, body }) => saveBillingCustomer(deps, { caller, input: body }),
    });
  }

  app.route({
    ...endpointRoute(billingEndpoints.setPaymentMethod),
    handler: async ({ caller, body }) => {
      const paymentMethodId = body.payment_method_id;
      const method = await setPaymentMethod(deps, { caller, paymentMethodId });
      if (!method) throw new Error('the card vanished');
      return method;
    },
  });
};
