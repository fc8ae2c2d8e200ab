import { randomUUID } from 'node:crypto';
import type { BillingInfo, CustomerInput } from '@hangar/contracts';
import { TRIAL_DAYS, type BillingCycle, type Plan } from '@hangar/domain';
import { HttpError } from '../../http/errors';
import { ProviderError, type ProviderSubscription } from '../../payments/provider';
import type { MemberCall } from '../workspaces/workspaces.access';
import { countMembers } from '../workspaces/workspaces.service';
import { publishBilling } from './billing.events';
import { syncSubscription } from './billing-sync';
import type { BillingDeps } from './billing.deps';
import { customerTaxRule } from './billing-tax';
import { pendingChangesOf, presentCustomer, presentPaymentMethod } from './billing.presenter';
import {
  findCustomer,
  findSubscription,
  hadTrial,
  saveCustomer,
  type CustomerRow,
} from './billing.repository';

export { billingCallerHook } from './billing.events';

/**
 * A new idempotency key for one attempt of a create call. The SDK's own network retries reuse
 * it; a user's retry (say, after a declined card) is a new attempt with a new key, so the
 * provider never answers it with the cached refusal, and no two installations sharing a Stripe
 * account can collide.
 */
export function idempotencyKey(
  purpose: 'customer' | 'trial' | 'subscription',
  workspaceId: number,
) {
  return `${purpose}-${workspaceId}-${randomUUID()}`;
}

/** The provider refused: its own message, in the payment error shape. */
export async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) throw HttpError.payment(402, error.message, error.provider);
    throw error;
  }
}

export async function billingInfo(deps: BillingDeps, { caller }: MemberCall): Promise<BillingInfo> {
  const [customer, sub] = await Promise.all([
    findCustomer(deps.db, caller.workspaceId),
    findSubscription(deps.db, caller.workspaceId),
  ]);
  const active = sub && ['trialing', 'active', 'past_due'].includes(sub.status);
  const tax = customerTaxRule(deps.config.billing.seller.country, customer);
  return {
    prices: deps.config.billing.prices,
    tax_rate: tax.ratePercent,
    tax_mention: tax.mention,
    customer: customer ? presentCustomer(customer) : null,
    payment_method: customer ? presentPaymentMethod(customer) : null,
    cycle_end_date: active ? sub.currentPeriodEnd.toISOString() : null,
    trial_end_date:
      active && sub.status === 'trialing' ? (sub.trialEnd?.toISOString() ?? null) : null,
    pending_changes: pendingChangesOf(sub),
    provider: deps.payments.provider.name,
    publishable_key: deps.payments.provider.publishableKey,
  };
}

function customerDetails(workspaceId: number, input: CustomerInput) {
  return {
    workspaceId,
    name: input.name.trim(),
    email: input.email,
    addressLine1: input.address_line1.trim(),
    addressLine2: input.address_line2?.trim() || null,
    postalCode: input.postal_code.trim(),
    city: input.city.trim(),
    country: input.country.toUpperCase(),
  };
}

/** POST and PUT /billing/customer: the billing details, at the provider too. */
export async function saveBillingCustomer(
  deps: BillingDeps,
  { caller, input }: MemberCall & { input: CustomerInput },
) {
  const { workspaceId } = caller;
  const details = customerDetails(workspaceId, input);
  const existing = await findCustomer(deps.db, workspaceId);
  const providerCustomerId = await viaProvider(async () => {
    if (existing) {
      await deps.payments.provider.updateCustomer(existing.providerCustomerId, details);
      return existing.providerCustomerId;
    }
    return deps.payments.provider.createCustomer(details, idempotencyKey('customer', workspaceId));
  });
  const vatNumber = input.vat_number?.trim() || null;
  // Before the details are stored: a provider that fails here is asked again at the next save.
  await retaxSubscription(deps, workspaceId, existing, { country: details.country, vatNumber });
  await saveCustomer(deps.db, {
    ...(existing ?? {}),
    workspaceId,
    providerCustomerId,
    name: details.name,
    email: details.email,
    addressLine1: details.addressLine1,
    addressLine2: details.addressLine2,
    postalCode: details.postalCode,
    city: details.city,
    country: details.country,
    vatNumber,
  });
  await publishBilling(deps.bus, workspaceId, ['billing_info']);
  const saved = await findCustomer(deps.db, workspaceId);
  if (!saved) throw new Error('the billing customer vanished');
  return presentCustomer(saved);
}

