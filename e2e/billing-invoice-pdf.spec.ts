import { readFile } from 'node:fs/promises';
import { subscribedOwnerOnBillingPage } from './billing-fixtures';
import { boxOf } from './boxes';
import { expect, test } from './fixtures';
import { screenshotLooks } from './screenshots';

test.describe('invoice PDF', () => {
  test('the owner downloads an invoice as a PDF from the billing page', async ({
    page,
    request,
    mailbox,
  }) => {
    await subscribedOwnerOnBillingPage(page, request, mailbox, 'Invoice Works', 3);

    const invoice = page.getByTestId('invoice');
    await expect(invoice).toHaveCount(1);
    await expect(invoice).toContainText('Paid');
    const number = (await invoice.locator('p').first().innerText()).trim();
    expect(number).toMatch(/^SBX-\d{4}-\d{5}$/);

    const button = invoice.getByRole('button', { name: `Download PDF of invoice ${number}` });
    const downloading = page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Hangar-invoice-${number}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The invoices list, light and dark, wide and on a phone.
    const section = page.getByRole('list', { name: 'Invoices' });
    await screenshotLooks(page, 'billing/invoices', async ({ width }) => {
      await section.scrollIntoViewIfNeeded();
      await expect(button).toBeVisible();
      // Nothing runs off a phone's screen.
      if (width === 375) {
        const box = await boxOf(button);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
    });
  });
});
