import { FORM_MESSAGES } from '@hangar/domain';
import { z } from 'zod';
import { logAbilitiesSchema } from './abilities';
import { requiredString, textField, timestamp } from './fields';
import { idField } from './http';
import { cursorPageFields } from './query-fields';
import { richTextDoc } from './rich-text';

export const externalUrl = textField()
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, error: FORM_MESSAGES.url }));

/** A log attachment: a doc of the workspace, or an external address. */
export const attachmentInput = z.discriminatedUnion('link_type', [
  z.object({ link_type: z.literal('doc'), target: z.object({ id: idField }) }),
  z.object({ link_type: z.literal('external'), target: z.object({ url: externalUrl }) }),
]);

export const attachment = z.object({
  link_type: z.enum(['doc', 'external']),
  target: z.object({
    id: z.number().int().nullable(),
    url: z.string(),
    /** The doc's name, or the address. */
    title: z.string(),
  }),
});

export const logCreator = z.object({
  id: z.number().int(),
  fullname: z.string(),
  avatar: z.string().nullable(),
});

export const log = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  title: z.string(),
  description: richTextDoc,
  attachments: z.array(attachment),
  creator: logCreator.nullable(),
  notification_sent: z.boolean(),
  is_archived: z.boolean(),
  abilities: logAbilitiesSchema,
  created_at: timestamp,
  /** Set when the title, description or attachments were edited. */
  edition_date: timestamp.nullable(),
});
export type Log = z.infer<typeof log>;
export const logList = z.array(log);

/** A log as a share link shows it (GET /public/{token}/logs): its author without a user id. */
export const publicLog = log.extend({ creator: logCreator.omit({ id: true }).nullable() });
export type PublicLog = z.infer<typeof publicLog>;
export const publicLogList = z.array(publicLog);

/** The most logs one page of GET /projects/{id}/logs holds. */
export const MAX_LOGS_PAGE = 200;
/** How many logs the app asks for at a time. */
export const LOGS_PAGE = 30;

/**
 * GET /projects/{id}/logs?only=&limit=&before=: newest first. Without `limit`, every log of the
 * filter (SPEC.md's call); with it, a page, and a `Link: <...>; rel="next"` header while more
 * follow. `before` is a log's id: the logs that come after it in the list.
 */
export const logsQuery = z.object({
  only: z.enum(['active', 'archived']).default('active'),
  ...cursorPageFields(MAX_LOGS_PAGE, 'before'),
});
export type LogsQuery = z.input<typeof logsQuery>;

/** GET /public/{token}/logs?limit=&before=: the shared project's active logs, paged the same way. */
export const publicLogsQuery = logsQuery.omit({ only: true });

const logFields = {
  title: requiredString().max(200),
  description: richTextDoc,
  attachments: z.array(attachmentInput).max(50),
};

/** POST /projects/{id}/logs */
export const createLogInput = z.object(logFields);
export type CreateLogInput = z.input<typeof createLogInput>;

/** PUT /projects/{id}/logs/{logId} */
export const updateLogInput = z
  .object({
    title: logFields.title.optional(),
    description: logFields.description.optional(),
    attachments: logFields.attachments.optional(),
  })
  .strict();
export type UpdateLogInput = z.input<typeof updateLogInput>;

/** POST /projects/{id}/logs/{logId}/notify: the project team by default. */
export const notifyLogInput = z.object({
  recipients: z.array(idField).max(500).optional(),
});

export const notifyLogResponse = z.object({ success: z.boolean(), notified: z.number().int() });

export const CANT_CREATE_MORE_LOGS =
  'You have reached the maximum number of logs you can add to your workspace with a free plan. You need to upgrade your subscription plan to add more logs.';
