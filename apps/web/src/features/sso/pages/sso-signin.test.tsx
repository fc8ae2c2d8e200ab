import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { ssoEndpoints } from '@hangar/contracts/endpoints/sso';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage';
import { createFakeApi, type FakeApi } from '../../../test/fake-api';
import { currentAddress, renderApp } from '../../../test/render-app';
import { signinApi, TEST_ME, tokenExpiringIn } from '../../../test/session';

const PROVIDERS = [
  { id: 'google', label: 'Sign in with Google' },
  { id: 'generic', label: 'Sign in with Acme SSO' },
];

const UNVERIFIED =
  'The sign-in provider did not confirm that this e-mail address is yours: ' +
  'verify it there, or sign in with your password.';

const CALLBACK = '/account/sso/callback?code=the-code&state=the-state&iss=https%3A%2F%2Fidp.test';

/**
 * Opens the sign-in page and waits until its providers' list (asked for a moment after the page
 * has loaded) has answered, or failed.
 */
async function openSignin(path: string, api: FakeApi) {
  const rendered = renderApp(path, api);
  await screen.findByRole('heading', { name: 'Sign in to Hangar' });
  await waitFor(() => {
    const state = rendered.queryClient.getQueryState(['sso-providers']);
    expect(state?.status ?? 'not asked yet').not.toMatch(/pending|not asked yet/);
  });
  return rendered;
}

/** A fake API where the callback answers `next` with a session, and the profile loads. */
function callbackApi(next: string) {
  return signinApi().on(ssoEndpoints.callback, {
    ...tokenExpiringIn(15 * 60_000, 'sso-token'),
    next,
  });
}

describe('single sign-on on the sign-in page', () => {
  it('offers a button per provider under the form, each opening its start with next', async () => {
    const api = createFakeApi().on(ssoEndpoints.providers, { providers: PROVIDERS });
    await openSignin('/account/signin?next=%2Faccount', api);
    expect(screen.getByText('or')).toBeTruthy();
    const google = screen.getByRole('link', { name: 'Sign in with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/sso/google/start?next=%2Faccount');
    const acme = screen.getByRole('link', { name: 'Sign in with Acme SSO' });
    expect(acme.getAttribute('href')).toBe('/api/auth/sso/generic/start?next=%2Faccount');
  });

  it('never passes on a next that leads to another site', async () => {
    const api = createFakeApi().on(ssoEndpoints.providers, { providers: PROVIDERS });
    await openSignin(`/account/signin?next=${encodeURIComponent('//evil.example')}`, api);
    const google = screen.getByRole('link', { name: 'Sign in with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/sso/google/start');
  });

  it.each([
    ['no provider is set up', createFakeApi().on(ssoEndpoints.providers, { providers: [] })],
    ['the list fails', createFakeApi().on(ssoEndpoints.providers, { detail: 'Boom' }, 500)],
  ])('shows no button when %s', async (_case, api) => {
    await openSignin('/account/signin', api);
    expect(api.callsTo(ssoEndpoints.providers)).toHaveLength(1);
    expect(screen.queryByText('or')).toBeNull();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});

describe('the single sign-on callback page', () => {
  it("posts the provider's answer, signs in as a password does, then opens next", async () => {
    const { api, router } = renderApp(CALLBACK, callbackApi('/account'));
    expect(await screen.findByRole('heading', { name: 'Profile & security' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/account');

    const [callback] = api.callsTo(ssoEndpoints.callback);
    expect(callback?.body).toEqual({
      code: 'the-code',
      state: 'the-state',
      iss: 'https://idp.test',
    });
    expect(api.callsTo(ssoEndpoints.callback)).toHaveLength(1);
    expect(api.callsTo(accountEndpoints.read)[0]?.headers.get('authorization')).toBe(
      'Bearer sso-token',
    );
    expect(storage.get('auth-access')?.access_token).toBe('sso-token');
    expect(storage.get('current-user-id')).toBe(TEST_ME.id);
  });

  it("opens the user's workspace, or its creation, when the sign-in asked for no page", async () => {
    const { router } = renderApp(CALLBACK, callbackApi('/'));
    expect(await screen.findByRole('heading', { name: 'Create your workspace' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/signup/workspace?process=onboarding');
  });

  it("shows the server's reason for a refusal, with the way back to sign-in", async () => {
    const api = createFakeApi().on(ssoEndpoints.callback, { detail: UNVERIFIED }, 401);
    const { router } = renderApp(CALLBACK, api);
    expect(await screen.findByRole('heading', { name: 'Could not sign you in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(UNVERIFIED);
    const back = screen.getByRole('link', { name: 'Back to sign in' });
    expect(back.getAttribute('href')).toBe('/account/signin');
    expect(currentAddress(router)).toBe(CALLBACK);
    expect(storage.get('auth-access')).toBeNull();
  });

  it.each([
    [
      'the answer is missing from the address',
      '/account/sso/callback?code=the-code',
      "The sign-in provider's answer is missing from this address. Start again from the sign-in page.",
    ],
    [
      'the server cannot be reached',
      CALLBACK,
      'Hangar could not finish signing you in. Start again from the sign-in page.',
    ],
  ])('says so when %s', async (_case, path, reason) => {
    const api = createFakeApi().on(ssoEndpoints.callback, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    renderApp(path, api);
    expect(await screen.findByRole('heading', { name: 'Could not sign you in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(reason);
    expect(storage.get('auth-access')).toBeNull();
  });
});
