import type { RichTextNode } from '@hangar/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { docs } from './docs';
import { projects } from './groups';
import { users } from './users';
import { workspaces } from './workspaces';

export const logs = pgTable(
  'logs',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: jsonb('description').$type<RichTextNode>().notNull(),
    /** The description's words, for search and e-mails. */
    descriptionText: text('description_text').notNull().default(''),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    notificationSent: boolean('notification_sent').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editionDate: timestamp('edition_date', { withTimezone: true }),
  },
  (table) => [index('logs_project_idx').on(table.projectId, table.createdAt)],
);

export const logAttachments = pgTable(
  'log_attachments',
  {
    id: serial('id').primaryKey(),
    logId: integer('log_id')
      .notNull()
      .references(() => logs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    linkType: text('link_type', { enum: ['doc', 'external'] }).notNull(),
    docId: integer('doc_id').references(() => docs.id, { onDelete: 'cascade' }),
    url: text('url'),
  },
  (table) => [index('log_attachments_log_idx').on(table.logId)],
);

export const linkGroups = pgTable(
  'link_groups',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('link_groups_project_idx').on(table.projectId)],
);

export const links = pgTable(
  'links',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => linkGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    linkType: text('link_type', { enum: ['doc', 'external'] }).notNull(),
    docId: integer('doc_id').references(() => docs.id, { onDelete: 'cascade' }),
    url: text('url'),
    title: text('title').notNull().default(''),
  },
  (table) => [index('links_group_idx').on(table.groupId)],
);
