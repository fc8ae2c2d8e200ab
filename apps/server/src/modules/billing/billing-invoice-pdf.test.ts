import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  buildSignedInUser,
  inWorkspace,
  type SignedInPerson,
} from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { OWNER_ONLY } from './billing.access';
import { billingOwner, GOOD_CARD, TEST_CUSTOMER } from './billing-fixtures';
import { INVOICE_NOT_FOUND } from './billing-invoice-pdf';

const server = useTestEnvironment();
let owner: Awaited<ReturnType<typeof billingOwner>>;
let invoice: { id: number; number: string; amount: number; tax: number };

beforeAll(async () => {
  owner = await billingOwner(server);
  await owner.call('POST', '/billing/customer', { ...TEST_CUSTOMER, vat_number: 'FR40303265045' });
  const card = await owner.card(GOOD_CARD);
  await owner.call('PUT', '/billing/payment-method', { payment_method_id: card.body.id });
  await owner.call('POST', '/billing/subscription', {
    plan: 'PREMIUM',
    cycle: 'monthly',
    nb_seats: 3,
  });
  const listed = await owner.call<(typeof invoice)[]>('GET', '/billing/invoices');
  invoice = listed.body[0]!;
});

function download(person: SignedInPerson, workspace: { id: number }, id = invoice.id) {
  return server.fetch(`/api/billing/invoices/${id}/pdf`, {
    headers: { authorization: `Bearer ${person.token}`, ...inWorkspace(workspace) },
  });
}

/**
 * The text a PDF draws: its content streams inflated, then the strings of each `TJ` / `Tj`
 * (pdfkit writes them as hex, split where it kerns), joined.
 */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
      texts.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return texts.join('\n');
}

/** 28.80 EUR: the PDF's way with amounts. */
const money = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;

describe('GET /billing/invoices/{id}/pdf', () => {
  it('gives the owner the invoice as a PDF with its legal mentions', async () => {
    const response = await download(owner.person, owner.workspace);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `attachment; filename="Hangar-invoice-${invoice.number}.pdf"`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(invoice.number);
    expect(text).toContain(money(invoice.amount));
    expect(text).toContain(money(invoice.amount - invoice.tax));
    expect(text).toContain(money(invoice.tax));
    expect(text).toContain('Tax (20 %)');
    expect(text).toContain('Northwind SAS');
    expect(text).toContain('1 rue de la Paix');
    expect(text).toContain('75002 Paris');
    expect(text).toContain('France');
    expect(text).toContain('VAT number: FR40303265045');
    expect(text).toContain('Hangar SAS');
    expect(text).toContain('Hangar Premium plan, monthly: 3 seats');
    expect(text).toMatch(/Payment status: Paid on \d+ \w+ \d{4}/);
  });

  it('keeps who it billed when it was issued, whatever changes after', async () => {
    await owner.call('PUT', '/billing/customer', {
      ...TEST_CUSTOMER,
      name: 'Northwind GmbH',
      address_line1: '5 Hauptstrasse',
      postal_code: '10115',
      city: 'Berlin',
      country: 'de',
    });
    const response = await download(owner.person, owner.workspace);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Northwind SAS');
    expect(text).toContain('1 rue de la Paix');
    expect(text).toContain('VAT number: FR40303265045');
    expect(text).not.toContain('Berlin');
  });

  it("answers 404 for another workspace's invoice, even to its owner", async () => {
    const other = await billingOwner(server);
    const response = await download(other.person, other.workspace);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ detail: INVOICE_NOT_FOUND });
    // A member of another workspace calling into this one is not a member here: 404 too.
    const outsider = await buildSignedInUser(server);
    expect((await download(outsider, owner.workspace)).status).toBe(404);
    expect((await download(owner.person, owner.workspace, 987_654)).status).toBe(404);
  });

  it('refuses members without billing rights (403)', async () => {
    for (const role of ['ADMIN', 'MEMBER'] as const) {
      const person = await buildSignedInUser(server);
      await addMember(server, owner.workspace, person.user, role);
      const response = await download(person, owner.workspace);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ detail: OWNER_ONLY });
    }
  });
});
