import { describe, expect, it } from 'vitest';
import { addMember, buildGroup, buildSignedInUser } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { billingOwner, TEST_CUSTOMER } from './billing-fixtures';

const server = useTestEnvironment();

const owner = () => billingOwner(server);
const customer = TEST_CUSTOMER;

describe('cards', () => {
  it("refuse a declined card with the provider's message", async () => {
    const { call, card } = await owner();
    await call('POST', '/billing/customer', customer);
    const declined = await card('4000 0000 0000 0002');
    expect(declined).toMatchObject({
      status: 402,
      body: { detail: 'Your card was declined.', provider: 'sandbox' },
    });
    const unknown = await call('PUT', '/billing/payment-method', { payment_method_id: 'pm_nope' });
    expect(unknown).toMatchObject({ status: 402, body: { provider: 'sandbox' } });
  });

  it('flag a card that expires this month', async () => {
    const { call, card, billingFlags } = await owner();
    await call('POST', '/billing/customer', customer);
    const now = new Date();
    const expiring = await card('4242424242424242', now.getUTCMonth() + 1, now.getUTCFullYear());
    await call('PUT', '/billing/payment-method', { payment_method_id: expiring.body.id });
    await call('POST', '/billing/subscription', { plan: 'PREMIUM', cycle: 'monthly', nb_seats: 1 });
    expect(await billingFlags()).toMatchObject({ expiry_error: true, payment_error: false });
  });
});

describe('the expiring-card alert', () => {
  it("follows the sandbox's test clock", async () => {
    const { call, card, billingFlags } = await owner();
    await call('POST', '/billing/customer', customer);
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const method = await card(
      '4242424242424242',
      nextMonth.getUTCMonth() + 1,
      nextMonth.getUTCFullYear(),
    );
    await call('PUT', '/billing/payment-method', { payment_method_id: method.body.id });
    await call('POST', '/billing/subscription', { plan: 'PREMIUM', cycle: 'monthly', nb_seats: 1 });
    expect(await billingFlags()).toMatchObject({ expiry_error: false });
    await call('POST', '/billing/sandbox/clock', { days: 32 });
    expect(await billingFlags()).toMatchObject({ expiry_error: true, is_active: true });
  });
});

