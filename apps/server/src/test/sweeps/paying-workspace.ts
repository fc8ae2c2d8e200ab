import { TEST_CUSTOMER, NEXT_YEAR, GOOD_CARD } from '../../modules/billing/billing-fixtures';
import { expectOk, type CallAsOwner } from './sweep-calls';

/** A paying workspace: billing details, a card and a monthly subscription (sandbox provider). */
export async function subscribe(call: CallAsOwner, tag: string): Promise<number> {
  expectOk(
    await call('POST', '/billing/customer', {
      ...TEST_CUSTOMER,
      name: `${tag} Billing`,
      email: `${tag}-billing@example.com`,
    }),
    'billing customer',
  );
  const card = expectOk(
    await call<{ id: string }>('POST', '/billing/sandbox/payment-methods', {
      number: GOOD_CARD,
      exp_month: 12,
      exp_year: NEXT_YEAR,
      cvc: '123',
    }),
    'card',
  );
  expectOk(await call('PUT', '/billing/payment-method', { payment_method_id: card.id }), 'card');
  expectOk(
    await call('POST', '/billing/subscription', {
      plan: 'PREMIUM',
      cycle: 'monthly',
      nb_seats: 10,
    }),
    'subscription',
  );
  const [invoice] = expectOk(await call<{ id: number }[]>('GET', '/billing/invoices'), 'invoices');
  if (!invoice) throw new Error('fixture: the subscription made no invoice');
  return invoice.id;
}
