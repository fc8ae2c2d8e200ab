import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import type { LoaderFunctionArgs } from 'react-router';
import { isRouteErrorResponse } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getCurrentWorkspaceId,
  setAccessTokenProvider,
  setCurrentWorkspaceId,
} from '../api/client';
import { accessTokenForRequest } from '../features/auth/token-refresh';
import { storage } from '../lib/storage';
import { createTestQueryClient } from '../test/render';
import { storeTestSession, TEST_ME } from '../test/session';
import { testEntry, testWorkspace, workspaceApi } from '../test/workspaces';
import {
  createRequireOnboardingWorkspace,
  createRequireSettingsEntry,
  createWorkspaceAccess,
  parseWorkspaceId,
} from './workspace-guards';

function loaderArgs(path: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  const url = new URL(`http://localhost${path}`);
  return { request: new Request(url), url, params, context: undefined, pattern: path };
}

/** What a loader did: a redirect's target, an error page's status and reason, or its value. */
async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return { value: await run() };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirectTo: thrown.headers.get('Location') };
    if (typeof thrown === 'object' && thrown !== null && 'init' in thrown && 'data' in thrown) {
      const { init, data } = thrown as { init: { status: number } | null; data: unknown };
      return { status: init?.status, data };
    }
    if (isRouteErrorResponse(thrown)) return { status: thrown.status, data: thrown.data };
    throw thrown;
  }
}

const acme = testWorkspace({ id: 7, name: 'Acme', role: 'MEMBER' });

beforeEach(() => {
  setAccessTokenProvider(accessTokenForRequest);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  setCurrentWorkspaceId(null);
});

describe('workspace ids of the address', () => {
  it.each([
    ['7', 7],
    ['0042', 42],
  ])('reads digits: %s', (value, id) => expect(parseWorkspaceId(value)).toBe(id));

  it.each(['abc', '7a', '-3', '1.5', '0', '', '99999999999'])('refuses %j', (value) => {
    expect(parseWorkspaceId(value)).toBeNull();
  });
});

describe('workspace routes', () => {
  const open = (path: string, wsid: string) =>
    outcome(() => createWorkspaceAccess(createTestQueryClient())(loaderArgs(path, { wsid })));

  it('send an anonymous visitor to sign-in, coming back to the workspace', async () => {
    workspaceApi(acme).install();
    await expect(open('/workspace/7', '7')).resolves.toEqual({
      redirectTo: '/account/signin?next=%2Fworkspace%2F7',
    });
  });

  it('let a member in: the workspace becomes the current one and the one to come back to', async () => {
    storeTestSession();
    const api = workspaceApi(acme).install();
    const result = await open('/workspace/7', '7');
    expect(result).toMatchObject({ value: { workspaceId: 7, workspace: { role: 'MEMBER' } } });
    expect(getCurrentWorkspaceId()).toBe('7');
    expect(storage.get('last-workspace')).toEqual({ userId: TEST_ME.id, workspaceId: 7 });
    expect(api.callsTo(workspaceEndpoints.read)[0]?.headers.get('x-workspace-id')).toBe('7');
  });

  it('show the 404 page for a workspace the user does not belong to', async () => {
    storeTestSession();
    storage.set('last-workspace', { userId: TEST_ME.id, workspaceId: 8 });
    const api = workspaceApi(acme).install();
    await expect(open('/workspace/8', '8')).resolves.toEqual({
      status: 404,
      data: { detail: 'Workspace not found' },
    });
    // Nothing about that workspace was asked, and it is no longer the one to come back to.
    expect(api.callsTo(workspaceEndpoints.read)).toHaveLength(0);
    expect(storage.get('last-workspace')).toBeNull();
  });

  it('show the 404 page for a workspace whose invitation is still pending', async () => {
    storeTestSession();
    workspaceApi(acme, {
      otherEntries: [testEntry({ id: 9, name: 'Initech' }, { pending_invite: true })],
    }).install();
    await expect(open('/workspace/9', '9')).resolves.toMatchObject({ status: 404 });
  });

  it('show the 404 page for an id that is not a number', async () => {
    storeTestSession();
    workspaceApi(acme).install();
    await expect(open('/workspace/acme', 'acme')).resolves.toMatchObject({ status: 404 });
  });

  it('send a user without any workspace to create one', async () => {
    storeTestSession();
    workspaceApi(acme).on(workspaceEndpoints.list, []).install();
    await expect(open('/workspace/7', '7')).resolves.toEqual({
      redirectTo: '/signup/workspace?process=onboarding',
    });
  });

  it('ask again before refusing a workspace the cached list does not know yet', async () => {
    storeTestSession();
    const api = workspaceApi(acme).install();
    const queryClient = createTestQueryClient();
    const access = createWorkspaceAccess(queryClient);
    await access(loaderArgs('/workspace/7', { wsid: '7' }));

    const created = testWorkspace({ id: 12, name: 'New one' });
    api.on(workspaceEndpoints.list, [testEntry(acme), testEntry(created)]);
    api.on(workspaceEndpoints.read, created);
    await expect(
      outcome(() => access(loaderArgs('/workspace/12', { wsid: '12' }))),
    ).resolves.toMatchObject({ value: { workspaceId: 12 } });
  });
});

describe('settings pages', () => {
  const open = (entry: 'team' | 'billing' | 'profile', role: 'OWNER' | 'ADMIN' | 'GUEST') => {
    storeTestSession();
    workspaceApi(testWorkspace({ id: 7, role })).install();
    const path = `/workspace/7/settings/${entry}`;
    const loader = createRequireSettingsEntry(createTestQueryClient(), entry);
    return outcome(() => loader(loaderArgs(path, { wsid: '7' })));
  };

  it.each([
    ['profile', 'GUEST'],
    ['team', 'ADMIN'],
    ['billing', 'OWNER'],
  ] as const)('open %s to a %s', async (entry, role) => {
    await expect(open(entry, role)).resolves.toEqual({ value: null });
  });

  it.each([
    ['team', 'GUEST'],
    ['billing', 'ADMIN'],
  ] as const)('show the 403 page of %s to a %s', async (entry, role) => {
    await expect(open(entry, role)).resolves.toMatchObject({ status: 403 });
  });
});

describe('the onboarding steps after the workspace', () => {
  const open = () =>
    outcome(() =>
      createRequireOnboardingWorkspace(createTestQueryClient())(loaderArgs('/signup/team')),
    );

  it('act on the workspace used last', async () => {
    storeTestSession();
    storage.set('last-workspace', { userId: TEST_ME.id, workspaceId: 12 });
    workspaceApi(acme, { otherEntries: [testEntry({ id: 12, name: 'Brand new' })] })
      .on(workspaceEndpoints.read, testWorkspace({ id: 12, name: 'Brand new' }))
      .install();
    await expect(open()).resolves.toMatchObject({ value: { workspaceId: 12 } });
    expect(getCurrentWorkspaceId()).toBe('12');
  });

  it('send a user without any workspace to create one', async () => {
    storeTestSession();
    workspaceApi(acme).on(workspaceEndpoints.list, []).install();
    await expect(open()).resolves.toEqual({ redirectTo: '/signup/workspace?process=onboarding' });
  });
});
