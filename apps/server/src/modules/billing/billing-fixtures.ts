import {
  buildSignedInUser,
  buildWorkspace,
  inWorkspace,
  type SignedInPerson,
} from '../../test/factories';
import type { Config } from '../../config';
import { testConfig, type TestEnvironment } from '../../test/harness';

/** Billing details that pass validation. */
export const TEST_CUSTOMER = {
  name: 'Northwind SAS',
  email: 'billing@northwind.example',
  address_line1: '1 rue de la Paix',
  postal_code: '75002',
  city: 'Paris',
  country: 'fr',
};
export const NEXT_YEAR = new Date().getUTCFullYear() + 1;
export const GOOD_CARD = '4242424242424242';

/** The owner of a new workspace, with shortcuts to its billing calls (sandbox provider). */
export async function billingOwner(server: TestEnvironment) {
  const person = await buildSignedInUser(server);
  const workspace = await buildWorkspace(server, person.user);
  const call = <Body = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    token = person.token,
  ) => server.api<Body>(method, path, { token, headers: inWorkspace(workspace), body });
  const card = (number: string, expMonth = 12, expYear = NEXT_YEAR) =>
    call<{ id: string; detail?: string }>('POST', '/billing/sandbox/payment-methods', {
      number,
      exp_month: expMonth,
      exp_year: expYear,
      cvc: '123',
    });
  const subscribeWith = async (number: string, seats = 3) => {
    await call('POST', '/billing/customer', TEST_CUSTOMER);
    const method = await card(number);
    await call('PUT', '/billing/payment-method', { payment_method_id: method.body.id });
    return call('POST', '/billing/subscription', {
      plan: 'PREMIUM',
      cycle: 'monthly',
      nb_seats: seats,
    });
  };
  const billingFlags = async () =>
    (await call<{ billing: Record<string, unknown> }>('GET', '/workspaces/c')).body.billing;
  return { person, workspace, call, card, subscribeWith, billingFlags };
}

/** Someone else calling into a workspace's billing with their own token. */
export function asOutsider(
  server: TestEnvironment,
  outsider: SignedInPerson,
  workspace: { id: number },
) {
  return <Body = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    server.api<Body>(method, path, {
      token: outsider.token,
      headers: inWorkspace(workspace),
      body,
    });
}

/** The server's configuration for a real Stripe account, answered by the stand-in at `apiBase`. */
export function stripeTestConfig(apiBase: string, webhookSecret: string): Partial<Config> {
  return {
    billing: {
      ...testConfig().billing,
      stripe: {
        secretKey: 'sk_test_hangar',
        publishableKey: 'pk_test_hangar',
        webhookSecret,
        priceIds: { seat_premium_monthly: 'price_pm', seat_premium_yearly: 'price_py' },
        apiBase,
      },
    },
  };
}
