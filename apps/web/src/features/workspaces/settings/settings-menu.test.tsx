import { screen, within } from '@testing-library/react';
import type { WorkspaceRole } from '@hangar/domain/roles';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInWithoutLiveChannel } from '../../../test/render-app';
import { TEST_ME } from '../../../test/session';
import { billingApi } from '../../../test/billing';
import { testBilling, testWorkspace, workspaceApi } from '../../../test/workspaces';
import { LAZY_PAGE } from '../../../test/lazy-page';

signedInWithoutLiveChannel();

async function settingsEntries(role: WorkspaceRole, page = 'profile') {
  renderApp(`/workspace/7/settings/${page}`, workspaceApi(testWorkspace({ role })));
  const nav = await screen.findByRole('navigation', { name: 'Settings' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the settings menu', () => {
  it('shows owners every entry', async () => {
    expect(await settingsEntries('OWNER')).toEqual([
      'Profile & security',
      'Personal settings',
      'Workspace settings',
      'Members and Guests',
      'Upgrade',
      'Billing',
    ]);
  });

  it.each(['ADMIN', 'MEMBER'] as const)(
    'shows a %s everything but Upgrade and Billing',
    async (role) => {
      expect(await settingsEntries(role)).toEqual([
        'Profile & security',
        'Personal settings',
        'Workspace settings',
        'Members and Guests',
      ]);
    },
  );

  it('shows guests their profile, personal and workspace settings only', async () => {
    expect(await settingsEntries('GUEST')).toEqual([
      'Profile & security',
      'Personal settings',
      'Workspace settings',
    ]);
  });

  it('puts the red warning icon on Profile while an e-mail change is pending', async () => {
    const api = workspaceApi(testWorkspace(), { me: { ...TEST_ME, pending_email_reset: true } });
    renderApp('/workspace/7/settings/personal', api);
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    const profile = await within(nav).findByRole('link', { name: /Profile & security/ });
    expect(within(profile).getByLabelText('Needs attention')).toBeTruthy();
    expect(within(nav).getAllByLabelText('Needs attention')).toHaveLength(1);
  });

  it('puts the alert icons on Billing and Settings & Members when billing needs attention', async () => {
    const workspace = testWorkspace({
      billing: testBilling({ plan: 'PREMIUM', payment_error: true }),
    });
    renderApp('/workspace/7/settings/personal', workspaceApi(workspace));
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    const billing = await within(nav).findByRole('link', { name: /Billing/ });
    expect(within(billing).getByLabelText('Needs attention')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const settings = within(menu).getByRole('link', { name: /Settings & Members/ });
    expect(within(settings).getByLabelText('Billing needs attention')).toBeTruthy();
  });

  it('mounts Profile & security in the workspace settings', async () => {
    renderApp('/workspace/7/settings/profile', workspaceApi(testWorkspace()));
    expect(
      await screen.findByRole('heading', { name: 'Profile & security', level: 1 }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Upload a picture' })).toBeTruthy();
  });

  it('opens the workspace settings from the bare settings address', async () => {
    renderApp('/workspace/7/settings', workspaceApi(testWorkspace()));
    expect(
      await screen.findByRole('heading', { name: 'Workspace settings', level: 1 }),
    ).toBeTruthy();
  });

  it('answers 403 to a guest opening Members and Guests', async () => {
    renderApp('/workspace/7/settings/team', workspaceApi(testWorkspace({ role: 'GUEST' })));
    expect(await screen.findByRole('heading', { name: 'Not enough privileges' })).toBeTruthy();
  });

  it('answers 403 to an admin opening Billing, and shows it to the owner', async () => {
    renderApp('/workspace/7/settings/billing', workspaceApi(testWorkspace({ role: 'ADMIN' })));
    expect(await screen.findByRole('heading', { name: 'Not enough privileges' })).toBeTruthy();
  });

  it('shows owners the plans', async () => {
    renderApp('/workspace/7/settings/upgrade', billingApi(testWorkspace({ role: 'OWNER' })));
    expect(await screen.findByRole('region', { name: 'Premium plan' }, LAZY_PAGE)).toBeTruthy();
  });
});
