import { billingEndpoints } from '@hangar/contracts/endpoints/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingOwnersOnly } from './billing.access';
import { contentDisposition } from '../../http/content-disposition';
import { invoicePdfFile } from './billing-invoice-pdf';
import type { InvoicePdfDeps } from './billing.deps';
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
import { serveEndpoint } from '../shared/serve-endpoint';

/** /billing: the current workspace's plan, card and invoices (owner only). */
export const billingRoutes: FastifyPluginAsyncZod<InvoicePdfDeps> = async (app, deps) => {
  routeArea(app, 'billing');
  app.addHook('preHandler', billingCallerHook);
  billingOwnersOnly(app);

  serveEndpoint(app, billingEndpoints.info, async ({ caller }) => billingInfo(deps, { caller }));

  serveEndpoint(app, billingEndpoints.invoices, async ({ caller, query }) =>
    (await listInvoices(deps.db, caller.workspaceId, query)).map(presentInvoice),
  );

  serveEndpoint(app, billingEndpoints.invoicePdf, async ({ caller, params }, reply) => {
    const file = await invoicePdfFile(deps, { caller, invoiceId: params.invoiceId });
    return reply
      .headers({
        'content-type': 'application/pdf',
        'content-disposition': contentDisposition('attachment', file.name),
        'cache-control': 'no-store',
      })
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  serveEndpoint(app, billingEndpoints.subscription, async ({ caller }) =>
    subscriptionFor(deps, { caller }),
  );

  serveEndpoint(app, billingEndpoints.startTrial, async ({ caller }) => {
    await startTrial(deps, caller.workspaceId);
    return { success: true };
  });

  serveEndpoint(app, billingEndpoints.subscribe, async ({ caller, body }, reply) =>
    reply.status(201).send(await subscribe(deps, { caller, input: body })),
  );

  serveEndpoint(app, billingEndpoints.changePlan, async ({ caller, body }) =>
    changePlan(deps, { caller, plan: body.plan }),
  );

  serveEndpoint(app, billingEndpoints.switchCycle, async ({ caller }) =>
    switchCycle(deps, { caller }),
  );

  serveEndpoint(app, billingEndpoints.changeSeats, async ({ caller, body }) =>
    changeSeats(deps, { caller, seats: body.nb_seats }),
  );

  serveEndpoint(app, billingEndpoints.cancel, async ({ caller }) =>
    cancelSubscription(deps, { caller }),
  );

  serveEndpoint(app, billingEndpoints.abortChanges, async ({ caller }) =>
    abortChanges(deps, { caller }),
  );

  for (const target of [billingEndpoints.createCustomer, billingEndpoints.updateCustomer]) {
    serveEndpoint(app, target, async ({ caller, body }) =>
      saveBillingCustomer(deps, { caller, input: body }),
    );
  }

  serveEndpoint(app, billingEndpoints.setPaymentMethod, async ({ caller, body }) => {
    const paymentMethodId = body.payment_method_id;
    const method = await setPaymentMethod(deps, { caller, paymentMethodId });
    if (!method) throw new Error('the card vanished');
    return method;
  });
};
