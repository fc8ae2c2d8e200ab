import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { useTestEnvironment } from '../../test/harness';
import { buildSignedInUser, buildUser, cookieFrom, signIn } from '../../test/factories';

const server = useTestEnvironment();

function signinForm(username: string, password: string) {
  return server.fetch('/api/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
}

const refresh = (cookie?: string) =>
  server.fetch('/api/auth/refresh', { method: 'POST', headers: cookie ? { cookie } : {} });

describe('POST /api/auth/signin', () => {
  it('returns a short-lived access token and sets the refresh cookie', async () => {
    const user = await buildUser(server);
    const response = await signinForm(user.email, user.password);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control'), 'an answer that carries a token').toBe(
      'no-store',
    );
    const body = (await response.json()) as { token_type: string; expires_at: string };
    expect(body.token_type).toBe('bearer');
    const lifetimeMs = new Date(body.expires_at).getTime() - Date.now();
    expect(lifetimeMs).toBeGreaterThan(14 * 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(15 * 60_000);
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^hangar_refresh=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
  });

  it('accepts the address in any case and with spaces around it', async () => {
    const user = await buildUser(server);
    const response = await signinForm(`  ${user.email.toUpperCase()} `, user.password);
    expect(response.status).toBe(200);
  });

  it("answers 'Incorrect email or password' for a wrong password or an unknown address", async () => {
    const user = await buildUser(server);
    for (const [email, password] of [
      [user.email, 'wrong password'],
      ['nobody@example.com', user.password],
    ] as const) {
      const response = await signinForm(email, password);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ detail: 'Incorrect email or password' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('answers missing fields with the validation list', async () => {
    const response = await server.fetch('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: [
        { loc: ['body', 'username'], msg: 'This field is required' },
        { loc: ['body', 'password'], msg: 'This field is required' },
      ],
    });
  });
});

describe('access tokens', () => {
  it('let the signed-in user load their profile, and nobody else', async () => {
    const { user, token } = await buildSignedInUser(server, { fullname: 'Grace Hopper' });
    const me = await server.api('GET', '/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: user.id,
      email: user.email,
      fullname: 'Grace Hopper',
      avatar: null,
      initial: 'GH',
      pending_email_reset: false,
    });
    const refusedHeaders: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-real-token' },
      { authorization: token },
    ];
    for (const headers of refusedHeaders) {
      const refused = await server.api('GET', '/users/me', { headers });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ detail: 'Not authenticated' });
    }
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh cookie and gives a new access token', async () => {
    const { refreshCookie } = await buildSignedInUser(server);
    const response = await refresh(refreshCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { access_token: string };
    const rotated = cookieFrom(response.headers);
    expect(rotated).not.toBe(refreshCookie);
    expect((await server.api('GET', '/users/me', { token: body.access_token })).status).toBe(200);
    expect((await refresh(rotated)).status).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const { token, refreshCookie } = await buildSignedInUser(server);
    const first = await refresh(refreshCookie);
    const { access_token: newToken } = (await first.json()) as { access_token: string };
    const rotated = cookieFrom(first.headers);

    const replay = await refresh(refreshCookie);
    expect(replay.status).toBe(401);

    for (const accessToken of [token, newToken]) {
      expect((await server.api('GET', '/users/me', { token: accessToken })).status).toBe(401);
    }
    expect((await refresh(rotated)).status).toBe(401);
  });

  it('answers 401 and clears the cookie once the refresh token has expired', async () => {
    const { refreshCookie } = await buildSignedInUser(server);
    await server.app.services.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshCookie.split('=')[1] ?? '')));
    const response = await refresh(refreshCookie);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      detail: 'Your session has expired. Please sign in again.',
    });
    expect(response.headers.getSetCookie().join()).toMatch(/hangar_refresh=;/);
  });

  it('answers 401 and clears the cookie without a valid refresh cookie', async () => {
    for (const cookie of [undefined, 'hangar_refresh=bogus-but-long-enough-value']) {
      const response = await refresh(cookie);
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie().join()).toMatch(/hangar_refresh=;/);
    }
  });
});

describe('POST /api/auth/signout', () => {
  it('ends the session: neither its access token nor its refresh cookie work any more', async () => {
    const { token, refreshCookie } = await buildSignedInUser(server);
    const response = await server.fetch('/api/auth/signout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, cookie: refreshCookie },
    });
    expect(response.status).toBe(204);
    expect((await server.api('GET', '/users/me', { token })).status).toBe(401);
    expect((await refresh(refreshCookie)).status).toBe(401);
  });

  it('leaves the other sessions of the same user alone', async () => {
    const { user, token } = await buildSignedInUser(server);
    const other = await signIn(server, user.email, user.password);
    await server.fetch('/api/auth/signout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await server.api('GET', '/users/me', { token: other.token })).status).toBe(200);
  });
});
