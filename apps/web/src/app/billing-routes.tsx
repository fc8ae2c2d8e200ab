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
import { lazyWithReload } from './chunk-reload';

/*
 * The billing pages (SPEC.md section 2 "Settings and billing"), each in its own chunk with its
 * guard: owners only, then what each page needs (SPEC.md section 6).
 */

type PageComponent = () => Promise<RouteObject['Component']>;

const forms: Record<
  BillingForm,
  { title: string; page: PageComponent; guard: BillingGuardOptions }
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

const funnel: Record<BillingFunnelStep, { page: PageComponent; guard: BillingGuardOptions }> = {
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
  page: PageComponent,
  options: BillingGuardOptions,
): RouteObject['lazy'] {
  return lazyWithReload(async () => {
    const [{ createRequireBilling }, Component] = await Promise.all([
      import('./billing-guards'),
      page(),
    ]);
    return { loader: createRequireBilling(queryClient, options), Component };
  });
}

/** Upgrade and Billing, in the settings layout (owners only). */
export const billingSettingsPages = {
  upgrade: async () => (await import('../features/billing/upgrade/UpgradePage')).UpgradePage,
  billing: async () =>
    (await import('../features/billing/settings/BillingSettingsPage')).BillingSettingsPage,
} satisfies Record<string, PageComponent>;

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
    lazy: lazyWithReload(async () => {
      const { BillingFormLayout } = await import('./layouts/BillingFormLayout');
      return { Component: BillingFormLayout };
    }),
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
    lazy: lazyWithReload(async () => {
      const { DemoFormLayout } = await import('./layouts/DemoFormLayout');
      return { Component: DemoFormLayout };
    }),
    children: [
      {
        path: routePatterns.createDemo,
        handle: { title: 'Create a demo workspace' },
        lazy: lazyWithReload(async () => {
          const [{ createRequireDemoAdmin }, { CreateDemoPage }] = await Promise.all([
            import('./billing-guards'),
            import('../features/billing/demo/CreateDemoPage'),
          ]);
          return { loader: createRequireDemoAdmin(queryClient), Component: CreateDemoPage };
        }),
      },
    ],
  };
}
