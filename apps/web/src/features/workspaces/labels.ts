import type { Workspace } from '@hangar/contracts/workspaces';
import type { WorkspacePlan } from '@hangar/domain/plans';
import type { WorkspaceRole } from '@hangar/domain/roles';

export const ROLE_LABELS = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  MEMBER: 'Member',
  GUEST: 'Guest',
} as const satisfies Record<WorkspaceRole, string>;

export const PLAN_LABELS = {
  FREE: 'Free',
  PREMIUM: 'Premium',
  PRO: 'Pro',
} as const satisfies Record<WorkspacePlan, string>;

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

type TeamCounts = Pick<Workspace['billing'], 'nb_members' | 'nb_pending_invites'>;

/** '1 member · 1 pending invitation': who is in the team, invitations apart. */
export function teamLine(billing: TeamCounts): string {
  const parts = [counted(billing.nb_members, 'member', 'members')];
  if (billing.nb_pending_invites > 0) {
    parts.push(counted(billing.nb_pending_invites, 'pending invitation', 'pending invitations'));
  }
  return parts.join(' · ');
}

/**
 * The plan line of a workspace (user menu, workspace list, Home). A paid plan shows the seats
 * bought ('Premium · 3 seats'); the free plan says who is in the team, so a pending invitation
 * is not mistaken for a second person ('Free · 1 member · 1 pending invitation').
 */
export function planAndSeats(
  billing: Pick<Workspace['billing'], 'plan' | 'nb_seats'> & TeamCounts,
): string {
  const plan = PLAN_LABELS[billing.plan];
  if (billing.plan !== 'FREE') return `${plan} · ${counted(billing.nb_seats, 'seat', 'seats')}`;
  return `${plan} · ${teamLine(billing)}`;
}

/** Someone invited who has not completed an account yet has no name: their address stands in. */
export function displayName(user: { fullname: string; email: string }): string {
  return user.fullname.trim() || user.email;
}
