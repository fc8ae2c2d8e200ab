import { hasRoleAtLeast, roleLevel, type WorkspaceRole } from './roles';

/** Who may do what to a workspace and its team (SPEC.md section 6); the server enforces these. */

/** Name, logo and e-mail domain: admins and owners. */
export function canEditWorkspaceSettings(actor: WorkspaceRole): boolean {
  return hasRoleAtLeast(actor, 'ADMIN');
}

/** The roles a new member can be invited with: never owner, never above the inviter. */
export const INVITABLE_ROLES = ['ADMIN', 'MEMBER', 'GUEST'] as const satisfies WorkspaceRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** Members and above invite, up to their own role. */
export function canInvite(actor: WorkspaceRole, role: WorkspaceRole): boolean {
  return hasRoleAtLeast(actor, 'MEMBER') && role !== 'OWNER' && roleLevel(role) <= roleLevel(actor);
}

/** Resend or cancel a pending invitation: whoever could have sent it. */
export function canManageInvite(actor: WorkspaceRole, invitedRole: WorkspaceRole): boolean {
  return canInvite(actor, invitedRole);
}

/** The roles the member actions offer: Set as Owner, Set as Admin, Set as Member. */
export const ASSIGNABLE_ROLES = ['OWNER', 'ADMIN', 'MEMBER'] as const satisfies WorkspaceRole[];

/**
 * Admins and owners change roles of people at or below their own level, to a role at or below
 * it: an admin never makes an owner, nor touches one.
 */
export function canChangeRole(
  actor: WorkspaceRole,
  target: WorkspaceRole,
  next: WorkspaceRole,
): boolean {
  return canSetRole(actor, target, next) && target !== next;
}

/** The rights part of `canChangeRole`, a role set again included: checked before a no-op. */
export function canSetRole(
  actor: WorkspaceRole,
  target: WorkspaceRole,
  next: WorkspaceRole,
): boolean {
  return (
    hasRoleAtLeast(actor, 'ADMIN') &&
    roleLevel(target) <= roleLevel(actor) &&
    roleLevel(next) <= roleLevel(actor)
  );
}

/** Admins and owners remove people at or below their own level. */
export function canRemoveMember(actor: WorkspaceRole, target: WorkspaceRole): boolean {
  return hasRoleAtLeast(actor, 'ADMIN') && roleLevel(target) <= roleLevel(actor);
}

export function canDeleteWorkspace(actor: WorkspaceRole): boolean {
  return actor === 'OWNER';
}

/** Upgrade and billing pages, and the action links of billing alerts. */
export function canManageBilling(actor: WorkspaceRole): boolean {
  return actor === 'OWNER';
}

/**
 * A workspace always keeps an owner: the last one cannot be demoted, removed, or leave while
 * anyone else is left.
 */
export function keepsAnOwner(owners: number, losingOwner: boolean): boolean {
  return !losingOwner || owners > 1;
}

/** An owner who accepted their invitation: one of those who keep the workspace owned. */
export function countsAsOwner(role: WorkspaceRole, pendingInvite: boolean): boolean {
  return role === 'OWNER' && !pendingInvite;
}

/** Members, admins and owners need an address of the workspace's e-mail domain; guests do not. */
export function needsWorkspaceDomain(role: WorkspaceRole): boolean {
  return role !== 'GUEST';
}

/** Demo workspaces: admins and owners of the template workspace (SPEC.md section 6). */
export function canCreateDemoWorkspace(role: WorkspaceRole): boolean {
  return hasRoleAtLeast(role, 'ADMIN');
}

/** A role change that takes rights away: the web leaves pages the new role may not see. */
export function isDemotion(previous: WorkspaceRole, next: WorkspaceRole): boolean {
  return roleLevel(next) < roleLevel(previous);
}
