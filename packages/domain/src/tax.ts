/**
 * Which VAT a customer pays (docs/billing.md "Tax"): it follows the billing country and whether
 * the customer is a business with a VAT number, not one rate for everyone.
 *
 * - a customer in an EU country pays that country's standard rate (a consumer, or a business of
 *   the seller's own country);
 * - a business of another EU country than the seller's, with a VAT number, pays 0 %: it accounts
 *   for the VAT itself ("Reverse charge");
 * - a customer outside the EU pays 0 % ("Not subject to VAT").
 */

/** The EU's standard VAT rates, in percent, by ISO 3166-1 alpha-2 code (2025). */
export const EU_VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

export const REVERSE_CHARGE_MENTION = 'Reverse charge';
export const NOT_SUBJECT_MENTION = 'Not subject to VAT';

export type TaxKind = 'standard' | 'reverse_charge' | 'not_subject';

export interface TaxRule {
  ratePercent: number;
  kind: TaxKind;
  /** What the checkout and the invoice say beside the 0 % (null for the standard rate). */
  mention: string | null;
}

export function isEuCountry(country: string): boolean {
  return Object.hasOwn(EU_VAT_RATES, country.toUpperCase());
}

/**
 * The tax for a billing country and VAT status. `country` null (no billing details yet): the
 * seller's own country's rate, which is what a customer of that country would pay.
 */
export function taxRuleFor(input: {
  country: string | null;
  vatNumber: string | null | undefined;
  sellerCountry: string;
}): TaxRule {
  const seller = input.sellerCountry.toUpperCase();
  const country = (input.country ?? seller).toUpperCase();
  const rate = EU_VAT_RATES[country];
  if (rate === undefined) {
    return { ratePercent: 0, kind: 'not_subject', mention: NOT_SUBJECT_MENTION };
  }
  const isBusiness = Boolean(input.vatNumber?.trim());
  if (isBusiness && country !== seller && isEuCountry(seller)) {
    return { ratePercent: 0, kind: 'reverse_charge', mention: REVERSE_CHARGE_MENTION };
  }
  return { ratePercent: rate, kind: 'standard', mention: null };
}

/** The tax line as the checkout and the invoices say it: 'Tax (20 %)', 'Tax (0 %) - Reverse charge'. */
export function taxLineLabel(rule: Pick<TaxRule, 'ratePercent' | 'mention'>): string {
  const base = `Tax (${rule.ratePercent} %)`;
  return rule.mention ? `${base} - ${rule.mention}` : base;
}
