import { seatKey, taxLineLabel, taxRuleFor, type Plan } from '@hangar/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';

import { invoices } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { MemberCall } from '../workspaces/workspaces.access';
import type { InvoicePdfDeps } from './billing.deps';
import { billedToOf } from './billing.presenter';
import { findCustomer, findSubscription, type InvoiceRow } from './billing.repository';
import { formatInvoiceDate, type InvoicePdfInput } from './billing-invoice-pdf-file';

export const INVOICE_NOT_FOUND = 'Invoice not found';
/** Prices are in euro cents (docs/billing.md). */
const INVOICE_CURRENCY = 'EUR';

function findInvoice(db: Database, workspaceId: number, id: number) {
  const inWorkspace = and(eq(invoices.id, id), eq(invoices.workspaceId, workspaceId));
  return firstRow(db.select().from(invoices).where(inWorkspace));
}

const PLAN_NAMES: Record<Plan, string> = { PREMIUM: 'Premium', PRO: 'Pro' };

/**
 * The invoice's line. Invoices store amounts and the period, not the plan: the plan and cycle are
 * the subscription's, and the seats what the net pays for at that plan's price (a prorated
 * change of seats reads as an adjustment).
 */
function lineOf(
  invoice: InvoiceRow,
  net: number,
  sub: { plan: Plan; cycle: 'monthly' | 'yearly' } | null,
  prices: Record<string, number>,
): InvoicePdfInput['lines'][number] {
  const period = `${formatInvoiceDate(invoice.periodStart.toISOString())} - ${formatInvoiceDate(
    invoice.periodEnd.toISOString(),
  )}`;
  if (!sub) {
    return { description: 'Hangar subscription', period, amountCents: net };
  }
  const plan = `Hangar ${PLAN_NAMES[sub.plan]} plan, ${sub.cycle}`;
  const price = prices[seatKey(sub.plan, sub.cycle)];
  if (price && net > 0 && net % price === 0) {
    const seats = net / price;
    return {
      description: `${plan}: ${seats} ${seats === 1 ? 'seat' : 'seats'}`,
      period,
      amountCents: net,
    };
  }
  return { description: `${plan}: seats changed, prorated`, period, amountCents: net };
}

/** GET /billing/invoices/{id}/pdf: one of the current workspace's invoices as a PDF. */
export async function invoicePdfFile(
  deps: InvoicePdfDeps,
  { caller, invoiceId }: MemberCall & { invoiceId: number },
): Promise<{ name: string; bytes: Uint8Array }> {
  const invoice = await findInvoice(deps.db, caller.workspaceId, invoiceId);
  if (!invoice) throw HttpError.notFound(INVOICE_NOT_FOUND);
  const [current, sub] = await Promise.all([
    invoice.billedTo ? null : findCustomer(deps.db, caller.workspaceId),
    findSubscription(deps.db, caller.workspaceId),
  ]);
  // Who was billed when it was issued; the current details for invoices older than that record.
  const customer = invoice.billedTo ?? (current ? billedToOf(current) : null);
  const { seller, prices } = deps.config.billing;
  const net = invoice.amountCents - invoice.taxCents;
  // The rate the invoice was charged at, from its amounts; its mention from the tax rule.
  const chargedRate = net > 0 ? Math.round((invoice.taxCents / net) * 1000) / 10 : 0;
  const rule = taxRuleFor({
    country: customer?.country ?? null,
    vatNumber: customer?.vatNumber,
    sellerCountry: seller.country,
  });
  const mention = chargedRate === 0 && rule.ratePercent === 0 ? rule.mention : null;
  const input: InvoicePdfInput = {
    seller,
    number: invoice.number,
    issuedAt: invoice.createdAt.toISOString(),
    customer,
    lines: [lineOf(invoice, net, sub, prices)],
    netCents: net,
    taxCents: invoice.taxCents,
    totalCents: invoice.amountCents,
    taxLabel: taxLineLabel({ ratePercent: chargedRate, mention }),
    taxMention:
      mention === 'Reverse charge'
        ? 'Reverse charge: VAT to be accounted for by the customer (Article 196, Directive 2006/112/EC).'
        : mention,
    currency: INVOICE_CURRENCY,
    status: invoice.status,
    // Invoices stored before issue 40 keep no payment date: then, when last synced as paid.
    paidAt: invoice.status === 'paid' ? (invoice.paidAt ?? invoice.syncedAt).toISOString() : null,
  };
  const bytes = await deps.cpu.run('invoicePdf', input, {
    owner: { userId: caller.actor.userId, workspaceId: caller.workspaceId },
  });
  return { name: `Hangar-invoice-${invoice.number}.pdf`, bytes };
}
