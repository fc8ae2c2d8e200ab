import { API_PREFIX } from '@hangar/contracts/http';
import { eventEndpoints } from '@hangar/contracts/endpoints/events';
import { eventTopics, type EventPayload, type EventTopic } from '@hangar/contracts/events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID } from './client-id';
import { dispatchLiveMessage } from './live-topics';
import { connectLiveChannel, onLiveTopic } from './sse';

const CHANNEL_URL = API_PREFIX + eventEndpoints.subscribe.path;

/** Just enough of EventSource to drive the channel from a test. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  readyState = 1;
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  emit(type: string, data = '') {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

/** Opens a channel over fake EventSources; `token` says what the session's token is now. */
async function openChannel(queryClient: QueryClient, token: () => string | null = () => 'token-1') {
  const close = connectLiveChannel(queryClient, {
    url: CHANNEL_URL,
    accessToken: () => Promise.resolve(token()),
    createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
  });
  await settle();
  return close;
}

/** Lets the token lookups (promises) run. */
async function settle() {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
}

const unregisters: (() => void)[] = [];
afterEach(() => {
  unregisters.splice(0).forEach((unregister) => unregister());
  FakeEventSource.instances = [];
  vi.useRealTimers();
});

/** One valid payload of every topic: a new topic fails to compile until it has one. */
const samplePayloads: { [T in EventTopic]: EventPayload<T> } = {
  user: { user_id: 1 },
  workspace: { workspace_id: 7, action: 'updated' },
  workspaceUser: { workspace_id: 7, user_id: 1, action: 'joined', role: 'MEMBER' },
  group: { group_id: 4, action: 'created' },
  groupUser: { group_id: 4, user_id: 1, action: 'added', right: 'EDIT' },
  project: { project_id: 5, group_id: 4, action: 'updated' },
  projectUser: { project_id: 5, user_id: 1, action: 'removed', right: null },
  doc: { project_id: 5, doc_id: 9, action: 'moved' },
  log: { project_id: 5, log_id: 3, action: 'notified', title: 'Launch', author: 'Ada' },
  projectLinks: { project_id: 5 },
  projectLogs: { project_id: 5 },
  externalLink: { project_id: 5, link_id: 2 },
  billing: { workspace_id: 7, change: 'plan' },
  comments: { project_id: 5, doc_id: 9, thread_id: 2 },
  inbox: { workspace_id: 7, action: 'added' },
  docLinks: { project_id: 5, doc_id: 9 },
  trash: { workspace_id: 7, entry_id: 12, action: 'added' },
};
const DOC_MOVED = samplePayloads.doc;

function listen(topic: EventTopic) {
  const handler = vi.fn();
  unregisters.push(onLiveTopic(topic, handler));
  return handler;
}

