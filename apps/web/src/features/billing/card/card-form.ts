import { requiredString } from '@hangar/contracts/fields';
import { z } from 'zod';
import type { CardDetails } from '../billing-api';

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/;

/** The card form's fields as typed: number, expiry 'MM / YY', security code. */
export const cardFormSchema = z.object({
  number: requiredString()
    .transform((value) => value.replace(/[\s-]+/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Invalid card number')),
  expiry: requiredString().regex(EXPIRY, 'Use the MM / YY format'),
  cvc: requiredString().regex(/^\d{3,4}$/, 'Invalid security code'),
});

/** 'MM / YY' (or MM/YYYY) and the rest as the provider takes them. */
export function cardDetails(values: z.output<typeof cardFormSchema>): CardDetails {
  const [, month = '', year = ''] = EXPIRY.exec(values.expiry) ?? [];
  return {
    number: values.number,
    exp_month: Number(month),
    exp_year: year.length === 2 ? 2000 + Number(year) : Number(year),
    cvc: values.cvc,
  };
}

/** The digits in groups of four, as printed on cards: '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM / YY' while typing: the slash comes after the month. */
export function formatExpiry(value: string, previous: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit too, not nothing.
  if (value.length < previous.length && previous.endsWith(' / ') && digits.length === 2) {
    return digits.slice(0, 1);
  }
  if (digits.length < 2) return digits;
  if (digits.length === 2) return value.length > previous.length ? `${digits} / ` : digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}
