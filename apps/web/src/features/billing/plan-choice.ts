import type { BillingInfo } from '@hangar/contracts/billing';
import type { BillingFunnelStep } from '@hangar/contracts/routes';
import { quote, seatKey, yearlySavingPercent, type PriceQuote } from '@hangar/domain/billing';
import {
  BILLING_CYCLES,
  OFFERED_PLAN,
  PLANS,
  SEAT_OPTIONS,
  type BillingCycle,
  type Plan,
} from '@hangar/domain/constants';

/** What the owner picks on Upgrade and in the funnel: carried from step to step in the address. */
export interface PlanSelection {
  plan: Plan;
  cycle: BillingCycle;
  seats: number;
}

/** The smallest seat option that fits the team (the largest one for bigger teams). */
export function defaultSeats(teamSize: number): number {
  const largest = SEAT_OPTIONS[SEAT_OPTIONS.length - 1] ?? 1;
  return SEAT_OPTIONS.find((option) => option >= teamSize) ?? largest;
}

function isPlan(value: string | null): value is Plan {
  return (PLANS as readonly (string | null)[]).includes(value);
}

function isCycle(value: string | null): value is BillingCycle {
  return (BILLING_CYCLES as readonly (string | null)[]).includes(value);
}

/** The selection of an address (`?plan=PREMIUM&cycle=yearly&seats=5`), with defaults. */
export function parseSelection(search: URLSearchParams, teamSize: number): PlanSelection {
  const plan = search.get('plan');
  const cycle = search.get('cycle');
  const seats = Number(search.get('seats'));
  return {
    plan: isPlan(plan) ? plan : OFFERED_PLAN,
    cycle: isCycle(cycle) ? cycle : 'monthly',
    seats: (SEAT_OPTIONS as readonly number[]).includes(seats) ? seats : defaultSeats(teamSize),
  };
}

export function selectionSearch(selection: PlanSelection): string {
  const params = new URLSearchParams({
    plan: selection.plan,
    cycle: selection.cycle,
    seats: String(selection.seats),
  });
  return `?${params.toString()}`;
}

/** 'month' or 'year': what one price is for. */
export const CYCLE_UNIT = { monthly: 'month', yearly: 'year' } as const satisfies Record<
  BillingCycle,
  string
>;

export const CYCLE_LABELS = { monthly: 'Monthly', yearly: 'Yearly' } as const satisfies Record<
  BillingCycle,
  string
>;

export interface PriceDetails extends PriceQuote {
  /** One seat for one cycle, in cents. */
  seatPrice: number;
  seats: number;
  taxRate: number;
  /** 'Reverse charge' or 'Not subject to VAT' beside a 0 % rate; else null. */
  taxMention: string | null;
  /** How much cheaper a year is when paid yearly, in percent. */
  yearlySaving: number;
}

/** The prices of a selection, in cents; null when the server has no price for it. */
export function priceDetails(
  info: Pick<BillingInfo, 'prices' | 'tax_rate' | 'tax_mention'>,
  selection: PlanSelection,
): PriceDetails | null {
  const seatPrice = info.prices[seatKey(selection.plan, selection.cycle)];
  if (seatPrice === undefined) return null;
  return {
    ...quote(info.prices, selection.plan, selection.cycle, selection.seats, info.tax_rate),
    seatPrice,
    seats: selection.seats,
    taxRate: info.tax_rate,
    taxMention: info.tax_mention,
    yearlySaving: yearlySavingPercent(info.prices, selection.plan),
  };
}

/**
 * The funnel's steps in the order the owner goes through them. The plan, cycle and seats were
 * chosen on Upgrade and travel in the address: the Plan step is only a detour from the
 * confirmation's 'Change', not a step of the way.
 */
export const FUNNEL_ORDER: readonly BillingFunnelStep[] = [
  'customer',
  'payment-method',
  'finalization',
];

export const FUNNEL_STEP_LABELS = {
  customer: 'Billing details',
  'payment-method': 'Card',
  plan: 'Plan',
  finalization: 'Confirmation',
} as const satisfies Record<BillingFunnelStep, string>;

/**
 * Where Upgrade leads: the first thing missing (billing details, then a card); with both on
 * file, straight to the confirmation.
 */
export function funnelEntryStep(
  info: Pick<BillingInfo, 'customer' | 'payment_method'>,
): BillingFunnelStep {
  if (!info.customer) return 'customer';
  if (!info.payment_method) return 'payment-method';
  return 'finalization';
}

/** The step after `step`; the Plan detour goes back to the confirmation. */
export function nextFunnelStep(step: BillingFunnelStep): BillingFunnelStep {
  const index = FUNNEL_ORDER.indexOf(step);
  if (index < 0) return 'finalization';
  return FUNNEL_ORDER[index + 1] ?? 'finalization';
}
