import type { Invoice, PaymentMethod, Subscription } from '@hangar/contracts/billing';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '22 December 2026': billing dates (period ends, trial ends, invoices). */
export function formatBillingDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

export const SUBSCRIPTION_STATUS: Record<Subscription['status'], { label: string; color: string }> =
  {
    trialing: { label: 'Trial', color: 'violet' },
    active: { label: 'Active', color: 'teal' },
    past_due: { label: 'Payment due', color: 'red' },
    incomplete: { label: 'Payment failed', color: 'red' },
    canceled: { label: 'Canceled', color: 'gray' },
  };

export const INVOICE_STATUS: Record<Invoice['status'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'teal' },
  open: { label: 'Open', color: 'blue' },
  failed: { label: 'Failed', color: 'red' },
};

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** 'Visa •••• 4242'. */
export function cardLabel(method: Pick<PaymentMethod, 'brand' | 'last4'>): string {
  const brand = BRANDS[method.brand.toLowerCase()] ?? method.brand;
  return `${brand} •••• ${method.last4}`;
}

/** 'Expires 12/2030'. */
export function cardExpiry(method: Pick<PaymentMethod, 'exp_month' | 'exp_year'>): string {
  return `Expires ${String(method.exp_month).padStart(2, '0')}/${method.exp_year}`;
}
