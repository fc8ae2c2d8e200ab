import { describe, expect, it } from 'vitest';
import { sandboxStore } from '../../payments/sandbox/sandbox-store';
import { useTestEnvironment } from '../../test/harness';
import { billingOwner, GOOD_CARD, TEST_CUSTOMER } from './billing-fixtures';

/** Deleting a workspace ends its subscription at the provider (here the sandbox). */
const server = useTestEnvironment();

function sandbox() {
  const provider = server.app.services.payments.sandbox;
  if (!provider) throw new Error('these tests need the sandbox provider');
  return { provider, books: sandboxStore(server.app.services.database.db) };
}

/** An owner alone in a workspace with a subscription; its id at the sandbox. */
async function subscribedOwner(how: 'card' | 'trial') {
  const owner = await billingOwner(server);
  if (how === 'card') {
    expect((await owner.subscribeWith(GOOD_CARD, 3)).status).toBe(201);
  } else {
    await owner.call('POST', '/billing/customer', TEST_CUSTOMER);
    expect((await owner.call('POST', '/billing/trial')).status).toBeLessThan(300);
  }
  const flags = await owner.billingFlags();
  expect(flags).toMatchObject({ plan: 'PREMIUM', is_active: true });
  return { ...owner, subId: String(flags.provider_sub_id) };
}

/** The subscription at the sandbox, and how many invoices its customer got. */
async function atTheSandbox(subId: string) {
  const { books } = sandbox();
  const sub = await books.get('subscription', subId);
  if (!sub) throw new Error(`the sandbox has no ${subId}`);
  const invoices = (await books.list('invoice')).filter(
    (invoice) => invoice.subscription === subId,
  );
  return { sub, invoices: invoices.length };
}

/** Past the end of the period paid for, nothing more is billed. */
async function expectNoMoreInvoices(subId: string) {
  const before = await atTheSandbox(subId);
  expect(before.sub).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
  await sandbox().provider.advanceClock(before.sub.customer, 40);
  const after = await atTheSandbox(subId);
  expect(after.sub.status).toBe('canceled');
  expect(after.invoices).toBe(before.invoices);
}

describe('deleting a workspace with a subscription', () => {
  it('cancels an active PREMIUM subscription now at the provider', async () => {
    const { call, subId } = await subscribedOwner('card');
    expect((await atTheSandbox(subId)).invoices).toBe(1);

    expect((await call('POST', '/workspaces/c/delete')).status).toBe(204);
    expect((await call('GET', '/workspaces/c')).status).toBe(404);
    await expectNoMoreInvoices(subId);
  });

  it('cancels a trial too', async () => {
    const { call, subId } = await subscribedOwner('trial');
    expect((await atTheSandbox(subId)).sub.status).toBe('trialing');

    expect((await call('POST', '/workspaces/c/delete')).status).toBe(204);
    await expectNoMoreInvoices(subId);
  });

  it('cancels the subscription of a workspace that goes with its sole member’s account', async () => {
    const { person, subId } = await subscribedOwner('card');

    const deleted = await server.api('POST', '/users/me/delete', {
      token: person.token,
      body: { password: person.user.password },
    });
    expect(deleted.status).toBe(204);
    await expectNoMoreInvoices(subId);
  });
});
