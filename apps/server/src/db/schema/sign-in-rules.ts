import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { atNow, createdAt, ownerRef } from './columns';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * How the members of a workspace may sign in, set by its owners (docs/sso.md "Sign-in rules"):
 * no row means no rule.
 */
export const workspaceSignInRules = pgTable(
  'workspace_sign_in_rules',
  {
    workspaceId: ownerRef('workspace_id', () => workspaces.id).primaryKey(),
    /** A password alone does not sign a member in: a code or a passkey too, or single sign-on. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** Members other than owners sign in through the installation's provider only. */
    requireSso: boolean('require_sso').notNull().default(false),
    /** Anyone signing in by single sign-on with a verified address of it joins as a member. */
    joinDomain: text('join_domain'),
    updatedAt: atNow('updated_at'),
  },
  (table) => [index('workspace_sign_in_rules_join_domain_idx').on(table.joinDomain)],
);

/** Who joined a workspace by its domain: once, so someone removed later is not added again. */
export const workspaceDomainJoins = pgTable(
  'workspace_domain_joins',
  {
    workspaceId: ownerRef('workspace_id', () => workspaces.id),
    userId: ownerRef('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.userId] })],
);
