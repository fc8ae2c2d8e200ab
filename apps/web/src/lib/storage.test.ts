import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_PREFIX, storage } from './storage';

afterEach(() => window.localStorage.clear());

describe('storage', () => {
  it('keeps values under the product prefix and reads them back typed', () => {
    storage.set('menu-opened', false);
    storage.set('current-user-id', 42);
    storage.set('auth-access', {
      token_type: 'bearer',
      access_token: 'abc',
      expires_at: '2030-01-01T00:00:00Z',
    });

    expect(window.localStorage.getItem(`${STORAGE_PREFIX}menu-opened`)).toBe('false');
    expect(storage.get('menu-opened')).toBe(false);
    expect(storage.get('current-user-id')).toBe(42);
    expect(storage.get('auth-access')?.access_token).toBe('abc');
  });

  it('returns null for a key that was never set', () => {
    expect(storage.get('user-prefs')).toBeNull();
  });

  it('returns null for a value of the wrong shape, and forgets it', () => {
    window.localStorage.setItem(`${STORAGE_PREFIX}current-user-id`, '"not a number"');
    expect(storage.get('current-user-id')).toBeNull();
    expect(window.localStorage.getItem(`${STORAGE_PREFIX}current-user-id`)).toBeNull();
  });

  it('returns null for a value that is not JSON, and forgets it', () => {
    window.localStorage.setItem(`${STORAGE_PREFIX}menu-opened`, '{broken');
    expect(storage.get('menu-opened')).toBeNull();
    expect(window.localStorage.getItem(`${STORAGE_PREFIX}menu-opened`)).toBeNull();
  });

  it('only accepts the known menu group filters', () => {
    storage.set('user-menu-group-pref', 'my-groups');
    expect(storage.get('user-menu-group-pref')).toBe('my-groups');
    window.localStorage.setItem(`${STORAGE_PREFIX}user-menu-group-pref`, '"everything"');
    expect(storage.get('user-menu-group-pref')).toBeNull();
  });

  it('removes a value', () => {
    storage.set('activation', 'token-1');
    storage.remove('activation');
    expect(storage.get('activation')).toBeNull();
  });

  it('ignores entries without the prefix', () => {
    window.localStorage.setItem('menu-opened', 'true');
    expect(storage.get('menu-opened')).toBeNull();
  });
});
