import { z } from 'zod';
import { textField, timestamp } from './fields';
import { idField } from './http';
import { logCreator } from './logs';
import { cursorPageFields } from './query-fields';

/** Someone who wrote a comment: shown as a log's creator is (name and avatar). */
export const commentAuthor = logCreator;
export type CommentAuthor = z.infer<typeof commentAuthor>;

export const MAX_COMMENT_LENGTH = 5000;
export const MAX_QUOTE_LENGTH = 500;
/** How many people one comment may mention. */
export const MAX_MENTIONS = 20;

export const THREAD_NOT_FOUND = 'Comment thread not found';
export const COMMENT_NOT_FOUND = 'Comment not found';
export const MENTION_OUTSIDE = 'Only people who can read this doc can be mentioned';

/** What one may do with a comment, computed by @hangar/domain for the caller. */
export const commentAbilitiesSchema = z.object({ edit: z.boolean(), delete: z.boolean() });

export const comment = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  author: commentAuthor.nullable(),
  /** Plain text; a mention reads "@Full Name" and its person is listed in `mentions`. */
  body: z.string(),
  mentions: z.array(commentAuthor),
  created_at: timestamp,
  edited_at: timestamp.nullable(),
  abilities: commentAbilitiesSchema,
});
export type Comment = z.infer<typeof comment>;

/**
 * Where a thread stands in the doc: two Yjs relative positions (base64 of
 * `Y.encodeRelativePosition`) of the editor's field, so concurrent edits move it with the text.
 */
const base64Text = z
  .string()
  .min(4)
  .max(512)
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'Must be base64');
export const commentAnchor = z.object({ start: base64Text, end: base64Text });
export type CommentAnchor = z.infer<typeof commentAnchor>;

export const commentThread = z.object({
  id: z.number().int(),
  doc_id: z.number().int(),
  anchor: commentAnchor,
  /** The text the thread was started on, as it read then. */
  quote: z.string(),
  /** The anchored text is gone from the doc (as last saved): the thread is listed apart. */
  detached: z.boolean(),
  resolved_at: timestamp.nullable(),
  resolved_by: commentAuthor.nullable(),
  created_at: timestamp,
  /** Oldest first; the first one started the thread. */
  comments: z.array(comment),
  /** Deleting the whole thread: its creator while they may comment, or a moderator. */
  abilities: z.object({ delete: z.boolean() }),
});
export type CommentThread = z.infer<typeof commentThread>;

/** GET /projects/{projectId}/docs/{docId}/threads: open and resolved, oldest first. */
export const commentThreads = z.array(commentThread);

/** The most threads one page of GET .../threads holds. */
export const MAX_THREADS_PAGE = 200;

/**
 * GET .../threads?limit=&after=: without `limit`, every thread (as before paging); with it, a
 * page, and a `Link: <...>; rel="next"` header while more follow. `after` is a thread's id: the
 * threads started after it.
 */
export const commentThreadsQuery = z.object(cursorPageFields(MAX_THREADS_PAGE, 'after'));

/** A client's id for one create request: a retried request creates nothing twice. */
const clientRequestId = z.uuid();

const commentBody = textField({ multiline: true })
  .min(1, 'Write a comment')
  .max(MAX_COMMENT_LENGTH, `At most ${MAX_COMMENT_LENGTH} characters`);
/** User ids of the people the body mentions. */
const mentionIds = z.array(idField).max(MAX_MENTIONS).default([]);

/** POST /projects/{projectId}/docs/{docId}/threads: a thread with its first comment. */
export const createThreadInput = z
  .object({
    client_request_id: clientRequestId,
    anchor: commentAnchor,
    quote: textField({ multiline: true }).max(MAX_QUOTE_LENGTH),
    body: commentBody,
    mentions: mentionIds,
  })
  .strict();
export type CreateThreadInput = z.input<typeof createThreadInput>;

/** PATCH .../threads/{threadId}: resolve or reopen. */
export const updateThreadInput = z.object({ resolved: z.boolean() }).strict();

/** POST .../threads/{threadId}/comments: a reply. */
export const createCommentInput = z
  .object({ client_request_id: clientRequestId, body: commentBody, mentions: mentionIds })
  .strict();
export type CreateCommentInput = z.input<typeof createCommentInput>;

/** PATCH .../threads/{threadId}/comments/{commentId}: its author rewrites it. */
export const updateCommentInput = z.object({ body: commentBody, mentions: mentionIds }).strict();
export type UpdateCommentInput = z.input<typeof updateCommentInput>;

/** GET /projects/{projectId}/mentionable?q=: people who can read the project, to mention. */
export const mentionableQuery = z.object({ q: textField().max(80).default('') });
export const mentionable = z.array(commentAuthor);
