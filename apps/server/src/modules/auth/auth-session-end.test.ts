import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { accessTokens } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { buildSignedInUser, signIn } from '../../test/factories';
import { buildOwnedDoc } from '../../test/world';
import { startTestServer, useTwoInstances } from '../../test/harness';
import { openLiveClient, type LiveClient } from '../../test/live-client';
import { openEventStream, type EventStreamReader } from '../../test/sse-client';

/**
 * Two instances on one database and one Redis, as behind a load balancer: a session ended on
 * one instance closes the live connections (event stream, live docs) opened with it on the other.
 */
const { a: instanceA, b: instanceB } = useTwoInstances({
  // Heartbeats (which check the token too) come too late to be what ends a stream here.
  config: { sseHeartbeatMs: 60_000 },
});
const streams: EventStreamReader[] = [];
const clients: LiveClient[] = [];

afterEach(() => {
  streams.splice(0).forEach((stream) => stream.close());
  clients.splice(0).forEach((client) => client.close());
});

async function listenOnB(token: string): Promise<EventStreamReader> {
  const stream = await openEventStream(`${instanceB.baseUrl}/api/sub?access_token=${token}`);
  streams.push(stream);
  await stream.until((event) => event.event === 'ready');
  return stream;
}

/** Resolves once the server has ended the stream (heartbeats alone never match). */
const streamEnd = (stream: EventStreamReader) => stream.until(() => false, 10_000);

async function waitUntil(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function resetPasswordByMail(email: string, password: string): Promise<void> {
  await instanceA.api('POST', '/users/password-lost', { body: { email } });
  const message = await instanceA.mail.waitFor(email, /Reset your Hangar password/);
  const link = new URL(instanceA.mail.linkIn(message, '/account/password-reset'));
  const reset = await instanceA.api('POST', '/users/password-reset', {
    body: { token: link.searchParams.get('token'), password },
  });
  expect(reset.status).toBe(200);
}

describe('a session that ends', () => {
  it('ends the event streams opened with it, on every instance, when the password is reset', async () => {
    const { user, token } = await buildSignedInUser(instanceA);
    const stream = await listenOnB(token);
    await resetPasswordByMail(user.email, 'a brand new secret');
    await expect(streamEnd(stream)).rejects.toThrow('the event stream ended');
    const reopened = await instanceB.fetch(`/api/sub?access_token=${token}`);
    expect(reopened.status).toBe(401);
  });

  it('leaves the streams of other sessions open when one signs out', async () => {
    const { user, token } = await buildSignedInUser(instanceA);
    const other = await signIn(instanceA, user.email, user.password);
    const leaving = await listenOnB(token);
    const staying = await listenOnB(other.token);
    const signout = await instanceA.api('POST', '/auth/signout', { token });
    expect(signout.status).toBe(204);
    await expect(streamEnd(leaving)).rejects.toThrow('the event stream ended');
    await instanceA.app.services.bus.publish({
      topic: 'user',
      payload: { user_id: user.id },
      source: null,
      audience: { userIds: [user.id] },
    });
    const event = await staying.until((message) => message.event === 'message');
    expect(JSON.parse(event.data)).toEqual({
      topic: 'user',
      payload: { user_id: user.id },
      source: null,
    });
  });

  it('ends an event stream at the heartbeat once its access token has expired', async () => {
    const beating = await startTestServer(instanceA.database.connect(), {
      config: { sseHeartbeatMs: 100 },
    });
    try {
      const { token } = await buildSignedInUser(beating);
      const stream = await openEventStream(`${beating.baseUrl}/api/sub?access_token=${token}`);
      streams.push(stream);
      await stream.until((event) => event.event === 'ready');
      await beating.app.services.database.db
        .update(accessTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accessTokens.tokenHash, hashToken(token)));
      await expect(streamEnd(stream)).rejects.toThrow('the event stream ended');
    } finally {
      await beating.close();
    }
  });

  it('closes the live docs opened with it, on every instance, and the old token cannot reconnect', async () => {
    const { owner, docId } = await buildOwnedDoc(instanceA);
    const client = await openLiveClient({ baseUrl: instanceB.baseUrl, docId, token: owner.token });
    clients.push(client);
    expect(client.provider.isAuthenticated).toBe(true);

    const signout = await instanceA.api('POST', '/auth/signout', { token: owner.token });
    expect(signout.status).toBe(204);

    const openOnB = () =>
      instanceB.app.services.live.hocuspocus.documents.get(`doc:${docId}`)?.getConnectionsCount() ??
      0;
    await waitUntil(() => openOnB() === 0, 'the live doc connection closed on instance B');
    // The provider reconnects by itself with the token it has: the server refuses it.
    await waitUntil(() => client.failed !== null, 'the reconnection was refused');
    expect(client.provider.isAuthenticated).toBe(false);
    const again = await openLiveClient({ baseUrl: instanceB.baseUrl, docId, token: owner.token });
    clients.push(again);
    expect(again.failed).not.toBeNull();
  });
});
