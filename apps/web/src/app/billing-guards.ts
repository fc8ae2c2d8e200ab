import { routes } from '@hangar/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { adminPermissionsQuery, billingInfoQuery } from '../features/billing/queries';
import { workspaceAccessOf } from './workspace-guards';

/** The server's words when someone else than the owner opens billing (SPEC.md section 6). */
const ONLY_OWNER_MANAGES_BILLING = 'Only the owner of the workspace can manage its billing';
const DEMO_NOT_ALLOWED = 'Only admins of the template workspace can create demo workspaces';

/** What a billing page needs before it can show (SPEC.md section 6, billing guards). */
type BillingNeed = 'subscription' | 'customer' | 'payment-method';

export interface BillingGuardOptions {
  needs?: readonly BillingNeed[];
  /**
   * Where a missing customer or card sends the user: billing settings (the forms, as SPEC.md
   * says), or the funnel's own step for it, so the choices of the funnel are kept.
   */
  missingGoesTo?: 'settings' | 'funnel';
  /** Load the billing info before the page (its first paint is complete). */
  preload?: boolean;
}

/** The billing info may be this old when a guard reads it; newer changes invalidate it. */
const GUARD_STALE_MS = 5_000;

/**
 * Loader of the billing pages: the workspace's owner only (else the 403 page); a page that
 * needs an active subscription sends to the finalization funnel without one; a page that needs
 * billing details or a card sends to billing settings (or the funnel's step) without them.
 */
export function createRequireBilling(queryClient: QueryClient, options: BillingGuardOptions = {}) {
  const { needs = [], missingGoesTo = 'settings', preload = false } = options;
  const access = workspaceAccessOf(queryClient);
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const { workspaceId, workspace } = await access(args);
    if (!workspace.abilities.manageBilling) {
      throw data({ detail: ONLY_OWNER_MANAGES_BILLING }, { status: 403 });
    }
    if (needs.includes('subscription') && !workspace.billing.is_active) {
      throw redirect(routes.billingFunnel(workspaceId, 'finalization'));
    }
    const needsInfo = needs.includes('customer') || needs.includes('payment-method');
    if (!needsInfo && !preload) return null;
    const info = await queryClient.fetchQuery({
      ...billingInfoQuery(workspaceId),
      staleTime: GUARD_STALE_MS,
    });
    const search = new URL(args.request.url).search;
    const missing = (step: 'customer' | 'payment-method') =>
      missingGoesTo === 'funnel'
        ? `${routes.billingFunnel(workspaceId, step)}${search}`
        : routes.settings(workspaceId, 'billing');
    if (needs.includes('customer') && !info.customer) throw redirect(missing('customer'));
    if (needs.includes('payment-method') && !info.payment_method) {
      throw redirect(missing('payment-method'));
    }
    return null;
  };
}

/** Loader of /workspace/{wsid}/create-demo: admins of the template workspace only (else 403). */
export function createRequireDemoAdmin(queryClient: QueryClient) {
  const access = workspaceAccessOf(queryClient);
  return async (args: LoaderFunctionArgs): Promise<null> => {
    await access(args);
    const permissions = await queryClient.fetchQuery({ ...adminPermissionsQuery, staleTime: 0 });
    if (!permissions.can_create_demo) throw data({ detail: DEMO_NOT_ALLOWED }, { status: 403 });
    return null;
  };
}
