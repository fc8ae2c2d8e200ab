import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, flag, ownerRef, serialId } from './columns';
import { workspaces } from './workspaces';

const workspaceRef = () => ownerRef('workspace_id', () => workspaces.id);

/** The workspace's customer at the payment provider, with its billing details. */
export const billingCustomers = pgTable('billing_customers', {
  workspaceId: workspaceRef().primaryKey(),
  providerCustomerId: text('provider_customer_id').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  vatNumber: text('vat_number'),
  /** The card the subscription is charged on. */
  paymentMethodId: text('payment_method_id'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
});

/** The workspace's subscription, as the provider's events last described it. */
export const subscriptions = pgTable('subscriptions', {
  workspaceId: workspaceRef().primaryKey(),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  providerSubId: text('provider_sub_id').notNull().unique(),
  plan: text('plan', { enum: ['PREMIUM', 'PRO'] }).notNull(),
  cycle: text('cycle', { enum: ['monthly', 'yearly'] }).notNull(),
  nbSeats: integer('nb_seats').notNull(),
  status: text('status', {
    enum: ['trialing', 'active', 'past_due', 'incomplete', 'canceled'],
  }).notNull(),
  cancelAtPeriodEnd: flag('cancel_at_period_end'),
  currentPeriodStart: at('current_period_start').notNull(),
  currentPeriodEnd: at('current_period_end').notNull(),
  trialEnd: at('trial_end'),
  pendingPlan: text('pending_plan', { enum: ['PREMIUM', 'PRO'] }),
  pendingCycle: text('pending_cycle', { enum: ['monthly', 'yearly'] }),
  pendingSeats: integer('pending_seats'),
  /** The provider's time of the event this row reflects: older events are ignored. */
  syncedAt: at('synced_at').notNull(),
});

/** Once a workspace had a trial or a subscription, no new trial is offered. */
export const billingHistory = pgTable('billing_history', {
  workspaceId: workspaceRef().primaryKey(),
  hadTrial: flag('had_trial'),
});

/** Who an invoice billed, as they were when it was issued (an invoice never changes after). */
export interface BilledTo {
  name: string;
  email: string;
  addressLines: string[];
  country: string;
  vatNumber: string | null;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serialId(),
    workspaceId: workspaceRef(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    number: text('number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    status: text('status', { enum: ['paid', 'open', 'failed'] }).notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    createdAt: at('created_at').notNull(),
    syncedAt: at('synced_at').notNull(),
    /** Frozen at the first sync; null for invoices stored before issue 40. */
    billedTo: jsonb('billed_to').$type<BilledTo>(),
    /** When it was first known as paid; null while unpaid (and for invoices before issue 40). */
    paidAt: at('paid_at'),
  },
  (table) => [uniqueIndex('invoices_provider_idx').on(table.providerInvoiceId)],
);

/** Provider events already applied: each is applied exactly once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});
