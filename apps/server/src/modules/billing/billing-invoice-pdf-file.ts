import PDFDocument from 'pdfkit';

/**
 * An invoice as a PDF a company's accountant can file, with the legal mentions of an invoice:
 * the seller, the number and date, the customer, each line, net, tax rate and amount, total,
 * currency and payment status. Runs in the CPU pool's threads (docs/decisions.md "CPU work off
 * the event loop"): its input is plain data, its output the file's bytes.
 */
export interface InvoicePdfInput {
  seller: {
    name: string;
    addressLines: string[];
    country: string;
    vatNumber: string | null;
    email: string | null;
  };
  number: string;
  /** ISO dates. */
  issuedAt: string;
  customer: {
    name: string;
    email: string | null;
    addressLines: string[];
    country: string | null;
    vatNumber: string | null;
  } | null;
  lines: { description: string; period: string; amountCents: number }[];
  netCents: number;
  taxCents: number;
  totalCents: number;
  /** The tax line's label, e.g. 'VAT (20 %)', 'VAT (0 %) - Reverse charge'. */
  taxLabel: string;
  /** A mention printed under the totals (reverse charge, not subject to VAT), if any. */
  taxMention: string | null;
  currency: string;
  status: 'paid' | 'open' | 'failed';
  /** When it was paid (ISO), for a paid invoice. */
  paidAt: string | null;
}

/** 1 234.50 EUR: the standard fonts' encoding has no narrow no-break space, so plain text. */
function formatMoney(cents: number, currency: string): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${units}.${String(abs % 100).padStart(2, '0')} ${currency}`;
}

export function formatInvoiceDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** France for FR; the code itself when it has no name. */
function countryName(code: string): string {
  try {
    return REGION_NAMES.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const STATUS_TEXT = { paid: 'Paid', open: 'Awaiting payment', failed: 'Payment failed' };

/** Only what the standard PDF fonts can draw (WinAnsi): anything else becomes '?'. */
function printable(text: string): string {
  return text
    .replace(/[\u2009\u202f]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u20ac]/g, '?');
}

export async function invoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: printable(`Invoice ${input.number}`),
      Author: printable(input.seller.name),
      Producer: 'Hangar',
      CreationDate: new Date(input.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(printable(value), options);

  // The seller, then the invoice's number and dates on the right.
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(14);
  text(input.seller.name, { width: width / 2 });
  doc.font('Helvetica').fontSize(9);
  for (const line of input.seller.addressLines) text(line, { width: width / 2 });
  text(countryName(input.seller.country), { width: width / 2 });
  if (input.seller.vatNumber) text(`VAT number: ${input.seller.vatNumber}`, { width: width / 2 });
  if (input.seller.email) text(input.seller.email, { width: width / 2 });
  const sellerBottom = doc.y;

  doc.font('Helvetica-Bold').fontSize(20);
  doc.text('INVOICE', left + width / 2, top, { width: width / 2, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  const right = { width: width / 2, align: 'right' as const };
  text(`Invoice number: ${input.number}`, right);
  text(`Invoice date: ${formatInvoiceDate(input.issuedAt)}`, right);
  text(`Currency: ${input.currency}`, right);
  doc.y = Math.max(sellerBottom, doc.y) + 24;

  // The customer.
  doc.x = left;
  doc.font('Helvetica-Bold').fontSize(10);
  text('Billed to', { width });
  doc.font('Helvetica').fontSize(10);
  if (input.customer) {
    text(input.customer.name, { width });
    for (const line of input.customer.addressLines) text(line, { width });
    if (input.customer.country) text(countryName(input.customer.country), { width });
    if (input.customer.vatNumber) text(`VAT number: ${input.customer.vatNumber}`, { width });
    if (input.customer.email) text(input.customer.email, { width });
  } else {
    text('No billing details were given.', { width });
  }
  doc.moveDown(2);

  // The lines.
  const columns = { description: left, period: left + width * 0.5, amount: left + width * 0.78 };
  const amountWidth = width * 0.22;
  const row = (
    cells: { description: string; period: string; amount: string },
    font: string,
  ): void => {
    doc.font(font).fontSize(10);
    const y = doc.y;
    doc.text(printable(cells.description), columns.description, y, { width: width * 0.48 });
    const afterDescription = doc.y;
    doc.text(printable(cells.period), columns.period, y, { width: width * 0.27 });
    const afterPeriod = doc.y;
    doc.text(printable(cells.amount), columns.amount, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(afterDescription, afterPeriod, doc.y) + 6;
    doc.x = left;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.y += 6;
  };
  row(
    { description: 'Description', period: 'Period', amount: `Amount (${input.currency})` },
    'Helvetica-Bold',
  );
  rule();
  for (const line of input.lines) {
    row(
      {
        description: line.description,
        period: line.period,
        amount: formatMoney(line.amountCents, input.currency),
      },
      'Helvetica',
    );
  }
  rule();

  // The totals.
  const total = (label: string, cents: number, font = 'Helvetica') => {
    doc.font(font).fontSize(10);
    const y = doc.y;
    doc.text(printable(label), left + width * 0.4, y, { width: width * 0.38, align: 'right' });
    doc.text(formatMoney(cents, input.currency), columns.amount, y, {
      width: amountWidth,
      align: 'right',
    });
    doc.y += 4;
    doc.x = left;
  };
  total('Net amount', input.netCents);
  total(input.taxLabel, input.taxCents);
  total(`Total (${input.currency})`, input.totalCents, 'Helvetica-Bold');
  doc.moveDown(1.5);

  doc.font('Helvetica').fontSize(10);
  if (input.taxMention) text(input.taxMention, { width });
  const status = STATUS_TEXT[input.status];
  text(
    input.status === 'paid' && input.paidAt
      ? `Payment status: ${status} on ${formatInvoiceDate(input.paidAt)}`
      : `Payment status: ${status}`,
    { width },
  );
  doc.end();
  return done;
}
