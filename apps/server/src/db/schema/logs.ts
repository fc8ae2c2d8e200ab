import type { RichTextNode } from '@hangar/contracts';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, flag, nullingRef, ownerRef, serialId, trashRef } from './columns';
import { docs } from './docs';
import { projects, trashEntries } from './groups';
import { users } from './users';
import { workspaces } from './workspaces';

/** A link's place in its list and where it leads: a doc or an external address. */
const linkTargetColumns = () => ({
  position: integer('position').notNull(),
  linkType: text('link_type', { enum: ['doc', 'external'] }).notNull(),
  docId: integer('doc_id').references(() => docs.id, { onDelete: 'cascade' }),
  url: text('url'),
});

export const logs = pgTable(
  'logs',
  {
    id: serialId(),
    workspaceId: ownerRef('workspace_id', () => workspaces.id),
    projectId: ownerRef('project_id', () => projects.id),
    title: text('title').notNull(),
    description: jsonb('description').$type<RichTextNode>().notNull(),
    /** The description's words, for search and e-mails. */
    descriptionText: text('description_text').notNull().default(''),
    creatorId: nullingRef('creator_id', () => users.id),
    notificationSent: flag('notification_sent'),
    isArchived: flag('is_archived'),
    trashId: trashRef(() => trashEntries.id),
    createdAt: createdAt(),
    editionDate: at('edition_date'),
  },
  (table) => [
    index('logs_project_idx').on(table.projectId, table.createdAt),
    index('logs_trash_idx').on(table.trashId),
  ],
);

export const logAttachments = pgTable(
  'log_attachments',
  {
    id: serialId(),
    logId: ownerRef('log_id', () => logs.id),
    ...linkTargetColumns(),
  },
  (table) => [index('log_attachments_log_idx').on(table.logId)],
);

export const linkGroups = pgTable(
  'link_groups',
  {
    id: serialId(),
    projectId: ownerRef('project_id', () => projects.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('link_groups_project_idx').on(table.projectId)],
);

export const links = pgTable(
  'links',
  {
    id: serialId(),
    groupId: ownerRef('group_id', () => linkGroups.id),
    ...linkTargetColumns(),
    title: text('title').notNull().default(''),
    trashId: trashRef(() => trashEntries.id),
  },
  (table) => [
    index('links_group_idx').on(table.groupId),
    index('links_trash_idx').on(table.trashId),
  ],
);