/**
 * A change of billing country or VAT number changes the rate of the invoices to come (what
 * Stripe Tax does from the customer's address); what was already invoiced stays as it was.
 */
async function retaxSubscription(
  deps: BillingDeps,
  workspaceId: number,
  before: CustomerRow | null,
  after: Pick<CustomerRow, 'country' | 'vatNumber'>,
) {
  const seller = deps.config.billing.seller.country;
  const rate = customerTaxRule(seller, after).ratePercent;
  if (before && customerTaxRule(seller, before).ratePercent === rate) return;
  const sub = await findSubscription(deps.db, workspaceId);
  if (!sub || sub.status === 'canceled') return;
  await viaProvider(() => deps.payments.provider.setTaxRate(sub.providerSubId, rate));
}

export async function requireCustomer(
  deps: BillingDeps,
  workspaceId: number,
): Promise<CustomerRow> {
  const customer = await findCustomer(deps.db, workspaceId);
  if (!customer) throw HttpError.simple(412, 'Add your billing details first');
  return customer;
}

/** PUT /billing/payment-method: the card created at the provider becomes the one charged. */
export async function setPaymentMethod(
  deps: BillingDeps,
  { caller, paymentMethodId }: MemberCall & { paymentMethodId: string },
) {
  const customer = await requireCustomer(deps, caller.workspaceId);
  const card = await viaProvider(() =>
    deps.payments.provider.attachPaymentMethod(customer.providerCustomerId, paymentMethodId),
  );
  const withCard = {
    ...customer,
    paymentMethodId: card.id,
    cardBrand: card.brand,
    cardLast4: card.last4,
    cardExpMonth: card.expMonth,
    cardExpYear: card.expYear,
  };
  await saveCustomer(deps.db, withCard);
  await publishBilling(deps.bus, caller.workspaceId, ['billing_info', 'workspace']);
  return presentPaymentMethod(withCard);
}

/** Stores what the provider answered at once (its event will say the same, later). */
export async function applyNow(
  deps: BillingDeps,
  sub: ProviderSubscription,
  customerId: string | null,
) {
  const asOf = await deps.payments.provider.now(customerId);
  const changes = await deps.db.transaction((tx) =>
    syncSubscription(tx, deps.payments.provider.name, sub, asOf),
  );
  await publishBilling(deps.bus, sub.workspaceId, changes);
}

export interface TrialOptions {
  plan?: Plan;
  cycle?: BillingCycle;
  seats?: number;
  days?: number;
  /** The billing e-mail of a new customer, when the workspace has none yet. */
  customerEmail?: string;
}

/** POST /billing/trial: PREMIUM for 14 days by default, no card needed, once per workspace. */
export async function startTrial(
  deps: BillingDeps,
  workspaceId: number,
  options: TrialOptions = {},
) {
  const existing = await findSubscription(deps.db, workspaceId);
  if ((await hadTrial(deps.db, workspaceId)) || (existing && existing.status !== 'canceled')) {
    throw HttpError.simple(409, 'This workspace cannot start a trial any more');
  }
  let customer = await findCustomer(deps.db, workspaceId);
  if (!customer) {
    if (!options.customerEmail) throw HttpError.simple(412, 'Add your billing details first');
    const details = {
      workspaceId,
      name: options.customerEmail,
      email: options.customerEmail,
      addressLine1: '',
      addressLine2: null,
      postalCode: '',
      city: '',
      country: deps.config.billing.seller.country,
    };
    const providerCustomerId = await viaProvider(() =>
      deps.payments.provider.createCustomer(details, idempotencyKey('customer', workspaceId)),
    );
    await saveCustomer(deps.db, { ...details, providerCustomerId, vatNumber: null });
    customer = await requireCustomer(deps, workspaceId);
  }
  const customerId = customer.providerCustomerId;
  const seats = options.seats ?? Math.max(1, await countMembers(deps.db, workspaceId));
  const sub = await viaProvider(() =>
    deps.payments.provider.createSubscription(
      {
        customerId,
        workspaceId,
        plan: options.plan ?? 'PREMIUM',
        cycle: options.cycle ?? 'monthly',
        quantity: seats,
        trialDays: options.days ?? TRIAL_DAYS,
        taxRatePercent: customerTaxRule(deps.config.billing.seller.country, customer).ratePercent,
      },
      idempotencyKey('trial', workspaceId),
    ),
  );
  await applyNow(deps, sub, customerId);
}
