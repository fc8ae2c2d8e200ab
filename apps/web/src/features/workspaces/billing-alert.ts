import type { Workspace } from '@hangar/contracts/workspaces';
import { hasBillingWarning } from '@hangar/domain/billing';

/**
 * Whether 'Settings & Members' and the Billing settings entry show the alert icon: the
 * subscription's expiry, over-seat or payment error flag is set (SPEC.md section 2).
 */
export function hasBillingAlert({ billing }: Pick<Workspace, 'billing'>): boolean {
  return hasBillingWarning(billing);
}
