import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID } from './client-id';
import { dispatchLiveMessage } from './live-topics';
import { connectLiveChannel, onLiveTopic } from './sse';

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

function openChannel(queryClient: QueryClient) {
  return connectLiveChannel(queryClient, {
    url: '/api/sub',
    createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
  });
}

const unregisters: (() => void)[] = [];
afterEach(() => {
  unregisters.splice(0).forEach((unregister) => unregister());
  FakeEventSource.instances = [];
  vi.useRealTimers();
});

function listen(topic: 'doc' | 'group') {
  const handler = vi.fn();
  unregisters.push(onLiveTopic(topic, handler));
  return handler;
}

describe('the live channel', () => {
  it('hands a message to the handlers of its topic, with the query cache', () => {
    const queryClient = new QueryClient();
    const docHandler = listen('doc');
    const groupHandler = listen('group');
    const message = JSON.stringify({ topic: 'doc', payload: { id: 4 }, source: 'other-tab' });

    expect(dispatchLiveMessage(message, queryClient)).toBe(true);
    expect(docHandler).toHaveBeenCalledWith({ id: 4 }, queryClient);
    expect(groupHandler).not.toHaveBeenCalled();
  });

  it("ignores this tab's own echo", () => {
    const docHandler = listen('doc');
    const message = JSON.stringify({ topic: 'doc', payload: { id: 4 }, source: CLIENT_ID });
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

  it('stops calling a handler once unregistered', () => {
    const handler = vi.fn();
    const unregister = onLiveTopic('log', handler);
    unregister();
    dispatchLiveMessage('{"topic":"log","payload":1,"source":null}', new QueryClient());
    expect(handler).not.toHaveBeenCalled();
  });

  it('feeds stream messages to the handlers', () => {
    const docHandler = listen('doc');
    const close = openChannel(new QueryClient());
    const source = FakeEventSource.instances[0];
    expect(source?.url).toBe('/api/sub');
    source?.emit('message', JSON.stringify({ topic: 'doc', payload: 1, source: null }));
    expect(docHandler).toHaveBeenCalledOnce();
    close();
    expect(source?.closed).toBe(true);
  });

  it('refetches everything on reset', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const close = openChannel(queryClient);
    FakeEventSource.instances[0]?.emit('reset');
    expect(invalidate).toHaveBeenCalledWith();
    close();
  });

  it('reopens a channel the browser gave up on, then refetches what was missed', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const close = openChannel(queryClient);
    const first = FakeEventSource.instances[0];
    first?.close();
    first?.emit('error');
    vi.advanceTimersByTime(1000);

    const second = FakeEventSource.instances[1];
    expect(second).toBeDefined();
    second?.emit('ready');
    expect(invalidate).toHaveBeenCalledOnce();
    close();
  });
});
