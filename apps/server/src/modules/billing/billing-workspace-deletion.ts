import type { WorkspaceDeletionHook } from '../workspaces/workspaces.deps';
import type { BillingDeps } from './billing.deps';
import { findSubscription } from './billing.repository';
import { viaProvider } from './billing.service';

/**
 * Before a workspace is deleted: its subscription, unless already ended, is canceled now at the
 * provider, so its customer is charged no more (docs/billing.md). A refusal by the provider
 * refuses the deletion, in the payment error shape. A subscription of the provider no longer
 * configured is out of reach and left alone.
 */
export function billingOnWorkspaceDeletion(
  deps: Pick<BillingDeps, 'db' | 'payments'>,
): WorkspaceDeletionHook {
  return async (workspaceId) => {
    const sub = await findSubscription(deps.db, workspaceId);
    const { provider } = deps.payments;
    if (!sub || sub.status === 'canceled' || sub.provider !== provider.name) return;
    await viaProvider(() => provider.cancelNow(sub.providerSubId));
  };
}
