import type { BillingCycle, Plan } from './constants';

/** A price key: seat_{plan}_{cycle}, lowercase (SPEC.md section 9). */
export function seatKey(plan: Plan, cycle: BillingCycle): string {
  return `seat_${plan}_${cycle}`.toLowerCase();
}

/** Price of one seat for one cycle, in cents, by seat key. */
export type SeatPrices = Record<string, number>;

/** Defaults when the configuration sets no prices (docs/billing.md). */
export const DEFAULT_SEAT_PRICES: SeatPrices = {
  seat_premium_monthly: 800,
  seat_premium_yearly: 8000,
  seat_pro_monthly: 1500,
  seat_pro_yearly: 15000,
};

export interface PriceQuote {
  /** Seats x price, before tax. */
  subtotal: number;
  tax: number;
  total: number;
}

/** What a subscription costs per cycle, in cents, tax included. */
export function quote(
  prices: SeatPrices,
  plan: Plan,
  cycle: BillingCycle,
  seats: number,
  taxRatePercent: number,
): PriceQuote {
  const price = prices[seatKey(plan, cycle)];
  if (price === undefined) throw new RangeError(`No price for ${seatKey(plan, cycle)}`);
  const subtotal = price * seats;
  const tax = Math.round((subtotal * taxRatePercent) / 100);
  return { subtotal, tax, total: subtotal + tax };
}

/** How much a year costs less when paid yearly, in percent of twelve months (rounded). */
export function yearlySavingPercent(prices: SeatPrices, plan: Plan): number {
  const monthly = prices[seatKey(plan, 'monthly')];
  const yearly = prices[seatKey(plan, 'yearly')];
  if (!monthly || yearly === undefined) return 0;
  return Math.max(0, Math.round((1 - yearly / (monthly * 12)) * 100));
}

/**
 * The charge for adding seats mid-cycle: the new seats for the share of the period left,
 * in cents before tax, rounded to the cent.
 */
export function prorationAmount(
  seatPrice: number,
  addedSeats: number,
  remainingShare: number,
): number {
  if (addedSeats <= 0) return 0;
  const share = Math.min(1, Math.max(0, remainingShare));
  return Math.round(seatPrice * addedSeats * share);
}

export const BILLING_ALERTS = ['payment', 'seat', 'canceled', 'expiring'] as const;
export type BillingAlert = (typeof BILLING_ALERTS)[number];

export interface BillingFlags {
  payment_error: boolean;
  overseat_error: boolean;
  is_canceled: boolean;
  expiry_error: boolean;
}

/** The one alert the bar shows, by priority: payment error, missing seat, canceled, expiring card. */
export function billingAlert(flags: BillingFlags): BillingAlert | null {
  if (flags.payment_error) return 'payment';
  if (flags.overseat_error) return 'seat';
  if (flags.is_canceled) return 'canceled';
  if (flags.expiry_error) return 'expiring';
  return null;
}

export const BILLING_ALERT_TEXTS: Record<BillingAlert, { text: string; action: string }> = {
  payment: { text: 'Payment error', action: 'Resolve billing' },
  seat: { text: 'Missing seat', action: 'Add seat' },
  canceled: { text: 'Your workspace subscription has been canceled', action: 'Dismiss' },
  expiring: { text: 'Card is expirating', action: 'Update your card' },
};

/** The side menu's Settings & Members icon. */
export function hasBillingWarning(flags: Omit<BillingFlags, 'is_canceled'>): boolean {
  return flags.payment_error || flags.overseat_error || flags.expiry_error;
}

/** A card expires at the end of its expiry month; it is "expiring" from the first day of it. */
export function cardExpiresWithinMonth(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth <= month);
}

export const TRIAL_DAYS = 14;
