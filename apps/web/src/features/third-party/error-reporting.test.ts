import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { privateBreadcrumb, privateEvent, withoutQuery } from './error-reporting';

describe('error reports', () => {
  it('keep only the user id and the URL without its query', () => {
    const event: ErrorEvent = {
      type: undefined,
      message: 'boom',
      user: {
        id: '42',
        email: 'ada@example.com',
        username: 'Ada Lovelace',
        ip_address: '203.0.113.7',
      },
      request: {
        url: 'https://hangar.example/account/password-reset?token=secret#top',
        query_string: 'token=secret',
        cookies: { hangar_refresh: 'refresh-secret' },
        headers: { Authorization: 'Bearer access-secret', 'User-Agent': 'Firefox' },
        data: { password: 'analytical engine' },
        env: { REMOTE_ADDR: '203.0.113.7' },
      },
    };
    const sent = privateEvent(event);
    expect(sent.user).toEqual({ id: '42' });
    expect(sent.request).toEqual({ url: 'https://hangar.example/account/password-reset' });
    expect(JSON.stringify(sent)).not.toMatch(/secret|ada@example|203\.0\.113|analytical/);
    expect(sent.message).toBe('boom');
  });

  it('keep no user at all when none has an id', () => {
    const sent = privateEvent({ type: undefined, user: { email: 'ada@example.com' } });
    expect(sent.user).toEqual({});
  });

  it('cut the query from the addresses of breadcrumbs', () => {
    const crumb = privateBreadcrumb({
      category: 'navigation',
      data: { from: '/signup/profile?token=a', to: '/invitation?inviteToken=b', status: 200 },
    });
    expect(crumb.data).toEqual({ from: '/signup/profile', to: '/invitation', status: 200 });
    const fetched = privateBreadcrumb({ category: 'fetch', data: { url: '/api/x?q=1' } });
    expect(fetched.data).toEqual({ url: '/api/x' });
    expect(withoutQuery('/a#b')).toBe('/a');
  });
});
