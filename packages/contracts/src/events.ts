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
  'comments',
  'inbox',
  'docLinks',
  'trash',
] as const;

export const eventTopic = z.enum(eventTopics);
export type EventTopic = z.infer<typeof eventTopic>;

/** Named SSE events besides plain messages. */
export const SSE_READY_EVENT = 'ready';
/** Sent when the events a reconnecting client missed are no longer known: refetch everything. */
export const SSE_RESET_EVENT = 'reset';

/** `workspace`: the workspace's settings changed, or it is gone. */
export const workspaceEventPayload = z.object({
  workspace_id: z.number().int(),
  action: z.enum(['updated', 'deleted']),
});
export type WorkspaceEventPayload = z.infer<typeof workspaceEventPayload>;

/** `workspaceUser`: someone joined, was invited, changed role or left a workspace. */
export const workspaceUserEventPayload = z.object({
  workspace_id: z.number().int(),
  user_id: z.number().int(),
  action: z.enum(['invited', 'joined', 'updated', 'removed']),
  role: z.enum(['OWNER', 'ADMIN', 'MEMBER', 'GUEST']).nullable(),
});
export type WorkspaceUserEventPayload = z.infer<typeof workspaceUserEventPayload>;

/** `user`: a user's profile (name, avatar, e-mail) changed. */
export const userEventPayload = z.object({ user_id: z.number().int() });
export type UserEventPayload = z.infer<typeof userEventPayload>;

const itemAction = z.enum(['created', 'updated', 'archived', 'restored', 'deleted']);
/** Someone's place on a group's or project's team changed (right null when removed). */
const teamChange = {
  user_id: z.number().int(),
  action: z.enum(['added', 'updated', 'removed']),
  right: z.enum(['EDIT', 'INVITE', 'VIEW']).nullable(),
};

/** `group`: a group was created, changed, archived, restored or deleted. */
export const groupEventPayload = z.object({ group_id: z.number().int(), action: itemAction });
export type GroupEventPayload = z.infer<typeof groupEventPayload>;

/** `groupUser`: someone's place on a group's team changed (right null when removed). */
export const groupUserEventPayload = z.object({ group_id: z.number().int(), ...teamChange });
export type GroupUserEventPayload = z.infer<typeof groupUserEventPayload>;

/** `project`: a project was created, changed, archived, restored or deleted. */
export const projectEventPayload = z.object({
  project_id: z.number().int(),
  group_id: z.number().int(),
  action: itemAction,
});
export type ProjectEventPayload = z.infer<typeof projectEventPayload>;

/** `projectUser`: someone's place on a project's team changed. */
export const projectUserEventPayload = z.object({ project_id: z.number().int(), ...teamChange });
export type ProjectUserEventPayload = z.infer<typeof projectUserEventPayload>;

/** The doc an event is about. */
const docKey = { project_id: z.number().int(), doc_id: z.number().int() };

/** `doc`: a doc of a project was created, changed, moved, archived, restored or deleted. */
export const docEventPayload = z.object({
  ...docKey,
  action: z.enum(['created', 'updated', 'moved', 'archived', 'restored', 'deleted']),
});
export type DocEventPayload = z.infer<typeof docEventPayload>;

/** `billing`: what to reload after a billing change (SPEC.md section 7 "Live events"). */
export const billingEventPayload = z.object({
  workspace_id: z.number().int(),
  change: z.enum(['plan', 'workspace', 'billing', 'billing_info', 'invoice']),
});
export type BillingEventPayload = z.infer<typeof billingEventPayload>;

/** `log`: a log was created, changed, archived, restored, deleted, or its notification sent. */
export const logEventPayload = z.object({
  project_id: z.number().int(),
  log_id: z.number().int(),
  action: z.enum(['created', 'updated', 'archived', 'restored', 'deleted', 'notified']),
  /** With `notified`: the log's title and who sent it, for the recipients' toast. */
  title: z.string().optional(),
  author: z.string().optional(),
});
export type LogEventPayload = z.infer<typeof logEventPayload>;

/** `projectLogs` and `projectLinks`: the project's list of logs, or of important links, changed. */
export const projectListEventPayload = z.object({ project_id: z.number().int() });

/** `externalLink`: one external important link got a new address or title. */
export const externalLinkEventPayload = z.object({
  project_id: z.number().int(),
  link_id: z.number().int(),
});

/** `projectLinks` and `projectLogs` share one shape. */
export type ProjectListEventPayload = z.infer<typeof projectListEventPayload>;
export type ExternalLinkEventPayload = z.infer<typeof externalLinkEventPayload>;

/** `comments`: a doc's comment threads changed (a thread or comment created, changed, gone). */
export const commentsEventPayload = z.object({ ...docKey, thread_id: z.number().int() });
export type CommentsEventPayload = z.infer<typeof commentsEventPayload>;

/** `inbox`: my inbox changed (an entry came, or entries were read); only I hear it. */
export const inboxEventPayload = z.object({
  workspace_id: z.number().int(),
  action: z.enum(['added', 'read']),
});
export type InboxEventPayload = z.infer<typeof inboxEventPayload>;

/** `docLinks`: the docs linking to a doc (its "Linked from") changed. */
export const docLinksEventPayload = z.object(docKey);
export type DocLinksEventPayload = z.infer<typeof docLinksEventPayload>;

/**
 * `trash`: something went into a workspace's trash, came back or was purged; the people who may
 * restore it hear of it (an open trash page reloads).
 */
export const trashEventPayload = z.object({
  workspace_id: z.number().int(),
  entry_id: z.number().int(),
  action: z.enum(['added', 'restored', 'purged']),
});
export type TrashEventPayload = z.infer<typeof trashEventPayload>;

/**
 * The payload of every topic: publishers and readers on both sides go through this map, so an
 * event of the wrong shape does not compile, and one that arrives malformed is dropped.
 */
export const eventPayloads = {
  user: userEventPayload,
  workspace: workspaceEventPayload,
  workspaceUser: workspaceUserEventPayload,
  group: groupEventPayload,
  groupUser: groupUserEventPayload,
  project: projectEventPayload,
  projectUser: projectUserEventPayload,
  doc: docEventPayload,
  log: logEventPayload,
  projectLinks: projectListEventPayload,
  projectLogs: projectListEventPayload,
  externalLink: externalLinkEventPayload,
  billing: billingEventPayload,
  comments: commentsEventPayload,
  inbox: inboxEventPayload,
  docLinks: docLinksEventPayload,
  trash: trashEventPayload,
} as const satisfies Record<EventTopic, z.ZodType>;

export type EventPayload<T extends EventTopic> = z.infer<(typeof eventPayloads)[T]>;

/**
 * One message on the SSE channel. `source` is the client id of the call that caused it, so the
 * tab that made a change can skip its own echo; it is null for changes no tab asked for.
 */
export type LiveMessage = {
  [T in EventTopic]: { topic: T; payload: EventPayload<T>; source: string | null };
}[EventTopic];

const liveEnvelope = z.object({
  topic: eventTopic,
  payload: z.unknown(),
  source: z.string().nullable(),
});

/** A message of the SSE channel, its payload checked against its topic's; null if malformed. */
export function parseLiveMessage(json: unknown): LiveMessage | null {
  const envelope = liveEnvelope.safeParse(json);
  if (!envelope.success) return null;
  const { topic, source } = envelope.data;
  const payload = eventPayloads[topic].safeParse(envelope.data.payload);
  // TypeScript cannot tie the payload's type to the topic read at run time; the map does.
  return payload.success ? ({ topic, payload: payload.data, source } as LiveMessage) : null;
}
