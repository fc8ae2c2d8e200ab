import type { Workspace } from '@hangar/contracts/workspaces';
import { routes } from '@hangar/contracts/routes';
import { billingAlert, type BillingAlert } from '@hangar/domain/billing';
import { storage } from '../../../lib/storage';

type WorkspaceBilling = Workspace['billing'];

/** The subscription a dismissal is about: '' when the workspace has none. */
function dismissalKey(billing: Pick<WorkspaceBilling, 'provider_sub_id'>): string {
  return billing.provider_sub_id ?? '';
}

/** Whether the user dismissed the canceled alert of this workspace's current subscription. */
export function isCanceledAlertDismissed(
  workspaceId: number,
  billing: Pick<WorkspaceBilling, 'provider_sub_id'>,
): boolean {
  return storage.get('billing-alert-dismissed')?.[String(workspaceId)] === dismissalKey(billing);
}

export function dismissCanceledAlert(
  workspaceId: number,
  billing: Pick<WorkspaceBilling, 'provider_sub_id'>,
): void {
  storage.set('billing-alert-dismissed', {
    ...(storage.get('billing-alert-dismissed') ?? {}),
    [String(workspaceId)]: dismissalKey(billing),
  });
}

/**
 * The alert the bar shows (SPEC.md section 4): by priority payment error, missing seat,
 * canceled subscription, expiring card; a dismissed canceled alert lets the next one through.
 */
export function visibleBillingAlert(
  billing: WorkspaceBilling,
  canceledDismissed: boolean,
): BillingAlert | null {
  return billingAlert({ ...billing, is_canceled: billing.is_canceled && !canceledDismissed });
}

/** Where the owner's action of an alert leads; the canceled alert has Dismiss instead. */
export function alertActionTarget(
  alert: Exclude<BillingAlert, 'canceled'>,
  workspaceId: number,
): string {
  switch (alert) {
    case 'payment':
      return routes.billingFunnel(workspaceId, 'finalization');
    case 'seat':
      return routes.billingForm(workspaceId, 'seats');
    case 'expiring':
      return routes.billingForm(workspaceId, 'payment-method');
  }
}
