import {
  billingCustomer,
  billingInfo as billingInfoSchema,
  createSubscriptionInput,
  customerInput,
  invoiceList,
  invoicesQuery,
  paymentMethod,
  paymentMethodInput,
  planChangeInput,
  seatsChangeInput,
  subscription,
  successResponse,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireBillingOwner } from './billing.access';
import type { BillingDeps } from './billing.deps';
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

/** /billing: the current workspace's plan, card and invoices (owner only). */
export const billingRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, deps) => {
  app.addHook('preHandler', billingCallerHook);

  app.get('/billing', { schema: { response: { 200: billingInfoSchema } } }, async (request) =>
    billingInfo(deps, await requireBillingOwner(request)),
  );

  app.get(
    '/billing/invoices',
    { schema: { querystring: invoicesQuery, response: { 200: invoiceList } } },
    async (request) => {
      const context = await requireBillingOwner(request);
      return (await listInvoices(deps.db, context.workspaceId, request.query)).map(presentInvoice);
    },
  );

  app.get(
    '/billing/subscription',
    { schema: { response: { 200: subscription } } },
    async (request) => subscriptionFor(deps, await requireBillingOwner(request)),
  );

  app.post(
    '/billing/trial',
    { schema: { response: { 200: successResponse } } },
    async (request) => {
      await startTrial(deps, (await requireBillingOwner(request)).workspaceId);
      return { success: true };
    },
  );

  app.post(
    '/billing/subscription',
    { schema: { body: createSubscriptionInput, response: { 201: subscription } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await subscribe(deps, await requireBillingOwner(request), request.body)),
  );

  app.put(
    '/billing/subscription/plan',
    { schema: { body: planChangeInput, response: { 200: subscription } } },
    async (request) => changePlan(deps, await requireBillingOwner(request), request.body.plan),
  );

  app.put(
    '/billing/subscription/cycle',
    { schema: { response: { 200: subscription } } },
    async (request) => switchCycle(deps, await requireBillingOwner(request)),
  );

  app.put(
    '/billing/subscription/seats',
    { schema: { body: seatsChangeInput, response: { 200: subscription } } },
    async (request) => changeSeats(deps, await requireBillingOwner(request), request.body.nb_seats),
  );

  app.post(
    '/billing/subscription/cancel',
    { schema: { response: { 200: subscription } } },
    async (request) => cancelSubscription(deps, await requireBillingOwner(request)),
  );

  app.post(
    '/billing/subscription/abort',
    { schema: { response: { 200: subscription } } },
    async (request) => abortChanges(deps, await requireBillingOwner(request)),
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/billing/customer',
      schema: { body: customerInput, response: { 200: billingCustomer } },
      handler: async (request) =>
        saveBillingCustomer(deps, await requireBillingOwner(request), request.body),
    });
  }

  app.put(
    '/billing/payment-method',
    { schema: { body: paymentMethodInput, response: { 200: paymentMethod } } },
    async (request) => {
      const method = await setPaymentMethod(
        deps,
        await requireBillingOwner(request),
        request.body.payment_method_id,
      );
      if (!method) throw new Error('the card vanished');
      return method;
    },
  );
};
