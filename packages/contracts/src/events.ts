import { z } from 'zod';

/** Topics of the live channel (SPEC.md section 7 "Live events"). */
export const eventTopics = [
  'user',
  'workspace',
  'workspaceUser',
  'group',
  'groupUser',
  'project',
  'projectUser',
  'doc',
  'log',
  'projectLinks',
  'projectLogs',
  'externalLink',
  'billing',
] as const;

export const eventTopic = z.enum(eventTopics);
export type EventTopic = z.infer<typeof eventTopic>;

/**
 * One message on the SSE channel. `source` is the client id of the call that caused it, so the
 * tab that made a change can skip its own echo; it is null for changes no tab asked for.
 * Each feature narrows `payload` for its topics.
 */
export const liveMessage = z.object({
  topic: eventTopic,
  payload: z.unknown(),
  source: z.string().nullable(),
});
export type LiveMessage = z.infer<typeof liveMessage>;

/** Named SSE events besides plain messages. */
export const SSE_READY_EVENT = 'ready';
/** Sent when the events a reconnecting client missed are no longer known: refetch everything. */
export const SSE_RESET_EVENT = 'reset';
