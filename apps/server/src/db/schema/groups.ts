import { TRASH_KINDS, type Planning, type TrashPlace } from '@hangar/contracts';
import { type AnyPgColumn, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  atNow,
  createdAt,
  flag,
  membershipKeys,
  nullingRef,
  ownerRef,
  serialId,
  trashRef,
} from './columns';
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
    trashId: trashRef(() => trashEntries.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('groups_workspace_idx').on(table.workspaceId),
    index('groups_trash_idx').on(table.trashId),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: ownerRef('group_id', (): AnyPgColumn => groups.id),
    ...memberColumns(),
  },
  (table) => membershipKeys('group_members', table.groupId, table.userId),
);

export const projects = pgTable(
  'projects',
  {
    id: serialId(),
    workspaceId: ownerRef('workspace_id', () => workspaces.id),
    groupId: ownerRef('group_id', (): AnyPgColumn => groups.id),
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
    trashId: trashRef(() => trashEntries.id),
    lastUpdate: atNow('last_update'),
    createdAt: createdAt(),
  },
  (table) => [
    index('projects_workspace_idx').on(table.workspaceId, table.lastUpdate),
    index('projects_group_idx').on(table.groupId),
    index('projects_trash_idx').on(table.trashId),
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

/**
 * What was deleted together, in the trash (docs/trash.md): a doc with its subtree, a log, an
 * important link, a project or a group with everything in it. Its rows stay where they were,
 * marked with this entry's id (`trash_id`) and left out of every read; restoring clears the mark,
 * purging deletes the entry, and the rows go with it.
 */
export const trashEntries = pgTable(
  'trash_entries',
  {
    id: serialId(),
    workspaceId: ownerRef('workspace_id', () => workspaces.id),
    kind: text('kind', { enum: TRASH_KINDS }).notNull(),
    /** The doc, log, link, project or group that was deleted (its subtree or content went along). */
    itemId: integer('item_id').notNull(),
    /** Its name when it was deleted, for the trash page and its search. */
    name: text('name').notNull(),
    /** Where it lived: its group (every kind), its project (all but a group). */
    groupId: ownerRef('group_id', (): AnyPgColumn => groups.id),
    projectId: integer('project_id').references((): AnyPgColumn => projects.id, {
      onDelete: 'cascade',
    }),
    /** Where exactly, to put it back there: a doc's parent and position, a link's list. */
    place: jsonb('place').$type<TrashPlace>().notNull(),
    deletedBy: nullingRef('deleted_by', () => users.id),
    deletedAt: atNow('deleted_at'),
  },
  (table) => [
    index('trash_entries_workspace_idx').on(table.workspaceId, table.deletedAt),
    index('trash_entries_deleted_at_idx').on(table.deletedAt),
  ],
);
