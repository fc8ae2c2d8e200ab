import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, flag, membershipKeys, nullingRef, ownerRef, serialId } from './columns';
import { users } from './users';

export const workspaces = pgTable('workspaces', {
  id: serialId(),
  name: text('name').notNull(),
  /** Filename of the logo under /media, or null. */
  logo: text('logo'),
  emailDomain: text('email_domain'),
  sseChannelId: text('sse_channel_id').notNull(),
  plan: text('plan', { enum: ['FREE', 'PREMIUM', 'PRO'] })
    .notNull()
    .default('FREE'),
  createdAt: createdAt(),
});

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: ownerRef('workspace_id', () => workspaces.id),
    userId: ownerRef('user_id', () => users.id),
    role: text('role', { enum: ['OWNER', 'ADMIN', 'MEMBER', 'GUEST'] }).notNull(),
    jobTitle: text('job_title').notNull().default(''),
    emailAlert: boolean('email_alert').notNull().default(true),
    /** True from the invitation until the invited person accepts it. */
    pendingInvite: flag('pending_invite'),
    createdAt: createdAt(),
  },
  (table) => membershipKeys('workspace_members', table.workspaceId, table.userId),
);

/** The secret of an invitation e-mail; resending replaces it. */
export const invites = pgTable(
  'invites',
  {
    id: serialId(),
    workspaceId: ownerRef('workspace_id', () => workspaces.id),
    userId: ownerRef('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: nullingRef('invited_by', () => users.id),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('invites_member_idx').on(table.workspaceId, table.userId)],
);
