import type { FastifyRequest } from 'fastify';
import type { LiveEvent } from './types';

/** Who is listening on an SSE connection, as far as the filter needs to know. */
export interface Subscriber {
  userId: number | null;
  workspaceIds: ReadonlySet<number>;
}

export type ResolveSubscriber = (request: FastifyRequest) => Promise<Subscriber>;
export type EventFilter = (subscriber: Subscriber, event: LiveEvent) => boolean;

export const anonymousSubscriber: Subscriber = { userId: null, workspaceIds: new Set() };

/** Until sign-in exists every listener is anonymous; the accounts issue replaces this. */
export const resolveAnonymousSubscriber: ResolveSubscriber = async () => anonymousSubscriber;

/** An event reaches a subscriber only when the subscriber is in every part of its audience. */
export const audienceFilter: EventFilter = (subscriber, event) => {
  const { workspaceId, userIds } = event.audience;
  if (workspaceId !== undefined && !subscriber.workspaceIds.has(workspaceId)) return false;
  if (userIds !== undefined) {
    return subscriber.userId !== null && userIds.includes(subscriber.userId);
  }
  return true;
};
