import { parseLiveMessage, type EventPayload, type EventTopic } from '@hangar/contracts/events';
import type { QueryClient } from '@tanstack/react-query';
import { CLIENT_ID } from './client-id';

/** Applies one live event of a topic to the query cache; the payload is checked already. */
export type LiveTopicHandler<T extends EventTopic> = (
  payload: EventPayload<T>,
  queryClient: QueryClient,
) => void;

type AnyTopicHandler = (payload: EventPayload<EventTopic>, queryClient: QueryClient) => void;

const handlersByTopic = new Map<EventTopic, Set<AnyTopicHandler>>();

/** Features register what an event of their topic changes. Returns the unregister function. */
export function onLiveTopic<T extends EventTopic>(
  topic: T,
  handler: LiveTopicHandler<T>,
): () => void {
  // Only messages of `topic`, whose payload was checked against its schema, reach the handler.
  const stored = handler as AnyTopicHandler;
  const handlers = handlersByTopic.get(topic) ?? new Set<AnyTopicHandler>();
  handlers.add(stored);
  handlersByTopic.set(topic, handlers);
  return () => {
    handlers.delete(stored);
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
  const message = parseLiveMessage(json);
  if (!message || message.source === ownClientId) return false;
  const handlers = handlersByTopic.get(message.topic);
  if (!handlers || handlers.size === 0) return false;
  for (const handler of handlers) {
    try {
      handler(message.payload, queryClient);
    } catch (error) {
      // One broken handler must not stop the others, nor the channel.
      console.error(`Live event handler for "${message.topic}" failed`, error);
    }
  }
  return true;
}

/** The server forgot what we missed: everything cached may be stale, so refetch it all. */
export function handleLiveReset(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
