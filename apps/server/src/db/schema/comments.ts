import { inboxKinds } from '@hangar/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, nullingRef, ownerRef, serialId } from './columns';
import { bytea, docs } from './docs';
import { groups, projects } from './groups';
import { logs } from './logs';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * A conversation on a range of a doc (issue 21). The range is two Yjs relative positions of the
 * doc's field, kept here and not in the doc, so exports and page history stay free of comments.
 */
export const commentThreads = pgTable(
  'comment_threads',
  {
    id: serialId(),
    docId: ownerRef('doc_id', () => docs.id),
    anchorStart: bytea('anchor_start').notNull(),
    anchorEnd: bytea('anchor_end').notNull(),
    quote: text('quote').notNull(),
    creatorId: nullingRef('creator_id', () => users.id),
    createdAt: createdAt(),
    resolvedAt: at('resolved_at'),
    resolvedBy: nullingRef('resolved_by', () => users.id),
  },
  (table) => [index('comment_threads_doc_idx').on(table.docId, table.id)],
);

export const comments = pgTable(
  'comments',
  {
    id: serialId(),
    threadId: ownerRef('thread_id', () => commentThreads.id),
    authorId: nullingRef('author_id', () => users.id),
    body: text('body').notNull(),
    /** The people the body mentions. */
    mentionIds: integer('mention_ids').array().notNull().default([]),
    /** The client's id of the request that created it: a retry finds it instead of a twin. */
    clientRequestId: uuid('client_request_id').notNull(),
    createdAt: createdAt(),
    editedAt: at('edited_at'),
  },
  (table) => [
    index('comments_thread_idx').on(table.threadId, table.id),
    uniqueIndex('comments_client_request_idx').on(table.authorId, table.clientRequestId),
  ],
);

export const inboxKind = pgEnum('inbox_kind', inboxKinds);

/** Something that concerns one person: a mention, a reply, a log sent, an invitation. */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: serialId(),
    workspaceId: ownerRef('workspace_id', () => workspaces.id),
    userId: ownerRef('user_id', () => users.id),
    kind: inboxKind('kind').notNull(),
    actorId: nullingRef('actor_id', () => users.id),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    docId: integer('doc_id').references(() => docs.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id').references(() => commentThreads.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    logId: integer('log_id').references(() => logs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    createdAt: createdAt(),
    readAt: at('read_at'),
    /** Mentions and replies not read in the app within minutes go by e-mail, once. */
    emailedAt: at('emailed_at'),
  },
  (table) => [
    index('inbox_items_user_idx').on(table.userId, table.workspaceId, table.id),
    // A doc's or log's own text tells each person it mentions once (comments tell every time).
    uniqueIndex('inbox_items_doc_mention_idx')
      .on(table.userId, table.docId)
      .where(
        sql`${table.kind} = 'mention' and ${table.commentId} is null and ${table.docId} is not null`,
      ),
    uniqueIndex('inbox_items_log_mention_idx')
      .on(table.userId, table.logId)
      .where(sql`${table.kind} = 'mention' and ${table.logId} is not null`),
    index('inbox_items_unmailed_idx')
      .on(table.createdAt)
      .where(sql`${table.readAt} is null and ${table.emailedAt} is null`),
  ],
);
