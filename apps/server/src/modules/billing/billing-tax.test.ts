import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import { billingOwner, GOOD_CARD, TEST_CUSTOMER } from './billing-fixtures';

const server = useTestEnvironment();

type Invoices = { amount: number; tax: number }[];

/** An owner with these billing details and a working card, subscribed to 3 PREMIUM seats. */
async function subscribedFrom(details: Partial<typeof TEST_CUSTOMER> & { vat_number?: string }) {
  const owner = await billingOwner(server);
  await owner.call('POST', '/billing/customer', { ...TEST_CUSTOMER, ...details });
  const card = await owner.card(GOOD_CARD);
  await owner.call('PUT', '/billing/payment-method', { payment_method_id: card.body.id });
  const info = await owner.call('GET', '/billing');
  await owner.call('POST', '/billing/subscription', {
    plan: 'PREMIUM',
    cycle: 'monthly',
    nb_seats: 3,
  });
  const invoices = await owner.call<Invoices>('GET', '/billing/invoices');
  return { ...owner, info: info.body, invoices: invoices.body };
}

describe('the VAT a workspace pays', () => {
  it("is the seller's rate before any billing details", async () => {
    const { call } = await billingOwner(server);
    expect((await call('GET', '/billing')).body).toMatchObject({ tax_rate: 20, tax_mention: null });
  });

  it("is the rate of the customer's EU country", async () => {
    const { info, invoices } = await subscribedFrom({ country: 'de', city: 'Berlin' });
    expect(info).toMatchObject({ tax_rate: 19, tax_mention: null });
    expect(invoices).toEqual([expect.objectContaining({ amount: 2400 + 456, tax: 456 })]);
  });

  it('is none, as a reverse charge, for a business of another EU country', async () => {
    const { info, invoices } = await subscribedFrom({ country: 'de', vat_number: 'DE123456789' });
    expect(info).toMatchObject({ tax_rate: 0, tax_mention: 'Reverse charge' });
    expect(invoices).toEqual([expect.objectContaining({ amount: 2400, tax: 0 })]);
  });

  it("is the seller's country's rate for a business of that country", async () => {
    const { info } = await subscribedFrom({ vat_number: 'FR40303265045' });
    expect(info).toMatchObject({ tax_rate: 20, tax_mention: null });
  });

  it('is none outside the EU', async () => {
    const { info, invoices } = await subscribedFrom({ country: 'us', city: 'Boston' });
    expect(info).toMatchObject({ tax_rate: 0, tax_mention: 'Not subject to VAT' });
    expect(invoices).toEqual([expect.objectContaining({ amount: 2400, tax: 0 })]);
  });

  it('follows a move to another country from the next invoice on', async () => {
    const { call, invoices } = await subscribedFrom({});
    expect(invoices).toEqual([expect.objectContaining({ tax: 480 })]);
    await call('PUT', '/billing/customer', { ...TEST_CUSTOMER, country: 'us' });
    expect((await call('GET', '/billing')).body).toMatchObject({ tax_rate: 0 });
    await call('POST', '/billing/sandbox/clock', { days: 32 });
    const after = await call<Invoices>('GET', '/billing/invoices');
    expect(after.body.map((invoice) => invoice.tax).sort()).toEqual([0, 480]);
  });
});
