import type { BillingInfo, Subscription } from '@hangar/contracts/billing';
import { prorationAmount, seatKey } from '@hangar/domain/billing';

export type SeatChange =
  | { kind: 'same' }
  /** More seats: charged now for the rest of the period (cents, before tax). */
  | { kind: 'now'; amount: number; tax: number }
  /** Fewer seats: from the end of the period. */
  | { kind: 'period-end'; date: string };

/** The start of the period that ends at `end`: one month or one year before it. */
function periodStart(end: Date, cycle: Subscription['cycle']): Date {
  const start = new Date(end);
  if (cycle === 'monthly') start.setUTCMonth(start.getUTCMonth() - 1);
  else start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}

/**
 * What a new seat count means (docs/billing.md): more seats are added now and the rest of the
 * period is charged (prorated, as the provider will compute it); fewer take effect at the
 * end of the period. A trial charges nothing.
 */
export function seatChange(
  info: Pick<BillingInfo, 'prices' | 'tax_rate' | 'cycle_end_date' | 'trial_end_date'>,
  subscription: Pick<Subscription, 'plan' | 'cycle' | 'nb_seats' | 'current_period_end'>,
  seats: number,
  now: Date = new Date(),
): SeatChange {
  const end = info.cycle_end_date ?? subscription.current_period_end;
  if (seats === subscription.nb_seats) return { kind: 'same' };
  if (seats < subscription.nb_seats) return { kind: 'period-end', date: end };
  if (info.trial_end_date) return { kind: 'now', amount: 0, tax: 0 };
  const endTime = new Date(end).getTime();
  const startTime = periodStart(new Date(end), subscription.cycle).getTime();
  const share = (endTime - now.getTime()) / Math.max(1, endTime - startTime);
  const price = info.prices[seatKey(subscription.plan, subscription.cycle)] ?? 0;
  const amount = prorationAmount(price, seats - subscription.nb_seats, share);
  return { kind: 'now', amount, tax: Math.round((amount * info.tax_rate) / 100) };
}
