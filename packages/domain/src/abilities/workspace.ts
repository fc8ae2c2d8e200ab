import { hasRoleAtLeast, roleLevel, type WorkspaceRole } from '../roles';
import type { Abilities } from './abilities';

/** Who may do what to a workspace and its team (SPEC.md section 6); the server enforces these. */

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

/** A role change that takes rights away: the web leaves pages the new role may not see. */
export function isDemotion(previous: WorkspaceRole, next: WorkspaceRole): boolean {
  return roleLevel(next) < roleLevel(previous);
}

export const WORKSPACE_ACTIONS = [
  /** Name, logo and e-mail domain. */
  'updateSettings',
  'delete',
  /** Invite people with some role: the invite form and the onboarding's invite step. */
  'invite',
  /** Invite with this role (`INVITE_ACTIONS`): up to one's own, never as owner. */
  'inviteAdmins',
  'inviteMembers',
  'inviteGuests',
  /** Set as Owner, Admin or Member, of people at or below one's level (`memberAbilities`). */
  'changeRoles',
  /** Remove from workspace, people at or below one's level (`memberAbilities`). */
  'removeMembers',
  /** The "Members and Guests" settings page. */
  'teamSettings',
  /** The billing settings and guards, and the action links of billing alerts. */
  'manageBilling',
  /** The Upgrade page, and the upgrade offers when the free plan's limits are reached. */
  'upgrade',
  /** The plus button of the groups menu (the free plan's limit is `can_add_groups`). */
  'createGroup',
  /** Require two-factor or single sign-on, and the company domain that joins (docs/sso.md). */
  'manageSignInRules',
] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];
export type WorkspaceAbilities = Abilities<WorkspaceAction>;

/** The action of inviting someone with each role a new member can have. */
export const INVITE_ACTIONS = {
  ADMIN: 'inviteAdmins',
  MEMBER: 'inviteMembers',
  GUEST: 'inviteGuests',
} as const satisfies Record<InvitableRole, WorkspaceAction>;

export interface WorkspaceSubject {
  /** The caller's role in the workspace. */
  role: WorkspaceRole;
}

/**
 * SPEC.md section 6: admins and owners run the workspace and its team, members invite and create
 * groups, and billing (Upgrade included) is the owner's alone.
 */
export function workspaceAbilities({ role }: WorkspaceSubject): WorkspaceAbilities {
  const admin = hasRoleAtLeast(role, 'ADMIN');
  const owner = role === 'OWNER';
  return {
    updateSettings: admin,
    delete: owner,
    invite: INVITABLE_ROLES.some((invited) => canInvite(role, invited)),
    inviteAdmins: canInvite(role, 'ADMIN'),
    inviteMembers: canInvite(role, 'MEMBER'),
    inviteGuests: canInvite(role, 'GUEST'),
    changeRoles: admin,
    removeMembers: admin,
    teamSettings: hasRoleAtLeast(role, 'MEMBER'),
    manageBilling: owner,
    upgrade: owner,
    createGroup: hasRoleAtLeast(role, 'MEMBER'),
    manageSignInRules: owner,
  };
}

/**
 * The settings menu, in display order; each key is also the settings subpage path. An entry
 * with an ability shows to those the workspace's `abilities` allow it, the others to everyone.
 */
export const SETTINGS_ENTRIES = [
  { key: 'profile', label: 'Profile & security', ability: null },
  { key: 'personal', label: 'Personal settings', ability: null },
  { key: 'workspace', label: 'Workspace settings', ability: null },
  { key: 'team', label: 'Members and Guests', ability: 'teamSettings' },
  { key: 'upgrade', label: 'Upgrade', ability: 'upgrade' },
  { key: 'billing', label: 'Billing', ability: 'manageBilling' },
] as const satisfies readonly { key: string; label: string; ability: WorkspaceAction | null }[];
export type SettingsEntry = (typeof SETTINGS_ENTRIES)[number];
export type SettingsEntryKey = SettingsEntry['key'];

/** Whether the settings entry shows, from the caller's abilities in the workspace. */
export function canSeeSettingsEntry(
  abilities: WorkspaceAbilities,
  entry: SettingsEntryKey,
): boolean {
  const found = SETTINGS_ENTRIES.find((candidate) => candidate.key === entry);
  if (!found) return false;
  return found.ability === null || abilities[found.ability];
}

/** The settings entries the caller sees, in display order. */
export function visibleSettingsEntries(abilities: WorkspaceAbilities): SettingsEntry[] {
  return SETTINGS_ENTRIES.filter((entry) => canSeeSettingsEntry(abilities, entry.key));
}

/** The member actions on one person of the team; a role set again is allowed (a no-op). */
export const MEMBER_ACTIONS = [
  'setOwner',
  'setAdmin',
  'setMember',
  'setGuest',
  /** Of a pending invitation. */
  'resendInvite',
  'cancelInvite',
  /** Of someone who joined. */
  'remove',
] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];
export type MemberAbilities = Abilities<MemberAction>;

/** The action of setting someone's role to each role. */
export const SET_ROLE_ACTIONS = {
  OWNER: 'setOwner',
  ADMIN: 'setAdmin',
  MEMBER: 'setMember',
  GUEST: 'setGuest',
} as const satisfies Record<WorkspaceRole, MemberAction>;

export interface MemberSubject {
  /** The caller's role. */
  role: WorkspaceRole;
  /** The person acted on. */
  member: { role: WorkspaceRole; pendingInvite: boolean };
}

/**
 * What the caller may do to one person of the team, on rights alone: keeping an owner
 * (`keepsAnOwner`) is a conflict of the team's state, not a right.
 */
export function memberAbilities({ role, member }: MemberSubject): MemberAbilities {
  const setRole = (next: WorkspaceRole) => canSetRole(role, member.role, next);
  const managesInvite = member.pendingInvite && canManageInvite(role, member.role);
  return {
    setOwner: setRole('OWNER'),
    setAdmin: setRole('ADMIN'),
    setMember: setRole('MEMBER'),
    setGuest: setRole('GUEST'),
    resendInvite: managesInvite,
    cancelInvite: managesInvite,
    remove: !member.pendingInvite && canRemoveMember(role, member.role),
  };
}

/** Demo workspaces, made from the template workspace, and their long trials. */
export const DEMO_ACTIONS = ['createWorkspace', 'grantTrial'] as const;
export type DemoAction = (typeof DEMO_ACTIONS)[number];

export interface DemoSubject {
  /** The caller's role in the template workspace; null if not an accepted member, or none is set. */
  templateRole: WorkspaceRole | null;
}

/** Admins and owners of the template workspace, nobody else (SPEC.md section 6). */
export function demoAbilities({ templateRole }: DemoSubject): Abilities<DemoAction> {
  const templateAdmin = templateRole !== null && hasRoleAtLeast(templateRole, 'ADMIN');
  return { createWorkspace: templateAdmin, grantTrial: templateAdmin };
}