describe('the live channel', () => {
  it('hands a message to the handlers of its topic, with the query cache', () => {
    const queryClient = new QueryClient();
    const docHandler = listen('doc');
    const groupHandler = listen('group');
    const message = JSON.stringify({ topic: 'doc', payload: DOC_MOVED, source: 'other-tab' });

    expect(dispatchLiveMessage(message, queryClient)).toBe(true);
    expect(docHandler).toHaveBeenCalledWith(DOC_MOVED, queryClient);
    expect(groupHandler).not.toHaveBeenCalled();
  });

  it("ignores this tab's own echo", () => {
    const docHandler = listen('doc');
    const message = JSON.stringify({ topic: 'doc', payload: DOC_MOVED, source: CLIENT_ID });
    expect(dispatchLiveMessage(message, new QueryClient())).toBe(false);
    expect(docHandler).not.toHaveBeenCalled();
  });

  it('ignores messages that are not live messages', () => {
    const docHandler = listen('doc');
    const queryClient = new QueryClient();
    expect(dispatchLiveMessage('not json', queryClient)).toBe(false);
    expect(dispatchLiveMessage('{"topic":"weather","payload":1,"source":null}', queryClient)).toBe(
      false,
    );
    expect(docHandler).not.toHaveBeenCalled();
  });

  for (const topic of eventTopics) {
    it(`${topic}: hands on a payload of its shape, never one of another shape`, () => {
      const handler = listen(topic);
      const queryClient = new QueryClient();
      const send = (payload: unknown) =>
        dispatchLiveMessage(JSON.stringify({ topic, payload, source: null }), queryClient);
      const idsAsText = Object.fromEntries(
        Object.entries(samplePayloads[topic]).map(([key, value]) => [
          key,
          typeof value === 'number' ? String(value) : value,
        ]),
      );
      expect(send(idsAsText)).toBe(false);
      expect(send({})).toBe(false);
      expect(send(null)).toBe(false);
      expect(handler).not.toHaveBeenCalled();
      expect(send(samplePayloads[topic])).toBe(true);
      expect(handler).toHaveBeenCalledWith(samplePayloads[topic], queryClient);
    });
  }

  it('stops calling a handler once unregistered', () => {
    const handler = vi.fn();
    const unregister = onLiveTopic('log', handler);
    unregister();
    const message = JSON.stringify({ topic: 'log', payload: samplePayloads.log, source: null });
    expect(dispatchLiveMessage(message, new QueryClient())).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });

  it('feeds stream messages to the handlers', async () => {
    const docHandler = listen('doc');
    const close = await openChannel(new QueryClient());
    const source = FakeEventSource.instances[0];
    expect(source?.url).toBe(`${CHANNEL_URL}?access_token=token-1`);
    source?.emit('message', JSON.stringify({ topic: 'doc', payload: DOC_MOVED, source: null }));
    expect(docHandler).toHaveBeenCalledOnce();
    close();
    expect(source?.closed).toBe(true);
  });

  it('opens without a token when nobody is signed in', async () => {
    const close = await openChannel(new QueryClient(), () => null);
    expect(FakeEventSource.instances[0]?.url).toBe(CHANNEL_URL);
    close();
  });

  it('refetches everything on reset', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const close = await openChannel(queryClient);
    FakeEventSource.instances[0]?.emit('reset');
    expect(invalidate).toHaveBeenCalledWith();
    close();
  });

  it('reopens a channel the browser gave up on (a 401), with the refreshed token', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    let token = 'expired-token';
    const close = await openChannel(queryClient, () => token);
    const first = FakeEventSource.instances[0];
    token = 'refreshed-token';
    first?.close();
    first?.emit('error');
    await vi.advanceTimersByTimeAsync(1000);

    const second = FakeEventSource.instances[1];
    expect(second?.url).toBe(`${CHANNEL_URL}?access_token=refreshed-token`);
    second?.emit('ready');
    expect(invalidate).toHaveBeenCalledOnce();
    close();
  });

  it('tells the signed-in layout when the browser gives up on the stream', async () => {
    vi.useFakeTimers();
    const onGiveUp = vi.fn();
    const close = connectLiveChannel(new QueryClient(), {
      url: CHANNEL_URL,
      accessToken: () => Promise.resolve('revoked-token'),
      createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
      onGiveUp,
    });
    await settle();
    const first = FakeEventSource.instances[0];
    // A reconnection the browser is still trying is not giving up.
    first?.emit('error');
    await settle();
    expect(onGiveUp).not.toHaveBeenCalled();
    first?.close();
    first?.emit('error');
    expect(onGiveUp).toHaveBeenCalledOnce();
    close();
  });

  it('replaces the browser reconnection when the token it would send has changed', async () => {
    const queryClient = new QueryClient();
    let token = 'token-1';
    const close = await openChannel(queryClient, () => token);
    const first = FakeEventSource.instances[0];

    // A dropped connection while the token is still valid: the browser reconnects by itself.
    first?.emit('error');
    await settle();
    expect(first?.closed).toBe(false);
    expect(FakeEventSource.instances).toHaveLength(1);

    token = 'token-2';
    first?.emit('error');
    await settle();
    expect(first?.closed).toBe(true);
    expect(FakeEventSource.instances[1]?.url).toBe(`${CHANNEL_URL}?access_token=token-2`);
    close();
  });

  it('stays closed once closed, even when a token arrives late', async () => {
    let release: (token: string) => void = () => undefined;
    const close = connectLiveChannel(new QueryClient(), {
      url: CHANNEL_URL,
      accessToken: () => new Promise((resolve) => (release = resolve)),
      createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
    });
    close();
    release('token-1');
    await settle();
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
