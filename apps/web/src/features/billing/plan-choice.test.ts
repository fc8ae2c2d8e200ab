import { formatEuros } from '@hangar/domain/format';
import { describe, expect, it } from 'vitest';
import { TEST_CARD, TEST_CUSTOMER, testBillingInfo, testSubscription } from '../../test/billing';
import { cardDetails, cardFormSchema, formatCardNumber, formatExpiry } from './card/card-form';
import {
  defaultSeats,
  funnelEntryStep,
  nextFunnelStep,
  parseSelection,
  priceDetails,
  selectionSearch,
} from './plan-choice';
import { seatChange } from './seat-change';

describe('the plan selection', () => {
  it('defaults to PREMIUM monthly, with the smallest seat option that fits the team', () => {
    expect(parseSelection(new URLSearchParams(), 6)).toEqual({
      plan: 'PREMIUM',
      cycle: 'monthly',
      seats: 10,
    });
    expect(defaultSeats(1)).toBe(1);
    expect(defaultSeats(3)).toBe(3);
    expect(defaultSeats(51)).toBe(50);
  });

  it('reads and writes the address, ignoring what is no option', () => {
    const chosen = { plan: 'PREMIUM', cycle: 'yearly', seats: 5 } as const;
    expect(parseSelection(new URLSearchParams(selectionSearch(chosen)), 1)).toEqual(chosen);
    expect(parseSelection(new URLSearchParams('plan=GOLD&cycle=weekly&seats=7'), 2)).toEqual({
      plan: 'PREMIUM',
      cycle: 'monthly',
      seats: 2,
    });
  });
});

describe('the prices shown', () => {
  const info = testBillingInfo();

  it('multiply the seat price, add the tax, and say what yearly saves', () => {
    const price = priceDetails(info, { plan: 'PREMIUM', cycle: 'monthly', seats: 3 });
    expect(price).toMatchObject({ seatPrice: 800, subtotal: 2400, tax: 480, total: 2880 });
    expect(price?.yearlySaving).toBe(17);
    expect(formatEuros(price?.total ?? 0)).toMatch(/^28,80\s€$/);
    const yearly = priceDetails(info, { plan: 'PREMIUM', cycle: 'yearly', seats: 3 });
    expect(yearly).toMatchObject({ subtotal: 24000, tax: 4800, total: 28800 });
  });

  it('have nothing to show for a plan without a price', () => {
    const noPro = testBillingInfo({ prices: { seat_premium_monthly: 800 } });
    expect(priceDetails(noPro, { plan: 'PRO', cycle: 'monthly', seats: 1 })).toBeNull();
  });
});

describe('the funnel', () => {
  it('starts at the first thing missing, and with both on file at the confirmation', () => {
    expect(funnelEntryStep(testBillingInfo())).toBe('customer');
    expect(funnelEntryStep(testBillingInfo({ customer: TEST_CUSTOMER }))).toBe('payment-method');
    expect(
      funnelEntryStep(testBillingInfo({ customer: TEST_CUSTOMER, payment_method: TEST_CARD })),
    ).toBe('finalization');
  });

  it('goes from the billing details to the card and the confirmation, the plan as chosen', () => {
    expect(nextFunnelStep('customer')).toBe('payment-method');
    expect(nextFunnelStep('payment-method')).toBe('finalization');
    expect(nextFunnelStep('plan')).toBe('finalization');
    expect(nextFunnelStep('finalization')).toBe('finalization');
  });
});

describe('a seat change', () => {
  const info = testBillingInfo({ cycle_end_date: '2030-02-01T00:00:00.000Z' });
  const subscription = testSubscription({ nb_seats: 3 });
  const now = new Date('2030-01-16T12:00:00.000Z');

  it('charges more seats now for the rest of the period', () => {
    // Half of January is left: 2 seats x 8 € x 1/2 = 8 €, plus 20 % tax.
    expect(seatChange(info, subscription, 5, now)).toEqual({ kind: 'now', amount: 800, tax: 160 });
  });

  it('takes fewer seats at the end of the period, and nothing during a trial', () => {
    expect(seatChange(info, subscription, 2, now)).toEqual({
      kind: 'period-end',
      date: '2030-02-01T00:00:00.000Z',
    });
    expect(seatChange(info, subscription, 3, now)).toEqual({ kind: 'same' });
    const trial = { ...info, trial_end_date: '2030-02-01T00:00:00.000Z' };
    expect(seatChange(trial, subscription, 5, now)).toEqual({ kind: 'now', amount: 0, tax: 0 });
  });
});

describe('the card fields', () => {
  it('group the number by four and put the slash in the expiry date', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('12', '1')).toBe('12 / ');
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
    expect(formatExpiry('1230', '')).toBe('12 / 30');
  });

  it('send the card as the provider takes it', () => {
    const parsed = cardFormSchema.parse({
      number: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
    });
    expect(cardDetails(parsed)).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
  });

  it('refuse what is no card before calling anyone', () => {
    const result = cardFormSchema.safeParse({ number: '', expiry: '13/30', cvc: '12' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'This field is required',
      'Use the MM / YY format',
      'Invalid security code',
    ]);
  });
});
