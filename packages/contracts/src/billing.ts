import { BILLING_CYCLES, DEMO_TRIAL, PLANS, SEAT_OPTIONS } from '@hangar/domain';
import { z } from 'zod';
import { COUNTRY_MESSAGE, isCountryCode } from './countries';
import { emailField, requiredString, textField, timestamp } from './fields';
import { idField } from './http';
import { pageLimit, queryInteger } from './query-fields';

export const planSchema = z.enum(PLANS);
export const cycleSchema = z.enum(BILLING_CYCLES);
export const seatCount = z
  .number()
  .int()
  .refine(
    (value) => (SEAT_OPTIONS as readonly number[]).includes(value),
    'Choose one of the seat options',
  );

export const billingCustomer = z.object({
  name: z.string(),
  email: z.string(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  postal_code: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  vat_number: z.string().nullable(),
});
export type BillingCustomer = z.infer<typeof billingCustomer>;

/** POST and PUT /billing/customer */
export const customerInput = z.object({
  name: requiredString().max(120),
  email: emailField,
  address_line1: requiredString().max(200),
  address_line2: textField().max(200).nullable().optional(),
  postal_code: requiredString().max(20),
  city: requiredString().max(100),
  /** ISO 3166-1 alpha-2, any case. */
  country: requiredString()
    .toUpperCase()
    // Blank is already 'This field is required'.
    .refine((code) => code === '' || isCountryCode(code), COUNTRY_MESSAGE),
  vat_number: textField().max(30).nullable().optional(),
});
export type CustomerInput = z.input<typeof customerInput>;

export const paymentMethod = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const pendingChanges = z.object({
  plan: planSchema.nullable(),
  cycle: cycleSchema.nullable(),
  nb_seats: z.number().int().nullable(),
  /** When they take effect: the end of the current period. */
  effective_date: timestamp,
});

/** GET /billing (owner only) */
export const billingInfo = z.object({
  /** Price of one seat per cycle, in cents, by seat key (seat_premium_monthly, ...). */
  prices: z.record(z.string(), z.number().int()),
  /** Percent: the tax rule's rate for the billing country and VAT number (docs/billing.md "Tax"). */
  tax_rate: z.number(),
  /** What the tax line says beside a 0 % rate ('Reverse charge', 'Not subject to VAT'); else null. */
  tax_mention: z.string().nullable(),
  customer: billingCustomer.nullable(),
  payment_method: paymentMethod.nullable(),
  cycle_end_date: timestamp.nullable(),
  trial_end_date: timestamp.nullable(),
  pending_changes: pendingChanges.nullable(),
  provider: z.enum(['sandbox', 'stripe']),
  /** Stripe's publishable key for Stripe.js; null for the sandbox. */
  publishable_key: z.string().nullable(),
});
export type BillingInfo = z.infer<typeof billingInfo>;

export const subscriptionStatus = z.enum([
  'trialing',
  'active',
  'past_due',
  'incomplete',
  'canceled',
]);

/** GET /billing/subscription */
export const subscription = z.object({
  plan: planSchema,
  cycle: cycleSchema,
  nb_seats: z.number().int(),
  status: subscriptionStatus,
  is_active: z.boolean(),
  is_canceled: z.boolean(),
  current_period_end: timestamp,
  trial_end: timestamp.nullable(),
  provider_sub_id: z.string(),
});
export type Subscription = z.infer<typeof subscription>;

export const invoice = z.object({
  id: z.number().int(),
  number: z.string(),
  /** Total in cents, tax included. */
  amount: z.number().int(),
  tax: z.number().int(),
  status: z.enum(['paid', 'open', 'failed']),
  period_start: timestamp,
  period_end: timestamp,
  created_at: timestamp,
});
export type Invoice = z.infer<typeof invoice>;
export const invoiceList = z.array(invoice);

export const invoicesQuery = z.object({
  limit: pageLimit(200).optional(),
  year: queryInteger(2000, 2100).optional(),
});

/** POST /billing/subscription */
export const createSubscriptionInput = z.object({
  plan: planSchema,
  cycle: cycleSchema,
  nb_seats: seatCount,
});
export const planChangeInput = z.object({ plan: planSchema });
export const seatsChangeInput = z.object({ nb_seats: seatCount });
export const paymentMethodInput = z.object({ payment_method_id: textField().min(3).max(100) });

/** The sandbox provider's card form posts here, as Stripe.js creates a payment method at Stripe. */
export const sandboxCardInput = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Invalid card number')),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'Invalid security code'),
});
export const sandboxPaymentMethod = z.object({ id: z.string() });
/** Moves the sandbox's clock of the current workspace forward (tests, demos). */
export const sandboxClockInput = z.object({ days: z.number().int().min(1).max(800) });

/** POST /admin/workspaces/demo */
export const demoWorkspaceInput = z.object({
  name: requiredString().max(80),
  owner_email: emailField,
  email_domain: textField().toLowerCase().max(253).nullable().optional(),
  owner_lang: textField().max(10).default('en'),
});

/** POST /admin/billing/trial */
export const adminTrialInput = z.object({
  workspace_id: idField,
  customer_email: emailField,
  plan: planSchema.default(DEMO_TRIAL.plan),
  cycle: cycleSchema.default(DEMO_TRIAL.cycle),
  nb_seats: z.number().int().min(1).max(1000).default(DEMO_TRIAL.nbSeats),
  trial_days: z.number().int().min(1).max(DEMO_TRIAL.trialDays).default(DEMO_TRIAL.trialDays),
});
