import {
  billingCustomer,
  billingInfo as billingInfoSchema,
  createSubscriptionInput,
  customerInput,
  invoiceList,
  invoicesQuery,
  numericId,
  paymentMethod,
  paymentMethodInput,
  planChangeInput,
  seatsChangeInput,
  subscription,
  successResponse,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/** /billing: the current workspace's plan, card and invoices (owner only). */
export const billingRoutes: FastifyPluginAsyncZod<InvoicePdfDeps> = async (app, deps) => {
  routeArea(app, 'billing');
  app.addHook('preHandler', billingCallerHook);
  billingOwnersOnly(app);

  app.get('/billing', { schema: { response: { 200: billingInfoSchema } } }, async ({ caller }) =>
    billingInfo(deps, { caller }),
  );

  app.get(
    '/billing/invoices',
    { schema: { querystring: invoicesQuery, response: { 200: invoiceList } } },
    async ({ caller, query }) =>
      (await listInvoices(deps.db, caller.workspaceId, query)).map(presentInvoice),
  );

  app.get(
    '/billing/invoices/:invoiceId/pdf',
    { schema: { params: z.object({ invoiceId: numericId }) } },
    async ({ caller, params }, reply) => {
      const file = await invoicePdfFile(deps, { caller, invoiceId: params.invoiceId });
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': contentDisposition('attachment', file.name),
          'cache-control': 'no-store',
        })
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );

  app.get(
    '/billing/subscription',
    { schema: { response: { 200: subscription } } },
    async ({ caller }) => subscriptionFor(deps, { caller }),
  );

  app.post(
    '/billing/trial',
    { schema: { response: { 200: successResponse } } },
    async ({ caller }) => {
      await startTrial(deps, caller.workspaceId);
      return { success: true };
    },
  );

  app.post(
    '/billing/subscription',
    { schema: { body: createSubscriptionInput, response: { 201: subscription } } },
    async ({ caller, body }, reply) =>
      reply.status(201).send(await subscribe(deps, { caller, input: body })),
  );

  app.put(
    '/billing/subscription/plan',
    { schema: { body: planChangeInput, response: { 200: subscription } } },
    async ({ caller, body }) => changePlan(deps, { caller, plan: body.plan }),
  );

  app.put(
    '/billing/subscription/cycle',
    { schema: { response: { 200: subscription } } },
    async ({ caller }) => switchCycle(deps, { caller }),
  );

  app.put(
    '/billing/subscription/seats',
    { schema: { body: seatsChangeInput, response: { 200: subscription } } },
    async ({ caller, body }) => changeSeats(deps, { caller, seats: body.nb_seats }),
  );

  app.post(
    '/billing/subscription/cancel',
    { schema: { response: { 200: subscription } } },
    async ({ caller }) => cancelSubscription(deps, { caller }),
  );

  app.post(
    '/billing/subscription/abort',
    { schema: { response: { 200: subscription } } },
    async ({ caller }) => abortChanges(deps, { caller }),
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/billing/customer',
      schema: { body: customerInput, response: { 200: billingCustomer } },
      handler: async ({ caller, body }) => saveBillingCustomer(deps, { caller, input: body }),
    });
  }

  app.put(
    '/billing/payment-method',
    { schema: { body: paymentMethodInput, response: { 200: paymentMethod } } },
    async ({ caller, body }) => {
      const paymentMethodId = body.payment_method_id;
      const method = await setPaymentMethod(deps, { caller, paymentMethodId });
      if (!method) throw new Error('the card vanished');
      return method;
    },
  );
};
