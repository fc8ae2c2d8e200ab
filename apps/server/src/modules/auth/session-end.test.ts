import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { buildSignedInUser, signIn } from '../../test/factories';
import { buildOwnedDoc } from '../../test/world';
import {
  startTestServer,
  testRedisUrl,
  uniqueRedisPrefix,
  type TestServer,
} from '../../test/harness';
import { openLiveClient, type LiveClient } from '../../test/live-client';
import { startMailCapture, type MailCapture } from '../../test/mail-capture';
import { openEventStream, type EventStreamReader } from '../../test/sse-client';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

/**
 * Two instances on one database and one Redis, as behind a load balancer: a session ended on
 * one instance closes the live connections (event stream, live docs) opened with it on the other.
 */
let database: TestDatabase;
let mail: MailCapture;
let instanceA: TestServer;
let instanceB: TestServer;
const streams: EventStreamReader[] = [];
const clients: LiveClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startMailCapture();
  const config = {
    redisUrl: testRedisUrl,
    redisKeyPrefix: uniqueRedisPrefix(),
    smtpUrl: mail.smtpUrl,
    // Heartbeats (which check the token too) come too late to be what ends a stream here.
    sseHeartbeatMs: 60_000,
  };
  instanceA = await startTestServer(database.connect(), { config });
  instanceB = await startTestServer(database.connect(), { config });
});
afterEach(() => {
  streams.splice(0).forEach((stream) => stream.close());
  clients.splice(0).forEach((client) => client.close());
});
afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
  await mail?.close();
  await database?.drop();
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
  const message = await mail.waitFor(email, /Reset your Hangar password/);
  const link = new URL(mail.linkIn(message, '/account/password-reset'));
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
    const beating = await startTestServer(database.connect(), { config: { sseHeartbeatMs: 100 } });
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
