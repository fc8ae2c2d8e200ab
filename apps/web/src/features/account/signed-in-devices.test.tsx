import type { AccountSession, SignOutEverywhereInput } from '@hangar/contracts/account-sessions';
import type { ApiToken } from '@hangar/contracts/api-tokens';
import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { accountSessionEndpoints } from '@hangar/contracts/endpoints/account-sessions';
import { apiTokenEndpoints } from '@hangar/contracts/endpoints/api-tokens';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testApiToken } from '../../test/api-tokens';
import { createFakeApi, jsonResponse } from '../../test/fake-api';
import { ago, DAY_MS, MINUTE_MS } from '../../test/relative-times';
import { renderApp } from '../../test/render-app';
import { storeTestSession, TEST_ME } from '../../test/session';

const LAPTOP: AccountSession = {
  id: 31,
  browser: 'Chrome 131',
  os: 'Linux',
  ip: '203.0.113.7',
  created_at: ago(2 * DAY_MS),
  last_seen_at: ago(3 * MINUTE_MS),
  current: true,
};

const PHONE: AccountSession = {
  id: 30,
  browser: 'Safari 18',
  os: 'iOS',
  ip: '198.51.100.4',
  created_at: ago(9 * DAY_MS),
  last_seen_at: ago(2 * DAY_MS),
  current: false,
};

const OFFICE: AccountSession = {
  id: 12,
  browser: 'Firefox 133',
  os: 'Windows',
  ip: null,
  created_at: ago(40 * DAY_MS),
  last_seen_at: ago(5 * DAY_MS),
  current: false,
};

const TOKEN = testApiToken({ id: 4 });

/** The devices API over a list the test can read: ended sessions leave it. */
function devicesApi(tokens: ApiToken[] = [TOKEN]) {
  let sessions = [LAPTOP, PHONE, OFFICE];
  return createFakeApi()
    .on(accountEndpoints.read, TEST_ME)
    .on(apiTokenEndpoints.list, () => jsonResponse({ items: tokens }))
    .on(accountSessionEndpoints.list, () => jsonResponse({ items: sessions }))
    .on(accountSessionEndpoints.end, ({ params }) => {
      sessions = sessions.filter((session) => session.id !== Number(params.sessionId));
      return new Response(null, { status: 204 });
    })
    .on(accountSessionEndpoints.signOutEverywhere, (request) => {
      const input = request.body as SignOutEverywhereInput;
      const ended = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      const revoked = input.revoke_api_tokens ? tokens.length : 0;
      if (input.revoke_api_tokens) tokens = [];
      return jsonResponse({ ended_sessions: ended, revoked_api_tokens: revoked });
    });
}

async function openProfile(api = devicesApi()) {
  storeTestSession();
  const rendered = renderApp('/account', api);
  await screen.findByRole('heading', { name: 'Profile & security' });
  return rendered;
}

const section = () => screen.getByRole('region', { name: 'Signed-in devices' });
const device = (name: string) => within(section()).getByRole('listitem', { name });
const deviceNames = () =>
  within(section())
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

/** Clicks Sign out on the phone's row: the confirmation it opens. */
async function askToSignOutPhone() {
  const phone = await within(section()).findByRole('listitem', { name: 'Safari 18 on iOS' });
  fireEvent.click(within(phone).getByRole('button', { name: 'Sign out Safari 18 on iOS' }));
  return screen.findByRole('dialog', { name: 'Sign out Safari 18 on iOS?' });
}

/** Clicks Sign out everywhere once the devices are listed: the dialog it opens. */
async function openSignOutEverywhere() {
  await within(section()).findByRole('listitem', { name: 'Safari 18 on iOS' });
  fireEvent.click(within(section()).getByRole('button', { name: 'Sign out everywhere' }));
  return screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
}

