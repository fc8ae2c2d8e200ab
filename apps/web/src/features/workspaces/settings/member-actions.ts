import type { WorkspaceTeamUser } from '@hangar/contracts/workspaces';
import type { WorkspaceRole } from '@hangar/domain/roles';
import {
  ASSIGNABLE_ROLES,
  canChangeRole,
  countsAsOwner,
  canManageInvite,
  canRemoveMember,
  keepsAnOwner,
} from '@hangar/domain/workspace-policies';
import { ROLE_LABELS } from '../labels';

type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export type MemberAction =
  | { kind: 'set-role'; role: AssignableRole; label: string }
  | { kind: 'resend-invite'; label: 'Resend invite' }
  | { kind: 'cancel-invite'; label: 'Cancel invite' }
  | { kind: 'remove'; label: 'Remove from workspace' };

type TeamRow = Pick<WorkspaceTeamUser, 'role' | 'pending_invite'> & { user: { id: number } };

/** Owners who accepted their invitation: the ones that keep the workspace owned. */
export function countOwners(team: TeamRow[]): number {
  return team.filter((member) => countsAsOwner(member.role, member.pending_invite)).length;
}

/**
 * The actions of a row of Members and Guests (SPEC.md section 6), each only when the domain rule
 * allows it. One's own row offers no removal: leaving is in Workspace settings. The only owner
 * can be neither demoted nor removed, so their row offers nothing.
 */
export function memberActions(
  actor: { role: WorkspaceRole; userId: number },
  member: TeamRow,
  owners: number,
): MemberAction[] {
  if (!keepsAnOwner(owners, countsAsOwner(member.role, member.pending_invite))) return [];
  const actions: MemberAction[] = ASSIGNABLE_ROLES.filter((role) =>
    canChangeRole(actor.role, member.role, role),
  ).map((role) => ({ kind: 'set-role', role, label: `Set as ${ROLE_LABELS[role]}` }));
  if (member.pending_invite) {
    if (canManageInvite(actor.role, member.role)) {
      actions.push({ kind: 'resend-invite', label: 'Resend invite' });
      actions.push({ kind: 'cancel-invite', label: 'Cancel invite' });
    }
  } else if (member.user.id !== actor.userId && canRemoveMember(actor.role, member.role)) {
    actions.push({ kind: 'remove', label: 'Remove from workspace' });
  }
  return actions;
}
