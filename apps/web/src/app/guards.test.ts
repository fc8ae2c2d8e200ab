import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../lib/storage';
import { createFakeApi, type FakeApi } from '../test/fake-api';
import { createTestQueryClient } from '../test/render';
import { storeTestSession, TEST_ME } from '../test/session';
import { setAccessTokenProvider } from '../api/client';
import { accessTokenForRequest } from '../features/auth/token-refresh';
import { fallbackRouteFor } from '../features/workspaces/fallback-route';
import { testEntry } from '../test/workspaces';
import {
  createRedirectSignedInUser,
  createRequireSignedIn,
  fallbackRoute,
  routeAfterSignin,
  safeNextPath,
} from './guards';

let api: FakeApi;

/** What a loader threw or returned: a redirect's target, or the value. */
async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response && thrown.headers.get('Location')) {
      return { redirectTo: thrown.headers.get('Location') };
    }
    throw thrown;
  }
}

function loaderArgs(path: string): LoaderFunctionArgs {
  const url = new URL(`http://localhost${path}`);
  return { request: new Request(url), url, params: {}, context: undefined, pattern: path };
}

beforeEach(() => {
  api = createFakeApi().install();
  setAccessTokenProvider(accessTokenForRequest);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const ONBOARDING = '/signup/workspace?process=onboarding';

describe('the fallback route of a signed-in user', () => {
  const acme = testEntry({ id: 3, name: 'Acme' });
  const globex = testEntry({ id: 5, name: 'Globex' });
  const invitedTo = testEntry({ id: 9, name: 'Initech' }, { pending_invite: true });

  it('is the workspace used last, while the user still belongs to it', () => {
    expect(fallbackRouteFor([acme, globex], 5)).toBe('/workspace/5');
  });

  it('is the first workspace when the last one is no longer theirs, or there is none', () => {
    expect(fallbackRouteFor([acme, globex], 42)).toBe('/workspace/3');
    expect(fallbackRouteFor([acme, globex], null)).toBe('/workspace/3');
  });

  it('is the creation of a workspace when the user has none; invitations do not count', () => {
    expect(fallbackRouteFor([], null)).toBe(ONBOARDING);
    expect(fallbackRouteFor([invitedTo], 9)).toBe(ONBOARDING);
  });

  it('comes from a fresh list of workspaces and the last one used', async () => {
    storeTestSession();
    storage.set('last-workspace', { userId: TEST_ME.id, workspaceId: 5 });
    api.on(workspaceEndpoints.list, [acme, globex]);
    await expect(fallbackRoute(createTestQueryClient())).resolves.toBe('/workspace/5');
  });

  it('ignores the last workspace of another account used in this browser', async () => {
    storeTestSession();
    storage.set('last-workspace', { userId: 99, workspaceId: 5 });
    api.on(workspaceEndpoints.list, [acme, globex]);
    await expect(fallbackRoute(createTestQueryClient())).resolves.toBe('/workspace/3');
  });
});

describe('next', () => {
  it.each([
    ['/account', '/account'],
    ['/workspace/3/project/9?modal=add-users#top', '/workspace/3/project/9?modal=add-users#top'],
  ])('keeps a path of this app: %s', async (next, kept) => {
    expect(safeNextPath(next)).toBe(kept);
    await expect(routeAfterSignin(createTestQueryClient(), next)).resolves.toBe(kept);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/account\n',
    'account',
    '',
    '/account/signin?next=/account',
  ])('never leads elsewhere: %j goes to the fallback', async (next) => {
    api.on(workspaceEndpoints.list, []);
    expect(safeNextPath(next)).toBeNull();
    await expect(routeAfterSignin(createTestQueryClient(), next)).resolves.toBe(ONBOARDING);
  });

  it('falls back when there is none', async () => {
    api.on(workspaceEndpoints.list, [testEntry({ id: 3 })]);
    await expect(routeAfterSignin(createTestQueryClient(), null)).resolves.toBe('/workspace/3');
  });
});

describe('signed-in routes', () => {
  it('send an anonymous visitor to sign-in with the address asked for', async () => {
    const requireSignedIn = createRequireSignedIn(createTestQueryClient());
    await expect(outcome(() => requireSignedIn(loaderArgs('/account?tab=2')))).resolves.toEqual({
      redirectTo: '/account/signin?next=%2Faccount%3Ftab%3D2',
    });
  });

  it('let a signed-in user in once the profile is loaded', async () => {
    storeTestSession();
    api.on(accountEndpoints.read, TEST_ME);
    const queryClient = createTestQueryClient();
    const requireSignedIn = createRequireSignedIn(queryClient);
    await expect(outcome(() => requireSignedIn(loaderArgs('/account')))).resolves.toBeNull();
    expect(queryClient.getQueryData(['users', 'me'])).toEqual(TEST_ME);
    expect(api.callsTo(accountEndpoints.read)[0]?.headers.get('authorization')).toBe(
      'Bearer token-1',
    );
  });

  it('sign the user out when the profile answers 401', async () => {
    storeTestSession();
    api.on(accountEndpoints.read, { detail: 'Session ended' }, 401);
    const requireSignedIn = createRequireSignedIn(createTestQueryClient());
    await expect(outcome(() => requireSignedIn(loaderArgs('/account')))).resolves.toEqual({
      redirectTo: '/account/signin?next=%2Faccount',
    });
    expect(storage.get('auth-access')).toBeNull();
    expect(storage.get('current-user-id')).toBeNull();
  });

  it('show other profile failures on the error page', async () => {
    storeTestSession();
    api.on(accountEndpoints.read, { detail: 'Gone' }, 410);
    const requireSignedIn = createRequireSignedIn(createTestQueryClient());
    await expect(requireSignedIn(loaderArgs('/account'))).rejects.toMatchObject({ status: 410 });
    expect(storage.get('current-user-id')).toBe(TEST_ME.id);
  });
});

describe('sign-in and sign-up pages', () => {
  const redirectSignedInUser = (path: string) =>
    createRedirectSignedInUser(createTestQueryClient())(loaderArgs(path));

  it('send a signed-in user to the fallback route', async () => {
    storeTestSession();
    api.on(workspaceEndpoints.list, [testEntry({ id: 3 })]);
    const open = () => redirectSignedInUser('/account/signin');
    await expect(outcome(open)).resolves.toEqual({ redirectTo: '/workspace/3' });
  });

  it('send a signed-in user to a safe next, where signing in would have led', async () => {
    storeTestSession();
    api.on(workspaceEndpoints.list, []);
    const withNext = () => redirectSignedInUser('/account/signin?next=%2Faccount');
    await expect(outcome(withNext)).resolves.toEqual({ redirectTo: '/account' });
    const elsewhere = () => redirectSignedInUser('/account/signin?next=https%3A%2F%2Fevil.example');
    await expect(outcome(elsewhere)).resolves.toEqual({ redirectTo: ONBOARDING });
  });

  it('stay open to anonymous visitors', async () => {
    const open = () => redirectSignedInUser('/account/signin');
    await expect(outcome(open)).resolves.toBeNull();
  });
});
