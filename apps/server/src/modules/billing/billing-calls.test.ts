import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import { billingOwner, GOOD_CARD, TEST_CUSTOMER } from './billing-fixtures';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();

const DAY = 86_400_000;
type InvoiceBody = { amount: number; tax: number; created_at: string; period_end: string }[];

describe('PUT /billing/subscription/plan', () => {
  it('moves to PRO at once and charges the difference for the rest of the period', async () => {
    const { call, subscribeWith, billingFlags } = await billingOwner(server);
    await subscribeWith(GOOD_CARD, 3);
    const first = (await call<InvoiceBody>('GET', '/billing/invoices')).body[0];
    const periodStart = new Date(first?.created_at ?? 0).getTime();
    const periodDays = (new Date(first?.period_end ?? 0).getTime() - periodStart) / DAY;
    await call('POST', '/billing/sandbox/clock', { days: 10 });

    const changed = await call('PUT', '/billing/subscription/plan', { plan: 'PRO' });
    expect(changed).toMatchObject({ status: 200, body: { plan: 'PRO', nb_seats: 3 } });
    expect(await billingFlags()).toMatchObject({ plan: 'PRO', is_active: true });

    // (15,00 € - 8,00 €) × 3 seats for the 20 or so days left of a 28 to 31-day month.
    const subtotal = Math.round(700 * 3 * ((periodDays - 10) / periodDays));
    const prorated = (await call<InvoiceBody>('GET', '/billing/invoices')).body[0];
    expect(subtotal).toBeGreaterThanOrEqual(1350);
    expect(subtotal).toBeLessThanOrEqual(1423);
    expect(Math.abs((prorated?.amount ?? 0) - Math.round(subtotal * 1.2))).toBeLessThanOrEqual(1);
    expect(Math.abs((prorated?.tax ?? 0) - Math.round(subtotal * 0.2))).toBeLessThanOrEqual(1);
  });
});

describe('PUT /billing/customer', () => {
  it('updates the billing details, and refuses bad ones without changing anything', async () => {
    const { call } = await billingOwner(server);
    expect((await call('POST', '/billing/customer', TEST_CUSTOMER)).status).toBe(200);
    const updated = await call('PUT', '/billing/customer', {
      ...TEST_CUSTOMER,
      name: 'Northwind Europe',
      email: 'invoices@northwind.example',
      address_line2: 'Bâtiment B',
      vat_number: 'FR40303265045',
    });
    const expected = {
      name: 'Northwind Europe',
      email: 'invoices@northwind.example',
      address_line2: 'Bâtiment B',
      country: 'FR',
      vat_number: 'FR40303265045',
    };
    expect(updated).toMatchObject({ status: 200, body: expected });
    for (const country of ['France', 'ZZ', 'fx', '']) {
      expect(await call('PUT', '/billing/customer', { ...TEST_CUSTOMER, country })).toMatchObject(
        oneValidationIssue(
          ['body', 'country'],
          country ? 'Choose a country from the list' : 'This field is required',
        ),
      );
    }
    expect((await call('GET', '/billing')).body).toMatchObject({ customer: expected });
  });
});

describe('GET /billing/invoices', () => {
  it('takes a limit and a year', async () => {
    const { call, subscribeWith } = await billingOwner(server);
    await subscribeWith(GOOD_CARD, 1);
    await call('POST', '/billing/sandbox/clock', { days: 400 });
    const all = (await call<InvoiceBody>('GET', '/billing/invoices')).body;
    expect(all.length).toBeGreaterThanOrEqual(14);

    const newest = await call<InvoiceBody>('GET', '/billing/invoices?limit=3');
    expect(newest.body).toEqual(all.slice(0, 3));

    const years = [...new Set(all.map((invoice) => new Date(invoice.created_at).getUTCFullYear()))];
    expect(years.length).toBeGreaterThanOrEqual(2);
    let counted = 0;
    for (const year of years) {
      const inYear = (await call<InvoiceBody>('GET', `/billing/invoices?year=${year}`)).body;
      expect(inYear.length).toBeGreaterThan(0);
      for (const invoice of inYear)
        expect(new Date(invoice.created_at).getUTCFullYear()).toBe(year);
      counted += inYear.length;
    }
    expect(counted).toBe(all.length);
    expect((await call('GET', '/billing/invoices?year=1999')).status).toBe(422);
    expect((await call('GET', '/billing/invoices?limit=0')).status).toBe(422);
  });
});

describe('seat counts', () => {
  it('are refused outside the seat options (422), with nothing changed', async () => {
    const { call, card } = await billingOwner(server);
    await call('POST', '/billing/customer', TEST_CUSTOMER);
    const method = await card(GOOD_CARD);
    await call('PUT', '/billing/payment-method', { payment_method_id: method.body.id });
    const six = { plan: 'PREMIUM', cycle: 'monthly', nb_seats: 6 };
    expect(await call('POST', '/billing/subscription', six)).toMatchObject(
      oneValidationIssue(['body', 'nb_seats'], 'Choose one of the seat options'),
    );
    expect((await call('GET', '/billing/subscription')).status).toBe(404);

    await call('POST', '/billing/subscription', { ...six, nb_seats: 5 });
    expect((await call('PUT', '/billing/subscription/seats', { nb_seats: 6 })).status).toBe(422);
    expect((await call('PUT', '/billing/subscription/seats', { nb_seats: 60 })).status).toBe(422);
    expect((await call('GET', '/billing/subscription')).body).toMatchObject({ nb_seats: 5 });
    expect((await call('GET', '/billing')).body).toMatchObject({ pending_changes: null });
  });
});

describe('the content security policy with the sandbox', () => {
  it('allows nothing of Stripe', async () => {
    const csp = (await server.fetch('/api/health')).headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('stripe');
  });
});
