import { liveMessage, type EventTopic } from '@hangar/contracts/events';
import type { QueryClient } from '@tanstack/react-query';
import { CLIENT_ID } from './client-id';

/** Applies one live event of a topic to the query cache; `payload` is the feature's to parse. */
export type LiveTopicHandler = (payload: unknown, queryClient: QueryClient) => void;

const handlersByTopic = new Map<EventTopic, Set<LiveTopicHandler>>();

/** Features register what an event of their topic changes. Returns the unregister function. */
export function onLiveTopic(topic: EventTopic, handler: LiveTopicHandler): () => void {
  const handlers = handlersByTopic.get(topic) ?? new Set<LiveTopicHandler>();
  handlers.add(handler);
  handlersByTopic.set(topic, handlers);
  return () => {
    handlers.delete(handler);
  };
}

/**
 * Hands one SSE message to the handlers of its topic. Messages this tab caused (their `source`
 * is our client id) are skipped: the tab already updated its cache. Returns whether it was used.
 */
export function dispatchLiveMessage(
  rawData: string,
  queryClient: QueryClient,
  ownClientId: string = CLIENT_ID,
): boolean {
  let json: unknown;
  try {
    json = JSON.parse(rawData);
  } catch {
    return false;
  }
  const parsed = liveMessage.safeParse(json);
  if (!parsed.success || parsed.data.source === ownClientId) return false;
  const handlers = handlersByTopic.get(parsed.data.topic);
  if (!handlers || handlers.size === 0) return false;
  for (const handler of handlers) {
    try {
      handler(parsed.data.payload, queryClient);
    } catch (error) {
      // One broken handler must not stop the others, nor the channel.
      console.error(`Live event handler for "${parsed.data.topic}" failed`, error);
    }
  }
  return true;
}

/** The server forgot what we missed: everything cached may be stale, so refetch it all. */
export function handleLiveReset(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
