import { taxRuleFor, type TaxRule } from '@hangar/domain';
import type { CustomerRow } from './billing.repository';

/** The VAT a workspace pays: the domain's rule for its billing details (none yet: the seller's). */
export function customerTaxRule(
  sellerCountry: string,
  customer: Pick<CustomerRow, 'country' | 'vatNumber'> | null,
): TaxRule {
  return taxRuleFor({
    country: customer?.country || null,
    vatNumber: customer?.vatNumber,
    sellerCountry,
  });
}
