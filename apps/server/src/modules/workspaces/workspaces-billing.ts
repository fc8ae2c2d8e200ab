import type { Workspace } from '@hangar/contracts';
import { cardExpiresWithinMonth } from '@hangar/domain';
import type { Database } from '../../db/client';
import { sandboxStore } from '../../payments/sandbox/sandbox-store';
import type { BillingState } from './workspaces-state';

const ACTIVE = new Set(['trialing', 'active', 'past_due']);
const DAY = 86_400_000;

/** Now for a customer: its sandbox test clock may be ahead (a Stripe customer has none). */
async function customerNow(db: Database, customerId: string, now: Date): Promise<Date> {
  const offsetDays = await sandboxStore(db).clockOffsetDays(customerId);
  return new Date(now.getTime() + offsetDays * DAY);
}

/**
 * The billing part of a workspace as everyone in it sees it (SPEC.md section 3 "Billing on a
 * workspace"): plan, seats and the alert flags. Pending invitations count as seats: the
 * subscription must cover everyone who can join. Its billing state is read by
 * the caller (`findWorkspaceState`), with the workspace and its usage.
 */
export async function workspaceBilling(
  db: Database,
  workspace: { id: number; plan: 'FREE' | 'PREMIUM' | 'PRO' },
  team: { members: number; pendingInvites: number },
  { subscription: sub, customer, hadTrial: trialUsed }: BillingState,
  now: Date = new Date(),
): Promise<Workspace['billing']> {
  const teamSize = team.members + team.pendingInvites;
  const active = sub !== null && ACTIVE.has(sub.status);
  const card = customer?.cardExpMonth && customer.cardExpYear ? customer : null;
  return {
    plan: workspace.plan,
    nb_seats: active ? sub.nbSeats : teamSize,
    nb_members: team.members,
    nb_pending_invites: team.pendingInvites,
    is_active: active,
    is_canceled: sub !== null && (sub.cancelAtPeriodEnd || sub.status === 'canceled'),
    is_trial_available: !trialUsed && !active,
    cycle: active ? sub.cycle : null,
    provider_sub_id: sub?.providerSubId ?? null,
    expiry_error:
      active &&
      card !== null &&
      cardExpiresWithinMonth(
        card.cardExpMonth ?? 0,
        card.cardExpYear ?? 0,
        await customerNow(db, card.providerCustomerId, now),
      ),
    overseat_error: active && teamSize > sub.nbSeats,
    payment_error: sub !== null && (sub.status === 'past_due' || sub.status === 'incomplete'),
  };
}
