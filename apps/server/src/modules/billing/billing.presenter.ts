import type {
  BillingCustomer,
  BillingInfo,
  Invoice,
  PaymentMethod,
  Subscription,
} from '@hangar/contracts';
import type { BilledTo } from '../../db/schema';
import type { CustomerRow, InvoiceRow, SubscriptionRow } from './billing.repository';

/** The customer as an invoice names them. */
export function billedToOf(row: CustomerRow): BilledTo {
  return {
    name: row.name,
    email: row.email,
    addressLines: [row.addressLine1, row.addressLine2 ?? '', `${row.postalCode} ${row.city}`]
      .map((line) => line.trim())
      .filter(Boolean),
    country: row.country,
    vatNumber: row.vatNumber,
  };
}

export function presentCustomer(row: CustomerRow): BillingCustomer {
  return {
    name: row.name,
    email: row.email,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    postal_code: row.postalCode,
    city: row.city,
    country: row.country,
    vat_number: row.vatNumber,
  };
}

export function presentPaymentMethod(row: CustomerRow): PaymentMethod | null {
  if (!row.paymentMethodId) return null;
  return {
    id: row.paymentMethodId,
    brand: row.cardBrand ?? 'card',
    last4: row.cardLast4 ?? '',
    exp_month: row.cardExpMonth ?? 0,
    exp_year: row.cardExpYear ?? 0,
  };
}

export function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    plan: row.plan,
    cycle: row.cycle,
    nb_seats: row.nbSeats,
    status: row.status,
    is_active: ['trialing', 'active', 'past_due'].includes(row.status),
    is_canceled: row.cancelAtPeriodEnd || row.status === 'canceled',
    current_period_end: row.currentPeriodEnd.toISOString(),
    trial_end: row.trialEnd?.toISOString() ?? null,
    provider_sub_id: row.providerSubId,
  };
}

export function pendingChangesOf(row: SubscriptionRow | null): BillingInfo['pending_changes'] {
  if (!row || (!row.pendingPlan && !row.pendingCycle && !row.pendingSeats)) return null;
  return {
    plan: row.pendingPlan,
    cycle: row.pendingCycle,
    nb_seats: row.pendingSeats,
    effective_date: row.currentPeriodEnd.toISOString(),
  };
}

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    amount: row.amountCents,
    tax: row.taxCents,
    status: row.status,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
