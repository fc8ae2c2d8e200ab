import type { FastifyRequest } from 'fastify';
import type { LiveEvent } from './types';

/** Who is listening on an SSE connection, as far as the filter needs to know. */
export interface Subscriber {
  userId: number | null;
  /** The session whose access token opened the stream: the stream ends with it. */
  sessionId?: number;
  workspaceIds: ReadonlySet<number>;
  /** Sees every event first, to keep `workspaceIds` current when memberships change. */
  observe?: (event: LiveEvent) => void;
  /** Asked at each heartbeat: once the access token has expired, the stream ends. */
  stillValid?: () => Promise<boolean>;
}

export type ResolveSubscriber = (request: FastifyRequest) => Promise<Subscriber>;
export type EventFilter = (subscriber: Subscriber, event: LiveEvent) => boolean;

export const anonymousSubscriber: Subscriber = { userId: null, workspaceIds: new Set() };

/**
 * An event reaches a subscriber who belongs to its workspace or is one of its users (either is
 * enough); an event with no audience reaches everyone.
 */
export const audienceFilter: EventFilter = (subscriber, event) => {
  const { workspaceId, userIds } = event.audience;
  if (workspaceId === undefined && userIds === undefined) return true;
  if (workspaceId !== undefined && subscriber.workspaceIds.has(workspaceId)) return true;
  return subscriber.userId !== null && (userIds ?? []).includes(subscriber.userId);
};
