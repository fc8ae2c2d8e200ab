import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storage } from '../../lib/storage';
import { createFakeApi } from '../../test/fake-api';
import { currentAddress, renderApp } from '../../test/render-app';
import { TEST_ME, tokenExpiringIn } from '../../test/session';

describe('on app start', () => {
  it('a silent refresh with the cookie restores the session when nothing is stored', async () => {
    const api = createFakeApi()
      .on(authEndpoints.refresh, tokenExpiringIn(15 * 60_000, 'from-cookie'))
      .on(accountEndpoints.read, TEST_ME);
    const { router } = renderApp('/account', api);
    expect(await screen.findByRole('heading', { name: 'Profile & security' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/account');
    // The root loader and the route's guard waited for the same single attempt.
    expect(api.callsTo(authEndpoints.refresh)).toHaveLength(1);
    expect(storage.get('current-user-id')).toBe(TEST_ME.id);
  });

  it('an expired session the server refuses to refresh is forgotten', async () => {
    createFakeApi().install();
    storage.set('auth-access', tokenExpiringIn(-60_000, 'dead'));
    storage.set('current-user-id', TEST_ME.id);
    vi.resetModules();
    const { restoreSession } = await import('./restore-session');
    const { setAccessTokenProvider } = await import('../../api/client');
    const { accessTokenForRequest } = await import('./token-refresh');
    setAccessTokenProvider(accessTokenForRequest);
    await restoreSession();
    expect(storage.get('auth-access')).toBeNull();
    expect(storage.get('current-user-id')).toBeNull();
  });
});
