import { expect, test } from './fixtures';
import { signedInOwner } from './group-fixtures';

test('every settings entry stays on screen at tablet and phone widths', async ({
  page,
  request,
  mailbox,
}) => {
  const { workspaceId } = await signedInOwner(page, request, mailbox, 'Narrow Co');
  for (const width of [768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // The last entries, the current one among them, used to be cut off at the edge.
    await page.goto(`/workspace/${workspaceId}/settings/upgrade`);
    const entries = page.getByRole('navigation', { name: 'Settings' }).getByRole('link');
    await expect(entries.filter({ hasText: 'Billing' })).toBeVisible();
    const boxes = await entries.evaluateAll((links) =>
      links.map((link) => {
        const { left, right } = link.getBoundingClientRect();
        return { text: link.textContent, left, right };
      }),
    );
    expect(boxes.map(({ text }) => text)).toContain('Billing');
    for (const box of boxes) {
      expect(box.left, `${box.text} at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${box.text} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
