import { describe, expect, it } from 'vitest';
import { EU_VAT_RATES, taxLineLabel, taxRuleFor } from './tax';

const SELLER = 'FR';

describe('taxRuleFor', () => {
  it("charges an EU consumer their own country's standard rate", () => {
    expect(taxRuleFor({ country: 'FR', vatNumber: null, sellerCountry: SELLER })).toEqual({
      ratePercent: 20,
      kind: 'standard',
      mention: null,
    });
    expect(taxRuleFor({ country: 'de', vatNumber: '', sellerCountry: SELLER }).ratePercent).toBe(
      19,
    );
    expect(taxRuleFor({ country: 'HU', vatNumber: null, sellerCountry: SELLER }).ratePercent).toBe(
      27,
    );
  });

  it("charges a business of the seller's own country the domestic rate", () => {
    expect(
      taxRuleFor({ country: 'FR', vatNumber: 'FR12345678901', sellerCountry: SELLER }),
    ).toEqual({ ratePercent: 20, kind: 'standard', mention: null });
  });

  it('reverse-charges a business of another EU country with a VAT number', () => {
    expect(taxRuleFor({ country: 'DE', vatNumber: 'DE123456789', sellerCountry: SELLER })).toEqual({
      ratePercent: 0,
      kind: 'reverse_charge',
      mention: 'Reverse charge',
    });
  });

  it('charges no VAT outside the EU, business or not', () => {
    for (const country of ['US', 'CH', 'GB', 'JP']) {
      for (const vatNumber of [null, 'CHE-123.456.789']) {
        expect(taxRuleFor({ country, vatNumber, sellerCountry: SELLER })).toEqual({
          ratePercent: 0,
          kind: 'not_subject',
          mention: 'Not subject to VAT',
        });
      }
    }
  });

  it("uses the seller's country before billing details are known", () => {
    expect(taxRuleFor({ country: null, vatNumber: null, sellerCountry: 'DE' }).ratePercent).toBe(
      19,
    );
  });

  it('knows the 27 member states', () => {
    expect(Object.keys(EU_VAT_RATES)).toHaveLength(27);
  });

  it('says the tax line the way the checkout and invoices show it', () => {
    expect(taxLineLabel({ ratePercent: 20, mention: null })).toBe('Tax (20 %)');
    expect(taxLineLabel({ ratePercent: 0, mention: 'Reverse charge' })).toBe(
      'Tax (0 %) - Reverse charge',
    );
  });
});
