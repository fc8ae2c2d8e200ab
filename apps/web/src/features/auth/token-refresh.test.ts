import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../lib/storage';
import { createFakeApi, type FakeApi } from '../../test/fake-api';
import { tokenExpiringIn } from '../../test/session';

let api: FakeApi;

/** A fresh copy of the module: its in-flight and refused-token state starts empty. */
async function loadRefresh() {
  vi.resetModules();
  return import('./token-refresh');
}

function answerRefreshWith(accessToken: string) {
  api.on(authEndpoints.refresh, () => Response.json(tokenExpiringIn(15 * 60_000, accessToken)));
}

beforeEach(() => {
  api = createFakeApi().install();
  storage.set('current-user-id', 1);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the access token for a call', () => {
  it('is the stored one while it is valid, without any refresh', async () => {
    storage.set('auth-access', tokenExpiringIn(60_000, 'still-good'));
    const { accessTokenForRequest } = await loadRefresh();
    await expect(accessTokenForRequest()).resolves.toBe('still-good');
    expect(api.callsTo(authEndpoints.refresh)).toHaveLength(0);
  });

  it('is refreshed first when it expires within the margin, and the new one is stored', async () => {
    storage.set('auth-access', tokenExpiringIn(20_000, 'old'));
    answerRefreshWith('new');
    const { accessTokenForRequest } = await loadRefresh();
    await expect(accessTokenForRequest()).resolves.toBe('new');
    expect(storage.get('auth-access')?.access_token).toBe('new');
    const [refresh] = api.callsTo(authEndpoints.refresh);
    expect(refresh?.headers.get('authorization')).toBeNull();
  });

  it('is none when there is no session: anonymous calls do not refresh', async () => {
    window.localStorage.clear();
    const { accessTokenForRequest } = await loadRefresh();
    await expect(accessTokenForRequest()).resolves.toBeNull();
    expect(api.callsTo(authEndpoints.refresh)).toHaveLength(0);
  });
});

describe('refreshing', () => {
  it('sends one request for calls made at the same time in a tab', async () => {
    storage.set('auth-access', tokenExpiringIn(-1000, 'old'));
    answerRefreshWith('new');
    const { accessTokenForRequest } = await loadRefresh();
    const tokens = await Promise.all([
      accessTokenForRequest(),
      accessTokenForRequest(),
      accessTokenForRequest(),
    ]);
    expect(tokens).toEqual(['new', 'new', 'new']);
    expect(api.callsTo(authEndpoints.refresh)).toHaveLength(1);
  });

  it('holds the Web Lock, and takes the token another tab got while it waited', async () => {
    storage.set('auth-access', tokenExpiringIn(-1000, 'old'));
    const lockNames: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, task: () => Promise<unknown>) => {
          lockNames.push(name);
          // While this tab waited for the lock, another tab refreshed and stored its token.
          storage.set('auth-access', tokenExpiringIn(15 * 60_000, 'from-other-tab'));
          return task();
        },
      },
    });
    const { accessTokenForRequest, REFRESH_LOCK_NAME } = await loadRefresh();
    await expect(accessTokenForRequest()).resolves.toBe('from-other-tab');
    expect(lockNames).toEqual([REFRESH_LOCK_NAME]);
    expect(api.callsTo(authEndpoints.refresh)).toHaveLength(0);
  });

  it('fails silently: the call goes out anonymous, and the refused token is not retried', async () => {
    storage.set('auth-access', tokenExpiringIn(-1000, 'old'));
    const { accessTokenForRequest, refreshAccessToken } = await loadRefresh();
    await expect(refreshAccessToken()).resolves.toBeNull();
    await expect(accessTokenForRequest()).resolves.toBeNull();
    expect(api.callsTo(authEndpoints.refresh)).toHaveLength(1);
  });

  it.each([
    ['could not be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'answered 503 (its database was down)',
      () => Response.json({ detail: 'The service is temporarily unavailable' }, { status: 503 }),
    ],
  ])('keeps the session and tries again later when the server %s', async (_, answer) => {
    storage.set('auth-access', tokenExpiringIn(-1000, 'old'));
    api.on(authEndpoints.refresh, answer);
    const { accessTokenForRequest } = await loadRefresh();
    // Anonymous, the call would get a 401 and end the session; with the old token it fails alike.
    await expect(accessTokenForRequest()).resolves.toBe('old');
    answerRefreshWith('back-online');
    await expect(accessTokenForRequest()).resolves.toBe('back-online');
  });
});
