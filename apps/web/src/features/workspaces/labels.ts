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

/** 'Free · 3 seats': the plan and seat count of a workspace in the user menu. */
export function planAndSeats(billing: { plan: WorkspacePlan; nb_seats: number }): string {
  const seats = billing.nb_seats === 1 ? '1 seat' : `${billing.nb_seats} seats`;
  return `${PLAN_LABELS[billing.plan]} · ${seats}`;
}

/** Someone invited who has not completed an account yet has no name: their address stands in. */
export function displayName(user: { fullname: string; email: string }): string {
  return user.fullname.trim() || user.email;
}
