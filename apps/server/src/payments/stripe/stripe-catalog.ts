import type Stripe from 'stripe';
import { ProviderError } from '../provider';

/** What Hangar shows users: the seat prices in cents (EUR), by seat key. */
export type ShownPrices = Record<string, number>;

const euros = (cents: number) => (cents / 100).toFixed(2);

/** A lookup done once; a failure is forgotten, so a fix at Stripe needs no restart. */
function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let found = cache.get(key);
  if (!found) {
    found = load();
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found;
}

/**
 * Keeps what Stripe charges equal to what Hangar shows: a seat price is checked against Stripe's
 * before it is first charged, and subscriptions carry Stripe's exclusive tax rate of the
 * customer's rate (found among the account's active tax rates). A mismatch refuses the charge.
 */
export function stripeCatalog(client: Stripe, shown: ShownPrices) {
  const checkedPrices = new Map<string, Promise<void>>();
  const taxRates = new Map<string, Promise<string | null>>();

  return {
    checkPrice(seatKey: string, priceId: string): Promise<void> {
      return once(checkedPrices, priceId, async () => {
        const price = await client.prices.retrieve(priceId);
        const expected = shown[seatKey];
        if (price.currency !== 'eur' || price.unit_amount !== expected) {
          throw new ProviderError(
            'stripe',
            `Billing is misconfigured: the Stripe price of ${seatKey} is ${euros(price.unit_amount ?? 0)} ${price.currency.toUpperCase()}, but Hangar shows ${euros(expected ?? 0)} EUR.`,
          );
        }
      });
    },

    /** Stripe's id of the tax rate of a percentage; null for 0 % (no tax line). */
    taxRateId(percent: number): Promise<string | null> {
      if (percent === 0) return Promise.resolve(null);
      return once(taxRates, String(percent), async () => {
        const rates = await client.taxRates.list({ active: true, limit: 100 });
        const rate = rates.data.find(
          (candidate) => !candidate.inclusive && candidate.percentage === percent,
        );
        if (!rate) {
          throw new ProviderError(
            'stripe',
            `Billing is misconfigured: Stripe has no active exclusive tax rate of ${percent} %.`,
          );
        }
        return rate.id;
      });
    },
  };
}
