import { describe, expect, it } from 'vitest';
import {
  billingAlert,
  cardExpiresWithinMonth,
  DEFAULT_SEAT_PRICES,
  prorationAmount,
  quote,
  seatKey,
  yearlySavingPercent,
} from './billing';
import { DEMO_TRIAL, SEAT_OPTIONS } from './constants';

const none = {
  payment_error: false,
  overseat_error: false,
  is_canceled: false,
  expiry_error: false,
};

describe('billing rules', () => {
  it('build seat keys in lowercase', () => {
    expect(seatKey('PREMIUM', 'monthly')).toBe('seat_premium_monthly');
    expect(seatKey('PRO', 'yearly')).toBe('seat_pro_yearly');
  });

  it('quote seats with tax, in cents', () => {
    expect(quote(DEFAULT_SEAT_PRICES, 'PREMIUM', 'monthly', 3, 20)).toEqual({
      subtotal: 2400,
      tax: 480,
      total: 2880,
    });
    expect(yearlySavingPercent(DEFAULT_SEAT_PRICES, 'PREMIUM')).toBe(17);
  });

  it('prorate added seats for the rest of the period', () => {
    expect(prorationAmount(800, 2, 0.5)).toBe(800);
    expect(prorationAmount(800, 1, 1 / 3)).toBe(267);
    expect(prorationAmount(800, -1, 0.5)).toBe(0);
  });

  it('show one alert, by priority', () => {
    expect(billingAlert(none)).toBeNull();
    expect(billingAlert({ ...none, expiry_error: true, is_canceled: true })).toBe('canceled');
    expect(billingAlert({ ...none, expiry_error: true, overseat_error: true })).toBe('seat');
    expect(
      billingAlert({
        payment_error: true,
        overseat_error: true,
        is_canceled: true,
        expiry_error: true,
      }),
    ).toBe('payment');
    expect(billingAlert({ ...none, expiry_error: true })).toBe('expiring');
  });

  it('see a card as expiring from the first day of its expiry month', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(cardExpiresWithinMonth(11, 2026, now)).toBe(true);
    expect(cardExpiresWithinMonth(12, 2026, now)).toBe(false);
    expect(cardExpiresWithinMonth(1, 2026, now)).toBe(true);
  });

  it('offer exactly the seat options of SPEC.md section 9', () => {
    expect(SEAT_OPTIONS).toEqual([1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 40, 50]);
  });

  it('give demo workspaces PREMIUM, monthly, 10 seats for 365 days', () => {
    expect(DEMO_TRIAL).toEqual({ plan: 'PREMIUM', cycle: 'monthly', nbSeats: 10, trialDays: 365 });
  });
});