describe('subscriptions', () => {
  it('lift the free limits at once, and bill the first month with tax', async () => {
    const { workspace, call, subscribeWith, billingFlags } = await owner();
    for (const name of ['A', 'B', 'C']) await buildGroup(server, workspace, { name });
    expect((await call('GET', '/workspaces/c')).body).toMatchObject({ can_add_groups: false });

    const subscribed = await subscribeWith('4242424242424242', 3);
    expect(subscribed).toMatchObject({
      status: 201,
      body: { plan: 'PREMIUM', cycle: 'monthly', nb_seats: 3, status: 'active' },
    });
    expect((await call('GET', '/workspaces/c')).body).toMatchObject({ can_add_groups: true });
    expect(await billingFlags()).toMatchObject({
      plan: 'PREMIUM',
      nb_seats: 3,
      is_active: true,
      payment_error: false,
      overseat_error: false,
      provider_sub_id: expect.stringMatching(/^sub_sbx_/),
    });
    const invoices = await call<{ amount: number; tax: number; status: string }[]>(
      'GET',
      '/billing/invoices',
    );
    expect(invoices.body).toEqual([
      expect.objectContaining({ amount: 2880, tax: 480, status: 'paid' }),
    ]);
    const info = await call('GET', '/billing');
    expect(info.body).toMatchObject({
      prices: { seat_premium_monthly: 800, seat_premium_yearly: 8000 },
      tax_rate: 20,
      payment_method: { brand: 'visa', last4: '4242' },
      provider: 'sandbox',
    });
  });

  it('charge added seats for the rest of the period, and drop seats at the next one', async () => {
    const { call, subscribeWith } = await owner();
    await subscribeWith('4242424242424242', 3);
    await call('POST', '/billing/sandbox/clock', { days: 10 });
    const subscription = await call<{ current_period_end: string }>('GET', '/billing/subscription');
    const more = await call('PUT', '/billing/subscription/seats', { nb_seats: 5 });
    expect(more.body).toMatchObject({ nb_seats: 5 });
    const invoices = await call<{ amount: number; period_start: string; period_end: string }[]>(
      'GET',
      '/billing/invoices',
    );
    const prorated = invoices.body[0];
    const end = new Date(subscription.body.current_period_end).getTime();
    const start = end - (end - new Date(invoices.body[1]?.period_start ?? 0).getTime());
    const remaining = (end - new Date(prorated?.period_start ?? 0).getTime()) / (end - start);
    const expected = Math.round(800 * 2 * remaining);
    expect(
      Math.abs((prorated?.amount ?? 0) - (expected + Math.round(expected * 0.2))),
    ).toBeLessThanOrEqual(1);

    const fewer = await call('PUT', '/billing/subscription/seats', { nb_seats: 2 });
    expect(fewer.body).toMatchObject({ nb_seats: 5 });
    expect((await call('GET', '/billing')).body).toMatchObject({
      pending_changes: { nb_seats: 2 },
    });
    await call('POST', '/billing/sandbox/clock', { days: 31 });
    expect((await call('GET', '/billing/subscription')).body).toMatchObject({
      nb_seats: 2,
      status: 'active',
    });
    const renewal = (await call<{ amount: number }[]>('GET', '/billing/invoices')).body[0];
    expect(renewal?.amount).toBe(1920);
  });

  it('switch to yearly from the next period', async () => {
    const { call, subscribeWith } = await owner();
    await subscribeWith('4242424242424242', 1);
    await call('PUT', '/billing/subscription/cycle');
    expect((await call('GET', '/billing')).body).toMatchObject({
      pending_changes: { cycle: 'yearly' },
    });
    await call('POST', '/billing/sandbox/clock', { days: 32 });
    expect((await call('GET', '/billing/subscription')).body).toMatchObject({ cycle: 'yearly' });
    expect((await call<{ amount: number }[]>('GET', '/billing/invoices')).body[0]?.amount).toBe(
      9600,
    );
  });

  it('flag missing seats when the team outgrows them', async () => {
    const { workspace, subscribeWith, billingFlags } = await owner();
    await subscribeWith('4242424242424242', 1);
    await addMember(server, workspace, (await buildSignedInUser(server)).user, 'MEMBER');
    expect(await billingFlags()).toMatchObject({ overseat_error: true, nb_seats: 1 });
  });

  it('cancel at the period end, resume, and fall back to the free plan when it ends', async () => {
    const { call, subscribeWith, billingFlags } = await owner();
    await subscribeWith('4242424242424242', 1);
    expect((await call('POST', '/billing/subscription/cancel')).body).toMatchObject({
      is_canceled: true,
      status: 'active',
    });
    expect((await call('POST', '/billing/subscription/abort')).body).toMatchObject({
      is_canceled: false,
    });
    await call('POST', '/billing/subscription/cancel');
    await call('POST', '/billing/sandbox/clock', { days: 32 });
    expect(await billingFlags()).toMatchObject({
      plan: 'FREE',
      is_active: false,
      is_canceled: true,
    });
  });
});

describe('a failed renewal', () => {
  it('raises the payment error until a working card pays it', async () => {
    const { call, card, subscribeWith, billingFlags } = await owner();
    await subscribeWith('4242424242424242', 1);
    const failing = await card('4000000000000341');
    await call('PUT', '/billing/payment-method', { payment_method_id: failing.body.id });
    await call('POST', '/billing/sandbox/clock', { days: 32 });
    expect(await billingFlags()).toMatchObject({ payment_error: true, plan: 'PREMIUM' });
    expect((await call<{ status: string }[]>('GET', '/billing/invoices')).body[0]?.status).toBe(
      'failed',
    );

    const working = await card('4242424242424242');
    await call('PUT', '/billing/payment-method', { payment_method_id: working.body.id });
    expect(await billingFlags()).toMatchObject({ payment_error: false });
    expect((await call<{ status: string }[]>('GET', '/billing/invoices')).body[0]?.status).toBe(
      'paid',
    );
  });
});

describe('trials', () => {
  it('run 14 days once per workspace, without a card', async () => {
    const { call, billingFlags } = await owner();
    expect(await billingFlags()).toMatchObject({ is_trial_available: true });
    await call('POST', '/billing/customer', customer);
    expect((await call('POST', '/billing/trial')).status).toBe(200);
    expect(await billingFlags()).toMatchObject({
      plan: 'PREMIUM',
      is_active: true,
      is_trial_available: false,
    });
    const info = (await call<{ trial_end_date: string }>('GET', '/billing')).body;
    const days = (new Date(info.trial_end_date).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    expect((await call('POST', '/billing/trial')).status).toBe(409);
  });
});
