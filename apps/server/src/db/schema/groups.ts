import type { Planning } from '@hangar/contracts';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { atNow, createdAt, flag, membershipKeys, ownerRef, serialId } from './columns';
import { users } from './users';
import { workspaces } from './workspaces';

const privacy = () =>
  text('privacy', { enum: ['OPEN', 'PRIVATE'] })
    .notNull()
    .default('OPEN');
const right = (name: string) => text(name, { enum: ['EDIT', 'INVITE', 'VIEW'] });

/** A member's columns besides the group or project it is a member of. */
const memberColumns = () => ({
  userId: ownerRef('user_id', () => users.id),
  right: right('right').notNull(),
  primaryContact: flag('primary_contact'),
  createdAt: createdAt(),
});

export const groups = pgTable(
  'groups',
  {
    id: serialId(),
    workspaceId: ownerRef('workspace_id', () => workspaces.id),
    name: text('name').notNull(),
    privacy: privacy(),
    /** The right every workspace member gets while the group is OPEN. */
    right: right('right').notNull().default('VIEW'),
    isArchived: flag('is_archived'),
    createdAt: createdAt(),
  },
  (table) => [index('groups_workspace_idx').on(table.workspaceId)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: ownerRef('group_id', () => groups.id),
    ...memberColumns(),
  },
  (table) => membershipKeys('group_members', table.groupId, table.userId),
);

export const projects = pgTable(
  'projects',
  {
    id: serialId(),
    workspaceId: ownerRef('workspace_id', () => workspaces.id),
    groupId: ownerRef('group_id', () => groups.id),
    name: text('name').notNull(),
    emoji: text('emoji'),
    privacy: privacy(),
    right: right('right').notNull().default('VIEW'),
    isArchived: flag('is_archived'),
    planning: jsonb('planning').$type<Planning>(),
    /** The secret of the public read-only link while it is on; shown to editors to copy. */
    shareToken: text('share_token').unique(),
    /** People who only view the project may comment on its docs too (issue 21). */
    viewersComment: flag('viewers_comment'),
    lastUpdate: atNow('last_update'),
    createdAt: createdAt(),
  },
  (table) => [
    index('projects_workspace_idx').on(table.workspaceId, table.lastUpdate),
    index('projects_group_idx').on(table.groupId),
  ],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: ownerRef('project_id', () => projects.id),
    ...memberColumns(),
  },
  (table) => membershipKeys('project_members', table.projectId, table.userId),
);
