import type { AccountSession, SignOutEverywhereResult } from '@hangar/contracts/account-sessions';
import type { AuthToken, CreatedApiToken } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { NEW_DEVICE_EMAIL } from '../auth/auth-new-device.jobs';
import { buildUser, buildWorkspace, cookieFrom, inWorkspace } from '../../test/factories';
import { useTestEnvironment, type TestServer } from '../../test/harness';
import { openEventStream } from '../../test/sse-client';
import { until } from '../../test/until';
import { SESSION_NOT_FOUND } from './account-sessions.service';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const OLDER_CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const NEW_SIGN_IN = /^New sign-in to your Hangar account$/;

interface Device {
  token: string;
  refreshCookie: string;
}

/** Signs in from a browser (its user agent) at an address (X-Forwarded-For, behind a proxy). */
async function signInFrom(
  server: TestServer,
  user: { email: string; password: string },
  userAgent: string,
  ip = '203.0.113.7',
): Promise<Device> {
  const response = await server.fetch('/api/auth/signin', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': userAgent,
      'x-forwarded-for': ip,
    },
    body: new URLSearchParams({ username: user.email, password: user.password }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as AuthToken;
  return { token: body.access_token, refreshCookie: cookieFrom(response.headers) };
}

const listDevices = (server: TestServer, token: string) =>
  server.api<{ items: AccountSession[] }>('GET', '/users/me/sessions', { token });

const refresh = (server: TestServer, device: Device, ip = '203.0.113.7') =>
  server.fetch('/api/auth/refresh', {
    method: 'POST',
    headers: { cookie: device.refreshCookie, 'x-forwarded-for': ip },
  });

const profileStatus = async (server: TestServer, token: string) =>
  (await server.api('GET', '/users/me', { token })).status;

/** Waits until every queued new-device check has run. */
async function newDeviceChecksDone(server: TestServer): Promise<void> {
  await until(
    () => server.app.services.jobs.counts(),
    (counts) =>
      counts.some((queue) => queue.queue === NEW_DEVICE_EMAIL) &&
      counts.every(
        (queue) => queue.queue !== NEW_DEVICE_EMAIL || queue.queued + queue.running === 0,
      ),
  );
}

/** A job sends the e-mail: under a loaded machine it may take a few polls of the queue. */
const JOB_MAIL_MS = 20_000;

describe('signed-in devices', () => {
  const server = useTestEnvironment({ config: { trustProxy: true } });

  it('lists each device signed in, newest first, with the current one flagged', async () => {
    const user = await buildUser(server);
    const laptop = await signInFrom(server, user, CHROME_LINUX, '203.0.113.7');
    const pc = await signInFrom(server, user, FIREFOX_WINDOWS, '198.51.100.4');

    const listed = await listDevices(server, pc.token);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const [first, second] = listed.body.items;
    expect(listed.body.items).toHaveLength(2);
    expect(first).toMatchObject({
      browser: 'Firefox 133',
      os: 'Windows',
      ip: '198.51.100.4',
      current: true,
    });
    expect(second).toMatchObject({
      browser: 'Chrome 131',
      os: 'Linux',
      ip: '203.0.113.7',
      current: false,
    });
    expect(Date.parse(second?.created_at ?? '')).not.toBeNaN();
    expect(JSON.stringify(listed.body)).not.toContain('Mozilla');

    const fromLaptop = await listDevices(server, laptop.token);
    expect(fromLaptop.body.items.map((item) => item.current)).toEqual([false, true]);
  });

  it('keeps the address of the latest refresh and when it was', async () => {
    const user = await buildUser(server);
    const phone = await signInFrom(server, user, SAFARI_IPHONE, '203.0.113.7');
    const [before] = (await listDevices(server, phone.token)).body.items;
    const refreshed = await refresh(server, phone, '192.0.2.44');
    expect(refreshed.status).toBe(200);
    const token = ((await refreshed.json()) as AuthToken).access_token;
    const [after] = (await listDevices(server, token)).body.items;
    expect(after).toMatchObject({ id: before?.id, ip: '192.0.2.44', browser: 'Safari 18' });
    expect(Date.parse(after?.last_seen_at ?? '')).toBeGreaterThan(
      Date.parse(before?.last_seen_at ?? ''),
    );
    expect(after?.created_at).toBe(before?.created_at);
  });

  it('signs one device out as signing out there would: refresh, access token and streams end', async () => {
    const user = await buildUser(server);
    const laptop = await signInFrom(server, user, CHROME_LINUX);
    const pc = await signInFrom(server, user, FIREFOX_WINDOWS);
    const stream = await openEventStream(`${server.baseUrl}/api/sub?access_token=${laptop.token}`);
    await stream.until((event) => event.event === 'ready');
    const laptopId = (await listDevices(server, pc.token)).body.items.find(
      (item) => !item.current,
    )?.id;

    const ended = await server.api('DELETE', `/users/me/sessions/${laptopId}`, { token: pc.token });
    expect(ended.status).toBe(204);
    expect(await profileStatus(server, laptop.token)).toBe(401);
    expect((await refresh(server, laptop)).status).toBe(401);
    await expect(stream.until(() => false, 10_000)).rejects.toThrow('the event stream ended');
    stream.close();

    const left = (await listDevices(server, pc.token)).body.items;
    expect(left.map((item) => item.browser)).toEqual(['Firefox 133']);
    expect(await profileStatus(server, pc.token)).toBe(200);
    const again = await server.api('DELETE', `/users/me/sessions/${laptopId}`, { token: pc.token });
    expect(again.status).toBe(404);
  });

  it("answers 404 for someone else's session or an unknown one, which stays signed in", async () => {
    const ada = await signInFrom(server, await buildUser(server), CHROME_LINUX);
    const eve = await signInFrom(server, await buildUser(server), FIREFOX_WINDOWS);
    const [adaSession] = (await listDevices(server, ada.token)).body.items;

    for (const id of [adaSession?.id, 2_000_000_000]) {
      const refused = await server.api('DELETE', `/users/me/sessions/${id}`, { token: eve.token });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ detail: SESSION_NOT_FOUND });
    }
    expect(await profileStatus(server, ada.token)).toBe(200);
    expect((await listDevices(server, ada.token)).body.items).toHaveLength(1);
  });

  it('signs out everywhere but here, and revokes the API tokens only when asked', async () => {
    const user = await buildUser(server);
    const here = await signInFrom(server, user, CHROME_LINUX);
    const workspace = await buildWorkspace(server, user);
    const created = await server.api<CreatedApiToken>('POST', '/users/me/api-tokens', {
      token: here.token,
      body: { name: 'Deploy script', scope: 'write', expires_in_days: 30 },
    });
    const scriptStatus = async () =>
      (
        await server.api('GET', '/workspaces/c', {
          token: created.body.token,
          headers: inWorkspace(workspace),
        })
      ).status;
    const signOutEverywhere = (revoke: boolean) =>
      server.api<SignOutEverywhereResult>('POST', '/users/me/sessions/sign-out-everywhere', {
        token: here.token,
        body: { revoke_api_tokens: revoke },
      });

    const others = [
      await signInFrom(server, user, FIREFOX_WINDOWS),
      await signInFrom(server, user, SAFARI_IPHONE),
    ];
    const kept = await signOutEverywhere(false);
    expect(kept.body).toEqual({ ended_sessions: 2, revoked_api_tokens: 0 });
    for (const other of others) {
      expect(await profileStatus(server, other.token)).toBe(401);
      expect((await refresh(server, other)).status).toBe(401);
    }
    expect(await profileStatus(server, here.token)).toBe(200);
    expect(await scriptStatus()).toBe(200);
    expect((await listDevices(server, here.token)).body.items.map((item) => item.current)).toEqual([
      true,
    ]);

    await signInFrom(server, user, FIREFOX_WINDOWS);
    const revoked = await signOutEverywhere(true);
    expect(revoked.body).toEqual({ ended_sessions: 1, revoked_api_tokens: 1 });
    expect(await scriptStatus()).toBe(401);
    expect(await profileStatus(server, here.token)).toBe(200);
  });

  it('refuses an API token, and a body without the choice', async () => {
    const user = await buildUser(server);
    const here = await signInFrom(server, user, CHROME_LINUX);
    const created = await server.api<CreatedApiToken>('POST', '/users/me/api-tokens', {
      token: here.token,
      body: { name: 'Script', scope: 'write', expires_in_days: 7 },
    });
    const byScript = await server.api('GET', '/users/me/sessions', { token: created.body.token });
    expect(byScript.status).toBe(403);
    const unsure = await server.api('POST', '/users/me/sessions/sign-out-everywhere', {
      token: here.token,
      body: {},
    });
    expect(unsure.status).toBe(422);
    expect(await profileStatus(server, here.token)).toBe(200);
  });

  it('e-mails the owner when a new device signs in, never for a browser already used', async () => {
    const user = await buildUser(server);
    await signInFrom(server, user, CHROME_LINUX, '203.0.113.7');
    await signInFrom(server, user, FIREFOX_WINDOWS, '198.51.100.4');

    const mail = await server.mail.waitFor(user.email, NEW_SIGN_IN, JOB_MAIL_MS);
    expect(mail.text).toContain('Device: Firefox 133 on Windows');
    expect(mail.text).toContain('IP address: 198.51.100.4');
    expect(mail.text).toMatch(/Time: \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);
    expect(new URL(server.mail.linkIn(mail, '/account')).pathname).toBe('/account');

    // Another version of a browser already used on the same system is no new device.
    await signInFrom(server, user, OLDER_CHROME_LINUX, '192.0.2.1');
    await signInFrom(server, user, FIREFOX_WINDOWS, '192.0.2.1');
    await newDeviceChecksDone(server);
    const sent = server.mail.messages.filter(
      (message) => message.to.includes(user.email) && NEW_SIGN_IN.test(message.subject),
    );
    // The very first sign-in of the account sent none either.
    expect(sent).toHaveLength(1);
  });
});

describe('the new-device e-mail while the mail server is down', () => {
  const server = useTestEnvironment({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });

  it('never fails the sign-in: the e-mail job fails and is retried later', async () => {
    const user = await buildUser(server);
    await signInFrom(server, user, CHROME_LINUX);
    const pc = await signInFrom(server, user, FIREFOX_WINDOWS);
    expect(await profileStatus(server, pc.token)).toBe(200);
    await until(
      async () => server.app.services.jobs.failures()[NEW_DEVICE_EMAIL] ?? 0,
      (failures) => failures >= 1,
    );
  });
});
