import {
  billingForms,
  billingFunnelSteps,
  routePatterns,
  type BillingForm,
  type BillingFunnelStep,
} from '@hangar/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { BillingGuardOptions } from './billing-guards';
import { lazyComponent, lazyGuarded, type LoadComponent } from './lazy-route';

/*
 * The billing pages (SPEC.md section 2 "Settings and billing"), each in its own chunk with its
 * guard: owners only, then what each page needs (SPEC.md section 6).
 */

const forms: Record<
  BillingForm,
  { title: string; page: LoadComponent; guard: BillingGuardOptions }
> = {
  customer: {
    title: 'Billing details',
    page: async () => (await import('../features/billing/forms/CustomerFormPage')).CustomerFormPage,
    guard: { preload: true },
  },
  'payment-method': {
    title: 'Payment method',
    page: async () =>
      (await import('../features/billing/forms/PaymentMethodFormPage')).PaymentMethodFormPage,
    guard: { needs: ['customer'] },
  },
  cycle: {
    title: 'Billing cycle',
    page: async () => (await import('../features/billing/forms/CycleFormPage')).CycleFormPage,
    guard: { needs: ['subscription', 'customer', 'payment-method'], preload: true },
  },
  plan: {
    title: 'Plan',
    page: async () => (await import('../features/billing/forms/PlanFormPage')).PlanFormPage,
    guard: { needs: ['subscription', 'customer', 'payment-method'], preload: true },
  },
  seats: {
    title: 'Seats',
    page: async () => (await import('../features/billing/forms/SeatsFormPage')).SeatsFormPage,
    guard: { needs: ['subscription', 'customer', 'payment-method'], preload: true },
  },
};

const funnel: Record<BillingFunnelStep, { page: LoadComponent; guard: BillingGuardOptions }> = {
  customer: {
    page: async () =>
      (await import('../features/billing/funnel/FunnelCustomerPage')).FunnelCustomerPage,
    guard: { preload: true },
  },
  'payment-method': {
    page: async () =>
      (await import('../features/billing/funnel/FunnelPaymentMethodPage')).FunnelPaymentMethodPage,
    guard: { needs: ['customer'], missingGoesTo: 'funnel' },
  },
  plan: {
    page: async () => (await import('../features/billing/funnel/FunnelPlanPage')).FunnelPlanPage,
    guard: { preload: true },
  },
  finalization: {
    page: async () =>
      (await import('../features/billing/funnel/FunnelFinalizationPage')).FunnelFinalizationPage,
    guard: { preload: true },
  },
};

function guardedPage(
  queryClient: QueryClient,
  page: LoadComponent,
  options: BillingGuardOptions,
): RouteObject['lazy'] {
  return lazyGuarded(
    () => import('./billing-guards'),
    (guards) => guards.createRequireBilling(queryClient, options),
    page,
  );
}

/** Upgrade and Billing, in the settings layout (owners only). */
export const billingSettingsPages = {
  upgrade: async () => (await import('../features/billing/upgrade/UpgradePage')).UpgradePage,
  billing: async () =>
    (await import('../features/billing/settings/BillingSettingsPage')).BillingSettingsPage,
} satisfies Record<string, LoadComponent>;

export function billingSettingsPage(
  queryClient: QueryClient,
  page: keyof typeof billingSettingsPages,
): RouteObject['lazy'] {
  return guardedPage(queryClient, billingSettingsPages[page], { preload: true });
}

/** The billing forms and the funnel, in the billing form layout (its close goes to billing). */
export function billingFormRoutes(queryClient: QueryClient): RouteObject {
  const base = `${routePatterns.settings}/billing`;
  return {
    lazy: lazyComponent(
      async () => (await import('./layouts/BillingFormLayout')).BillingFormLayout,
    ),
    children: [
      ...billingForms.map((form): RouteObject => ({
        path: `${base}/form/${form}`,
        handle: { title: forms[form].title },
        lazy: guardedPage(queryClient, forms[form].page, forms[form].guard),
      })),
      ...billingFunnelSteps.map((step): RouteObject => ({
        path: `${base}/funnel/${step}`,
        handle: { title: 'Premium subscription' },
        lazy: guardedPage(queryClient, funnel[step].page, funnel[step].guard),
      })),
    ],
  };
}

/** /workspace/{wsid}/create-demo: admins of the template workspace (else 403). */
export function createDemoRoute(queryClient: QueryClient): RouteObject {
  return {
    lazy: lazyComponent(async () => (await import('./layouts/DemoFormLayout')).DemoFormLayout),
    children: [
      {
        path: routePatterns.createDemo,
        handle: { title: 'Create a demo workspace' },
        lazy: lazyGuarded(
          () => import('./billing-guards'),
          (guards) => guards.createRequireDemoAdmin(queryClient),
          async () => (await import('../features/billing/demo/CreateDemoPage')).CreateDemoPage,
        ),
      },
    ],
  };
}
