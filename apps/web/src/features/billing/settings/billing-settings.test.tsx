import { adminEndpoints } from '@hangar/contracts/endpoints/admin';
import { billingEndpoints } from '@hangar/contracts/endpoints/billing';
import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import type { Workspace } from '@hangar/contracts/workspaces';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dispatchLiveMessage } from '../../../api/live-topics';
import {
  billingApi,
  premiumWorkspace,
  TEST_CARD,
  TEST_CUSTOMER,
  testBillingInfo,
  testInvoice,
  testSubscription,
} from '../../../test/billing';
import { jsonResponse } from '../../../test/fake-api';
import { renderApp, signedInWithoutLiveChannel } from '../../../test/render-app';
import { testWorkspace } from '../../../test/workspaces';
import { LAZY_PAGE } from '../../../test/lazy-page';

signedInWithoutLiveChannel();

const info = testBillingInfo({
  customer: TEST_CUSTOMER,
  payment_method: TEST_CARD,
  cycle_end_date: '2030-02-01T00:00:00.000Z',
});

describe('Billing settings', { timeout: 20_000 }, () => {
  it('show the subscription, the card, the billing details and the last 3 invoices', async () => {
    const invoices = [testInvoice(3), testInvoice(2), testInvoice(1)];
    const api = billingApi(premiumWorkspace(), {
      info,
      subscription: testSubscription(),
      invoices,
    });
    renderApp('/workspace/7/settings/billing', api);
    const subscription = await screen.findByRole('region', { name: 'Subscription' }, LAZY_PAGE);
    expect(subscription.textContent).toContain('Premium');
    expect(subscription.textContent).toContain('Active');
    expect(subscription.textContent).toContain('3 seats');
    expect(subscription.textContent).toContain('Renews on1 February 2030');
    expect(subscription.textContent?.replace(/\s/g, ' ')).toContain('28,80 € per month');
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.getByText('Acme SAS')).toBeTruthy();
    expect(await screen.findAllByTestId('invoice')).toHaveLength(3);
    expect(api.callsTo(billingEndpoints.invoices)[0]?.url.searchParams.get('limit')).toBe('3');

    api.on(billingEndpoints.invoices, [...invoices, testInvoice(4, { status: 'failed' })]);
    fireEvent.click(screen.getByRole('button', { name: 'See all invoices' }));
    await waitFor(() => expect(screen.getAllByTestId('invoice')).toHaveLength(4));
    expect(screen.getByText('Failed')).toBeTruthy();
  });

  it('cancel at the end of the period after asking, then resume', async () => {
    let subscription = testSubscription();
    const api = billingApi(premiumWorkspace(), { info, subscription })
      .on(billingEndpoints.subscription, () => jsonResponse(subscription))
      .on(billingEndpoints.cancel, () => {
        subscription = testSubscription({ is_canceled: true });
        return jsonResponse(subscription);
      })
      .on(billingEndpoints.abortChanges, () => {
        subscription = testSubscription();
        return jsonResponse(subscription);
      });
    renderApp('/workspace/7/settings/billing', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }, LAZY_PAGE));
    const dialog = await screen.findByRole('dialog', {}, LAZY_PAGE);
    expect(dialog.textContent).toContain('keeps Premium until 1 February 2030');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Premium ends on 1 February 2030.', {}, LAZY_PAGE)).toBeTruthy();
    expect(api.callsTo(billingEndpoints.cancel)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Subscription resumed', {}, LAZY_PAGE)).toBeTruthy();
    expect(api.callsTo(billingEndpoints.abortChanges)).toHaveLength(1);
  });

  it('show the changes scheduled for the end of the period', async () => {
    const scheduled = testBillingInfo({
      ...info,
      pending_changes: {
        plan: null,
        cycle: 'yearly',
        nb_seats: 2,
        effective_date: '2030-02-01T00:00:00.000Z',
      },
    });
    renderApp(
      '/workspace/7/settings/billing',
      billingApi(premiumWorkspace(), { info: scheduled, subscription: testSubscription() }),
    );
    expect(
      await screen.findByText('From 1 February 2030: yearly billing, 2 seats.', {}, LAZY_PAGE),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel scheduled changes' })).toBeTruthy();
  });

  it('offer Upgrade and the trial on the free plan, and a card only after billing details', async () => {
    renderApp('/workspace/7/settings/billing', billingApi(testWorkspace()));
    const subscription = await screen.findByRole('region', { name: 'Subscription' }, LAZY_PAGE);
    expect(within(subscription).getByRole('link', { name: 'Upgrade' })).toBeTruthy();
    expect(within(subscription).getByRole('link', { name: 'Start a 14-day trial' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Payment method' });
    expect(within(card).queryByRole('link')).toBeNull();
    expect(await screen.findByText('No invoices yet.', {}, LAZY_PAGE)).toBeTruthy();
  });
});

/** Home's 'Create a group' (the side menu has one too). */
async function homeCreateGroup() {
  const main = await screen.findByRole('main', {}, LAZY_PAGE);
  return within(main).findByRole('link', { name: 'Create a group' }, LAZY_PAGE);
}

describe('a plan changed elsewhere', { timeout: 20_000 }, () => {
  function receive(queryClient: Parameters<typeof dispatchLiveMessage>[1]) {
    dispatchLiveMessage(
      JSON.stringify({
        topic: 'billing',
        payload: { workspace_id: 7, change: 'plan' },
        source: null,
      }),
      queryClient,
    );
  }

  it('lifts the limits at once and asks for a reload', async () => {
    let current: Workspace = testWorkspace({ can_add_groups: false, role: 'MEMBER' });
    const api = billingApi(current).on(workspaceEndpoints.read, () => jsonResponse(current));
    const { queryClient } = renderApp('/workspace/7', api);
    fireEvent.click(await homeCreateGroup());
    const limit = await screen.findByRole(
      'dialog',
      { name: "Can't create more groups" },
      LAZY_PAGE,
    );
    // A member cannot upgrade: they are told to ask the owner.
    expect(within(limit).queryByRole('link', { name: 'Upgrade' })).toBeNull();
    expect(limit.textContent).toContain('Only the owner of the workspace can upgrade it');
    // The footer's Close (the corner's close button has the same name).
    const [footerClose] = within(limit).getAllByRole('button', { name: 'Close' }).slice(-1);
    if (!footerClose) throw new Error('The limit dialog has no Close button');
    fireEvent.click(footerClose);

    current = premiumWorkspace({ role: 'MEMBER' });
    receive(queryClient);
    expect(
      await screen.findByRole('dialog', { name: 'The Workspace plan has been updated' }, LAZY_PAGE),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Member · Premium · 3 seats')).toBeTruthy());
  });

  it("sends the owner from the limit modal's Upgrade to the plans", async () => {
    renderApp('/workspace/7', billingApi(testWorkspace({ can_add_groups: false })));
    fireEvent.click(await homeCreateGroup());
    const limit = await screen.findByRole(
      'dialog',
      { name: "Can't create more groups" },
      LAZY_PAGE,
    );
    fireEvent.click(within(limit).getByRole('link', { name: 'Upgrade' }));
    // The upgrade page's chunks load on first use: on a busy 2-core machine that passes 5 s.
    expect(
      await screen.findByRole('heading', { name: 'Upgrade', level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});

describe('the user menu', { timeout: 20_000 }, () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('offers demo workspaces when allowed (%s)', async (allowed, count) => {
    const api = billingApi(testWorkspace()).on(adminEndpoints.permissions, {
      can_create_demo: allowed,
    });
    renderApp('/workspace/7', api);
    fireEvent.click(await screen.findByRole('button', { name: /open the user menu/i }, LAZY_PAGE));
    await screen.findByRole('menuitem', { name: 'Create a new workspace' }, LAZY_PAGE);
    await waitFor(() => expect(api.callsTo(adminEndpoints.permissions)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryAllByRole('menuitem', { name: 'Create a demo workspace' })).toHaveLength(
        count,
      ),
    );
  });
});
