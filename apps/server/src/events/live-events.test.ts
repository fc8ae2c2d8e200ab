import { afterEach, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../test/harness';
import { openEventStream, type EventStreamReader } from '../test/sse-client';
import { MAX_REPLAYED_EVENTS } from './bus';

const server = useTestEnvironment({ config: { sseHeartbeatMs: 100 } });
const streams: EventStreamReader[] = [];

afterEach(() => {
  streams.splice(0).forEach((stream) => stream.close());
});

async function subscribe(headers: Record<string, string> = {}): Promise<EventStreamReader> {
  const stream = await openEventStream(`${server.baseUrl}/api/sub`, headers);
  streams.push(stream);
  await stream.until((event) => event.event === 'ready');
  return stream;
}

/** A change of project `projectId`, the payload as the projects module publishes it. */
const changeOf = (projectId: number) => ({ project_id: projectId, group_id: 1, action: 'updated' });
const publish = (projectId: number, audience = {}) =>
  server.app.services.bus.publish({
    topic: 'project',
    payload: { project_id: projectId, group_id: 1, action: 'updated' },
    source: 'tab-author1',
    audience,
  });
const projectIdOf = (event: { data: string }): unknown => JSON.parse(event.data).payload.project_id;

describe('GET /api/sub', () => {
  it('streams text/event-stream and starts with a ready event', async () => {
    const stream = await subscribe();
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  });

  it('delivers {topic, payload, source} with an id to every subscriber', async () => {
    const first = await subscribe();
    const second = await subscribe();
    const stored = await publish(7);
    for (const stream of [first, second]) {
      const event = await stream.next();
      expect(event.id).toBe(stored?.id);
      expect(JSON.parse(event.data)).toEqual({
        topic: 'project',
        payload: changeOf(7),
        source: 'tab-author1',
      });
    }
  });

  it('keeps events meant for a workspace or for users away from other subscribers', async () => {
    const stream = await subscribe();
    await publish(1, { workspaceId: 1 });
    await publish(2, { userIds: [5] });
    await publish(3);
    expect(projectIdOf(await stream.next())).toBe(3);
  });

  it('sends heartbeats so proxies keep the stream open', async () => {
    const stream = await subscribe();
    // Nothing is published: reading for a while sees only heartbeat comments.
    await expect(stream.next(600)).rejects.toThrow('no server-sent event');
    expect(stream.comments.filter((comment) => comment === 'ping').length).toBeGreaterThan(1);
  });

  it('replays what a reconnecting client missed after its Last-Event-ID', async () => {
    const seen = await publish(1);
    await publish(2);
    await publish(3);
    const stream = await openEventStream(`${server.baseUrl}/api/sub`, {
      'Last-Event-ID': seen?.id ?? '',
    });
    streams.push(stream);
    const replayed = [await stream.next(), await stream.next()];
    expect(replayed.map(projectIdOf)).toEqual([2, 3]);
    expect((await stream.next()).event).toBe('ready');
    await publish(4);
    expect(projectIdOf(await stream.next())).toBe(4);
  });

  it('asks the client to refetch when its Last-Event-ID is no longer known', async () => {
    for (const lastEventId of ['999999999', 'not-an-id']) {
      const stream = await openEventStream(`${server.baseUrl}/api/sub`, {
        'Last-Event-ID': lastEventId,
      });
      streams.push(stream);
      expect((await stream.next()).event).toBe('reset');
      expect((await stream.next()).event).toBe('ready');
    }
  });

  it('asks for a refetch when more events were missed than it replays', async () => {
    const seen = await publish(1);
    for (let index = 0; index < MAX_REPLAYED_EVENTS + 1; index++) await publish(index + 2);
    const stream = await openEventStream(`${server.baseUrl}/api/sub`, {
      'Last-Event-ID': seen?.id ?? '',
    });
    streams.push(stream);
    expect((await stream.next()).event).toBe('reset');
  });

  it('forgets events past their retention, and clients then refetch', async () => {
    const old = await publish(1);
    await server.app.services.bus.pruneOlderThan(0);
    const stream = await openEventStream(`${server.baseUrl}/api/sub`, {
      'Last-Event-ID': old?.id ?? '',
    });
    streams.push(stream);
    expect((await stream.next()).event).toBe('reset');
  });
});
