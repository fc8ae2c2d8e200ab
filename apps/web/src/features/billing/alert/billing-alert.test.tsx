import { routes } from '@hangar/contracts/routes';
import type { Workspace } from '@hangar/contracts/workspaces';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import { renderApp, signedInWithoutLiveChannel } from '../../../test/render-app';
import { createTestQueryClient, renderWithRouter } from '../../../test/render';
import { testBilling, testWorkspace, workspaceApi } from '../../../test/workspaces';
import { workspaceKeys } from '../../workspaces/queries';
import { BillingAlertBar } from './BillingAlertBar';
import { visibleBillingAlert } from './billing-alert-state';

type Flags = Partial<Workspace['billing']>;

describe('the billing alert', () => {
  it.each<[Flags, string | null]>([
    [{}, null],
    [{ expiry_error: true }, 'expiring'],
    [{ is_canceled: true, expiry_error: true }, 'canceled'],
    [{ overseat_error: true, is_canceled: true, expiry_error: true }, 'seat'],
    [
      { payment_error: true, overseat_error: true, is_canceled: true, expiry_error: true },
      'payment',
    ],
  ])('shows one alert by priority: %o -> %s', (flags, expected) => {
    expect(visibleBillingAlert(testBilling(flags), false)).toBe(expected);
  });

  it('lets the next alert through once the canceled one is dismissed', () => {
    const billing = testBilling({ is_canceled: true, expiry_error: true });
    expect(visibleBillingAlert(billing, true)).toBe('expiring');
    expect(visibleBillingAlert(testBilling({ is_canceled: true }), true)).toBeNull();
  });
});

function renderBar(workspace: Workspace) {
  // The bar reads the cached workspace; a refetch answers the same.
  workspaceApi(workspace).install();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(workspaceKeys.current(workspace.id), workspace);
  return renderWithRouter(<BillingAlertBar workspaceId={workspace.id} />, { queryClient });
}

function bar() {
  return screen.getByRole('complementary', { name: 'Billing alert' });
}

describe('the billing alert bar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it.each([
    ['payment_error', 'Payment error', 'Resolve billing', routes.billingFunnel(7, 'finalization')],
    ['overseat_error', 'Missing seat', 'Add seat', routes.billingForm(7, 'seats')],
    [
      'expiry_error',
      'Card is expirating',
      'Update your card',
      routes.billingForm(7, 'payment-method'),
    ],
  ] as const)('gives the owner the action of %s', (flag, text, action, target) => {
    renderBar(testWorkspace({ billing: testBilling({ [flag]: true }) }));
    expect(bar().textContent).toContain(text);
    expect(within(bar()).getByRole('link', { name: action }).getAttribute('href')).toBe(target);
  });

  it.each(['ADMIN', 'MEMBER', 'GUEST'] as const)('shows a %s the text only', (role) => {
    renderBar(testWorkspace({ role, billing: testBilling({ payment_error: true }) }));
    expect(bar().textContent).toBe('Payment error');
    expect(within(bar()).queryByRole('link')).toBeNull();
    expect(within(bar()).queryByRole('button')).toBeNull();
  });

  it('shows nothing without a billing flag', () => {
    renderBar(testWorkspace());
    expect(screen.queryByRole('complementary', { name: 'Billing alert' })).toBeNull();
  });

  it('lets anyone dismiss the canceled alert, remembered per workspace and subscription', () => {
    const canceled = testBilling({ is_canceled: true, provider_sub_id: 'sub_1' });
    renderBar(testWorkspace({ role: 'MEMBER', billing: canceled }));
    expect(bar().textContent).toContain('Your workspace subscription has been canceled');
    fireEvent.click(within(bar()).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary', { name: 'Billing alert' })).toBeNull();
    expect(storage.get('billing-alert-dismissed')).toEqual({ '7': 'sub_1' });
  });

  it('shows the canceled alert again for a later subscription', () => {
    storage.set('billing-alert-dismissed', { '7': 'sub_1' });
    renderBar(
      testWorkspace({ billing: testBilling({ is_canceled: true, provider_sub_id: 'sub_2' }) }),
    );
    expect(bar().textContent).toContain('Your workspace subscription has been canceled');
  });
});

describe('the billing alert bar in the signed-in layouts', () => {
  signedInWithoutLiveChannel();

  it('sits above Home, with the menu icon', async () => {
    const workspace = testWorkspace({ billing: testBilling({ overseat_error: true }) });
    renderApp('/workspace/7', workspaceApi(workspace));
    expect(
      (await screen.findByRole('complementary', { name: 'Billing alert' })).textContent,
    ).toContain('Missing seat');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByLabelText('Billing needs attention')).toBeTruthy();
  });
});
