import { INVOICES_PREVIEW_LIMIT } from '@hangar/domain/constants';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { workspaceKeys } from '../workspaces/queries';
import {
  fetchAdminPermissions,
  fetchBillingInfo,
  fetchInvoices,
  fetchSubscription,
} from './billing-api';
import { keyedQuery } from '../../api/keyed-query';

/**
 * Cache keys: a workspace's billing sits under ['workspaces', id, 'billing'], so what reloads a
 * workspace reloads its billing too. Only owners load these (the server answers 403 to others).
 */
export const billingKeys = {
  all: (workspaceId: number) => [...workspaceKeys.one(workspaceId), 'billing'] as const,
  info: (workspaceId: number) => [...billingKeys.all(workspaceId), 'info'] as const,
  subscription: (workspaceId: number) => [...billingKeys.all(workspaceId), 'subscription'] as const,
  invoices: (workspaceId: number) => [...billingKeys.all(workspaceId), 'invoices'] as const,
  invoiceList: (workspaceId: number, limit: number | null, year: number | null) =>
    [...billingKeys.invoices(workspaceId), { limit, year }] as const,
  adminPermissions: ['admin', 'permissions'] as const,
};

/** GET /billing: prices, tax, customer, card, period and trial ends, scheduled changes. */
export const billingInfoQuery = keyedQuery(billingKeys.info, fetchBillingInfo);

/** GET /billing/subscription; null when the workspace never subscribed. */
export const subscriptionQuery = keyedQuery(billingKeys.subscription, fetchSubscription);

/** GET /billing/invoices: the last few (limit), or all of a year, or all (null). */
export function invoicesQuery(
  workspaceId: number,
  { limit = INVOICES_PREVIEW_LIMIT, year = null }: { limit?: number | null; year?: number | null },
) {
  return queryOptions({
    queryKey: billingKeys.invoiceList(workspaceId, limit, year),
    queryFn: ({ signal }) =>
      fetchInvoices(workspaceId, { limit: limit ?? undefined, year: year ?? undefined }, signal),
  });
}

/** GET /admin/permissions: may the user create demo workspaces. Rarely changes. */
export const adminPermissionsQuery = queryOptions({
  queryKey: billingKeys.adminPermissions,
  queryFn: ({ signal }) => fetchAdminPermissions(signal),
  staleTime: 5 * 60_000,
});

export function useBillingInfo(workspaceId: number) {
  return useQuery(billingInfoQuery(workspaceId));
}

/**
 * After a billing change made here: the workspace (plan, flags, limits), the user's list (plan
 * and seats in the user menu) and the billing queries reload.
 */
export function invalidateBilling(queryClient: QueryClient, workspaceId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.current(workspaceId) }),
    queryClient.invalidateQueries({ queryKey: billingKeys.all(workspaceId) }),
  ]);
}
