import { inboxKinds } from '@hangar/contracts';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    id: serial('id').primaryKey(),
    docId: integer('doc_id')
      .notNull()
      .references(() => docs.id, { onDelete: 'cascade' }),
    anchorStart: bytea('anchor_start').notNull(),
    anchorEnd: bytea('anchor_end').notNull(),
    quote: text('quote').notNull(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('comment_threads_doc_idx').on(table.docId, table.id)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => commentThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The people the body mentions. */
    mentionIds: integer('mention_ids').array().notNull().default([]),
    /** The client's id of the request that created it: a retry finds it instead of a twin. */
    clientRequestId: uuid('client_request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
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
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: inboxKind('kind').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    docId: integer('doc_id').references(() => docs.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id').references(() => commentThreads.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    logId: integer('log_id').references(() => logs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Mentions and replies not read in the app within minutes go by e-mail, once. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
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
