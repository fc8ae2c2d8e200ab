import { AsyncLocalStorage } from 'node:async_hooks';
import type { BillingEventPayload } from '@hangar/contracts';
import type { FastifyRequest } from 'fastify';
import type { EventBus } from '../../events/bus';

export type BillingChange = BillingEventPayload['change'];

/** The client id of the user whose billing call is running, if any. */
const billingCaller = new AsyncLocalStorage<string | null>();

/**
 * preHandler of the billing routes: every billing event the call causes, those the sandbox
 * delivers while it runs included, carries the caller's client id as source, so the caller's
 * tab can skip its own echo. Provider events that arrive on their own (Stripe's webhooks,
 * renewals) have no source.
 */
export function billingCallerHook(request: FastifyRequest, _reply: unknown, done: () => void) {
  billingCaller.run(request.callContext.clientId, done);
}

export async function publishBilling(bus: EventBus, workspaceId: number, changes: BillingChange[]) {
  const source = billingCaller.getStore() ?? null;
  for (const change of new Set(changes)) {
    await bus.publish({
      topic: 'billing',
      payload: { workspace_id: workspaceId, change },
      source,
      audience: { workspaceId },
    });
  }
}
