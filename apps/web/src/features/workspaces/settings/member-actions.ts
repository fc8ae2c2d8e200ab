import type { WorkspaceTeamUser } from '@hangar/contracts/workspaces';
import type { WorkspaceRole } from '@hangar/domain/roles';
import {
  ASSIGNABLE_ROLES,
  SET_ROLE_ACTIONS,
  countsAsOwner,
  keepsAnOwner,
  memberAbilities,
} from '@hangar/domain/abilities/workspace';
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
 * The actions of a row of Members and Guests (SPEC.md section 6), each only when the member's
 * abilities (`memberAbilities`) allow it; a row's own role is not offered again. One's own row
 * offers no removal: leaving is in Workspace settings. The only owner can be neither demoted nor
 * removed, so their row offers nothing.
 */
export function memberActions(
  actor: { role: WorkspaceRole; userId: number },
  member: TeamRow,
  owners: number,
): MemberAction[] {
  if (!keepsAnOwner(owners, countsAsOwner(member.role, member.pending_invite))) return [];
  const abilities = memberAbilities({
    role: actor.role,
    member: { role: member.role, pendingInvite: member.pending_invite },
  });
  const actions: MemberAction[] = ASSIGNABLE_ROLES.filter(
    (role) => role !== member.role && abilities[SET_ROLE_ACTIONS[role]],
  ).map((role) => ({ kind: 'set-role', role, label: `Set as ${ROLE_LABELS[role]}` }));
  if (abilities.resendInvite) actions.push({ kind: 'resend-invite', label: 'Resend invite' });
  if (abilities.cancelInvite) actions.push({ kind: 'cancel-invite', label: 'Cancel invite' });
  if (abilities.remove && member.user.id !== actor.userId) {
    actions.push({ kind: 'remove', label: 'Remove from workspace' });
  }
  return actions;
}