describe('the signed-in devices of Profile & security', () => {
  it('lists each device with its address and dates, this one flagged', async () => {
    const { api } = await openProfile();
    const laptop = await within(section()).findByRole('listitem', { name: 'Chrome 131 on Linux' });
    expect(within(laptop).getByText('This device')).toBeTruthy();
    expect(within(laptop).queryByRole('button', { name: /Sign out/ })).toBeNull();
    expect(laptop.textContent).toContain('IP 203.0.113.7');
    expect(laptop.textContent).toMatch(/Signed in \d{1,2} \w{3} \d{4}/);
    expect(laptop.textContent).toContain('Last active 3 minutes ago');

    const phone = device('Safari 18 on iOS');
    expect(within(phone).queryByText('This device')).toBeNull();
    expect(phone.textContent).toContain('Last active 2 days ago');
    expect(within(phone).getByRole('button', { name: 'Sign out Safari 18 on iOS' })).toBeTruthy();
    expect(device('Firefox 133 on Windows').textContent).toContain('IP unknown');
    expect(deviceNames()).toEqual([
      'Chrome 131 on Linux',
      'Safari 18 on iOS',
      'Firefox 133 on Windows',
    ]);
    // An account call: no workspace header.
    const listed = api.callsTo(accountSessionEndpoints.list)[0];
    expect(listed?.headers.get('X-Workspace-Id')).toBeNull();
  });

  it('asks before signing a device out, then drops it from the list', async () => {
    const { api } = await openProfile();
    const confirm = await askToSignOutPhone();
    expect(confirm.textContent).toContain('signed out at once');
    expect(api.callsTo(accountSessionEndpoints.end)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sign out' }));

    await waitFor(() =>
      expect(deviceNames()).toEqual(['Chrome 131 on Linux', 'Firefox 133 on Windows']),
    );
    expect(api.callsTo(accountSessionEndpoints.end, { sessionId: 30 })).toHaveLength(1);
    expect(await screen.findByText('Device signed out')).toBeTruthy();
  });

  it('keeps the device when the sign-out is canceled', async () => {
    const { api } = await openProfile();
    const confirm = await askToSignOutPhone();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deviceNames()).toHaveLength(3);
    expect(api.callsTo(accountSessionEndpoints.end)).toHaveLength(0);
  });

  it('signs out everywhere else, keeping the API tokens unless asked', async () => {
    const { api } = await openProfile();
    const dialog = await openSignOutEverywhere();
    const revoke = await within(dialog).findByRole('checkbox', {
      name: 'Also revoke my API tokens',
    });
    expect(revoke).toHaveProperty('checked', false);
    expect(dialog.textContent).toContain('Revokes your API token');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(deviceNames()).toEqual(['Chrome 131 on Linux']));
    expect(api.callsTo(accountSessionEndpoints.signOutEverywhere)[0]?.body).toEqual({
      revoke_api_tokens: false,
    });
    expect(await screen.findByText('2 other devices were signed out.')).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
    const tokens = screen.getByRole('region', { name: 'API tokens' });
    expect(within(tokens).getByRole('listitem', { name: 'Deploy script' })).toBeTruthy();
  });

  it('revokes the API tokens too when the box is ticked', async () => {
    const { api } = await openProfile();
    const tokens = screen.getByRole('region', { name: 'API tokens' });
    await within(tokens).findByRole('listitem', { name: 'Deploy script' });
    const dialog = await openSignOutEverywhere();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also revoke my API tokens' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(
      await screen.findByText('2 other devices were signed out, and 1 API token revoked.'),
    ).toBeTruthy();
    expect(api.callsTo(accountSessionEndpoints.signOutEverywhere)[0]?.body).toEqual({
      revoke_api_tokens: true,
    });
    await waitFor(() =>
      expect(within(tokens).queryByRole('listitem', { name: 'Deploy script' })).toBeNull(),
    );
  });

  it('offers no token choice without API tokens', async () => {
    await openProfile(devicesApi([]));
    const dialog = await openSignOutEverywhere();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });
});
