import type { Planning } from '@hangar/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { workspaces } from './workspaces';

const privacy = () =>
  text('privacy', { enum: ['OPEN', 'PRIVATE'] })
    .notNull()
    .default('OPEN');
const right = (name: string) => text(name, { enum: ['EDIT', 'INVITE', 'VIEW'] });
const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    privacy: privacy(),
    /** The right every workspace member gets while the group is OPEN. */
    right: right('right').notNull().default('VIEW'),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: now('created_at'),
  },
  (table) => [index('groups_workspace_idx').on(table.workspaceId)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    right: right('right').notNull(),
    primaryContact: boolean('primary_contact').notNull().default(false),
    createdAt: now('created_at'),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('group_members_user_idx').on(table.userId),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    emoji: text('emoji'),
    privacy: privacy(),
    right: right('right').notNull().default('VIEW'),
    isArchived: boolean('is_archived').notNull().default(false),
    planning: jsonb('planning').$type<Planning>(),
    /** The secret of the public read-only link while it is on; shown to editors to copy. */
    shareToken: text('share_token').unique(),
    /** People who only view the project may comment on its docs too (issue 21). */
    viewersComment: boolean('viewers_comment').notNull().default(false),
    lastUpdate: now('last_update'),
    createdAt: now('created_at'),
  },
  (table) => [
    index('projects_workspace_idx').on(table.workspaceId, table.lastUpdate),
    index('projects_group_idx').on(table.groupId),
  ],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    right: right('right').notNull(),
    primaryContact: boolean('primary_contact').notNull().default(false),
    createdAt: now('created_at'),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_members_user_idx').on(table.userId),
  ],
);
