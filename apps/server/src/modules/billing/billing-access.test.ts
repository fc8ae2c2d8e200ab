import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, buildSignedInUser, type SignedInPerson } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { OWNER_ONLY } from './billing.access';
import { asOutsider, billingOwner, GOOD_CARD, NEXT_YEAR, TEST_CUSTOMER } from './billing-fixtures';

const server = useTestEnvironment();
let subscribed: Awaited<ReturnType<typeof billingOwner>>;
let admin: SignedInPerson;
let member: SignedInPerson;

beforeAll(async () => {
  subscribed = await billingOwner(server);
  await subscribed.subscribeWith(GOOD_CARD, 3);
  admin = await buildSignedInUser(server);
  member = await buildSignedInUser(server);
  await addMember(server, subscribed.workspace, admin.user, 'ADMIN');
  await addMember(server, subscribed.workspace, member.user, 'MEMBER');
});

const OWNER_ONLY_ROUTES: [string, string, unknown?][] = [
  ['GET', '/billing'],
  ['GET', '/billing/invoices'],
  ['GET', '/billing/subscription'],
  ['POST', '/billing/trial'],
  ['POST', '/billing/subscription', { plan: 'PREMIUM', cycle: 'monthly', nb_seats: 1 }],
  ['PUT', '/billing/subscription/plan', { plan: 'PRO' }],
  ['PUT', '/billing/subscription/cycle'],
  ['PUT', '/billing/subscription/seats', { nb_seats: 10 }],
  ['POST', '/billing/subscription/cancel'],
  ['POST', '/billing/subscription/abort'],
  ['POST', '/billing/customer', TEST_CUSTOMER],
  ['PUT', '/billing/customer', { ...TEST_CUSTOMER, name: 'Taken over' }],
  ['PUT', '/billing/payment-method', { payment_method_id: 'pm_sbx_anything' }],
  [
    'POST',
    '/billing/sandbox/payment-methods',
    { number: GOOD_CARD, exp_month: 1, exp_year: NEXT_YEAR, cvc: '123' },
  ],
  ['POST', '/billing/sandbox/clock', { days: 40 }],
];

describe('billing access', () => {
  it.each(OWNER_ONLY_ROUTES)('%s %s is for the owner only', async (method, path, body) => {
    for (const person of [admin, member]) {
      const response = await asOutsider(server, person, subscribed.workspace)(method, path, body);
      expect(response, `${method} ${path}`).toMatchObject({
        status: 403,
        body: { detail: OWNER_ONLY },
      });
    }
  });

  it('left the subscription as the owner made it', async () => {
    expect((await subscribed.call('GET', '/billing/subscription')).body).toMatchObject({
      plan: 'PREMIUM',
      cycle: 'monthly',
      nb_seats: 3,
      is_canceled: false,
    });
    expect((await subscribed.call('GET', '/billing')).body).toMatchObject({
      customer: { name: 'Northwind SAS' },
      pending_changes: null,
    });
    expect(await subscribed.call<unknown[]>('GET', '/billing/invoices')).toMatchObject({
      body: [expect.anything()],
    });
  });
});

describe('billing preconditions', () => {
  it('ask for the billing details, a card and a subscription first (412)', async () => {
    const { call, card } = await billingOwner(server);
    const details = { status: 412, body: { detail: 'Add your billing details first' } };
    const noSubscription = {
      status: 412,
      body: { detail: 'This workspace has no active subscription' },
    };
    expect(
      await call('PUT', '/billing/payment-method', { payment_method_id: 'pm_x1' }),
    ).toMatchObject(details);
    expect(
      await call('POST', '/billing/subscription', {
        plan: 'PREMIUM',
        cycle: 'monthly',
        nb_seats: 1,
      }),
    ).toMatchObject(details);
    expect(await call('POST', '/billing/trial')).toMatchObject(details);
    expect(await call('POST', '/billing/sandbox/clock', { days: 1 })).toMatchObject(details);

    await call('POST', '/billing/customer', TEST_CUSTOMER);
    expect(
      await call('POST', '/billing/subscription', {
        plan: 'PREMIUM',
        cycle: 'monthly',
        nb_seats: 1,
      }),
    ).toMatchObject({ status: 412, body: { detail: 'Add a card first' } });

    const method = await card(GOOD_CARD);
    await call('PUT', '/billing/payment-method', { payment_method_id: method.body.id });
    for (const [verb, path, body] of [
      ['PUT', '/billing/subscription/plan', { plan: 'PRO' }],
      ['PUT', '/billing/subscription/cycle'],
      ['PUT', '/billing/subscription/seats', { nb_seats: 2 }],
      ['POST', '/billing/subscription/cancel'],
      ['POST', '/billing/subscription/abort'],
    ] as const) {
      expect(await call(verb, path, body), `${verb} ${path}`).toMatchObject(noSubscription);
    }
    expect(await call('GET', '/billing/subscription')).toMatchObject({
      status: 404,
      body: { detail: 'This workspace has no subscription' },
    });
    expect((await call('GET', '/billing')).body).toMatchObject({
      payment_method: { last4: '4242' },
      cycle_end_date: null,
    });
  });
});

describe('tenant isolation', () => {
  it("never lets one workspace's owner read or change another's billing", async () => {
    const first = await billingOwner(server);
    const second = await billingOwner(server);
    await first.subscribeWith(GOOD_CARD, 3);
    const peek = asOutsider(server, second.person, first.workspace);
    for (const [method, path, body] of [
      ['GET', '/billing'],
      ['GET', '/billing/invoices'],
      ['GET', '/billing/subscription'],
      ['PUT', '/billing/subscription/seats', { nb_seats: 10 }],
      ['POST', '/billing/subscription/cancel'],
    ] as const) {
      expect((await peek(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await first.call('GET', '/billing/subscription')).body).toMatchObject({
      nb_seats: 3,
      is_canceled: false,
    });
    expect((await second.call<unknown[]>('GET', '/billing/invoices')).body).toEqual([]);
    expect((await second.call('GET', '/billing/subscription')).status).toBe(404);
    expect((await second.call('GET', '/billing')).body).toMatchObject({
      customer: null,
      payment_method: null,
    });
  });

  it("refuses to attach a card made by another workspace's owner", async () => {
    const first = await billingOwner(server);
    const second = await billingOwner(server);
    await first.subscribeWith(GOOD_CARD, 1);
    const attached = (await first.call<{ payment_method: { id: string } }>('GET', '/billing')).body
      .payment_method.id;
    const unattached = (await first.card(GOOD_CARD)).body.id;
    await second.call('POST', '/billing/customer', TEST_CUSTOMER);
    for (const id of [attached, unattached]) {
      expect(
        await second.call('PUT', '/billing/payment-method', { payment_method_id: id }),
      ).toMatchObject({ status: 402, body: { provider: 'sandbox' } });
    }
    expect((await second.call('GET', '/billing')).body).toMatchObject({ payment_method: null });
    expect((await first.call('GET', '/billing')).body).toMatchObject({
      payment_method: { id: attached },
    });
  });
});
