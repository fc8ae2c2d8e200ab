import { billingEndpoints } from '@hangar/contracts/endpoints/billing';
import { adminEndpoints } from '@hangar/contracts/endpoints/admin';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  billingApi,
  premiumWorkspace,
  TEST_CARD,
  TEST_CUSTOMER,
  testBillingInfo,
  testSubscription,
} from '../test/billing';
import {
  currentAddress,
  errorReason,
  renderApp,
  signedInWithoutLiveChannel,
} from '../test/render-app';
import { testWorkspace } from '../test/workspaces';
import { LAZY_PAGE } from '../test/lazy-page';

signedInWithoutLiveChannel();

/** Lazy pages load their chunks on first use: give them time on a busy machine. */

const billingPages = [
  'settings/upgrade',
  'settings/billing',
  'settings/billing/form/customer',
  'settings/billing/form/payment-method',
  'settings/billing/form/seats',
  'settings/billing/funnel/customer',
  'settings/billing/funnel/finalization',
];

async function expectAddress(router: Parameters<typeof currentAddress>[0], address: string) {
  await waitFor(() => expect(currentAddress(router)).toBe(address), LAZY_PAGE);
}

describe('the billing guards', () => {
  it.each(billingPages)('answer 403 to an admin opening %s', async (page) => {
    const api = billingApi(testWorkspace({ role: 'ADMIN' }));
    renderApp(`/workspace/7/${page}`, api);
    expect(
      await screen.findByRole('heading', { name: 'Not enough privileges' }, LAZY_PAGE),
    ).toBeTruthy();
    expect(errorReason()).toContain('Only the owner of the workspace can manage its billing');
    expect(api.callsTo(billingEndpoints.info)).toHaveLength(0);
  });

  it.each(['seats', 'cycle', 'plan'])(
    'send the %s form to the finalization funnel without an active subscription',
    async (form) => {
      const { router } = renderApp(
        `/workspace/7/settings/billing/form/${form}`,
        billingApi(testWorkspace()),
      );
      await expectAddress(router, '/workspace/7/settings/billing/funnel/finalization');
      expect(await screen.findByRole('button', { name: /Subscribe/ }, LAZY_PAGE)).toBeTruthy();
    },
  );

  it.each(['seats', 'cycle', 'plan'])(
    'send the %s form to billing settings when the subscription has no card (a trial)',
    async (form) => {
      const api = billingApi(premiumWorkspace(), {
        info: testBillingInfo({ customer: TEST_CUSTOMER }),
        subscription: testSubscription({ status: 'trialing' }),
      });
      const { router } = renderApp(`/workspace/7/settings/billing/form/${form}`, api);
      await expectAddress(router, '/workspace/7/settings/billing');
      expect(await screen.findByRole('link', { name: 'Add a card' }, LAZY_PAGE)).toBeTruthy();
    },
  );

  it('open the seats form with an active subscription and a card', async () => {
    const api = billingApi(premiumWorkspace(), {
      info: testBillingInfo({ customer: TEST_CUSTOMER, payment_method: TEST_CARD }),
      subscription: testSubscription(),
    });
    const { router } = renderApp('/workspace/7/settings/billing/form/seats', api);
    expect(await screen.findByRole('button', { name: 'Save seats' }, LAZY_PAGE)).toBeTruthy();
    expect(currentAddress(router)).toBe('/workspace/7/settings/billing/form/seats');
  });

  it('send the payment method form to billing settings without billing details', async () => {
    const { router } = renderApp(
      '/workspace/7/settings/billing/form/payment-method',
      billingApi(testWorkspace()),
    );
    await expectAddress(router, '/workspace/7/settings/billing');
    expect(
      await screen.findByRole('link', { name: 'Add billing details' }, LAZY_PAGE),
    ).toBeTruthy();
  });

  it("keep the funnel's choices when its card step needs the billing details first", async () => {
    const { router } = renderApp(
      '/workspace/7/settings/billing/funnel/payment-method?plan=PREMIUM&cycle=yearly&seats=5',
      billingApi(testWorkspace()),
    );
    await expectAddress(
      router,
      '/workspace/7/settings/billing/funnel/customer?plan=PREMIUM&cycle=yearly&seats=5',
    );
  });

  it('open the payment method form with billing details', async () => {
    const api = billingApi(testWorkspace(), { info: testBillingInfo({ customer: TEST_CUSTOMER }) });
    renderApp('/workspace/7/settings/billing/form/payment-method', api);
    expect(await screen.findByLabelText('Card number', {}, LAZY_PAGE)).toBeTruthy();
  });
});

describe('the demo workspace page', () => {
  it('answers 403 to someone who is no admin of the template workspace', async () => {
    const api = billingApi(testWorkspace()).on(adminEndpoints.permissions, {
      can_create_demo: false,
    });
    renderApp('/workspace/7/create-demo', api);
    expect(
      await screen.findByRole('heading', { name: 'Not enough privileges' }, LAZY_PAGE),
    ).toBeTruthy();
    expect(errorReason()).toContain(
      'Only admins of the template workspace can create demo workspaces',
    );
  });

  it('opens for an admin of the template workspace', async () => {
    const api = billingApi(testWorkspace()).on(adminEndpoints.permissions, {
      can_create_demo: true,
    });
    renderApp('/workspace/7/create-demo', api);
    expect(await screen.findByLabelText('Workspace name', {}, LAZY_PAGE)).toBeTruthy();
  });
});
