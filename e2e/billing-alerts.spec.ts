import {
  advanceTestClock,
  billingAlert,
  CARDS,
  fillCard,
  subscribedOwner,
  subscribedOwnerOnBillingPage,
} from './billing-fixtures';
import { expect, signInThroughPage, test } from './fixtures';
import { mainMenu, memberOf } from './workspace-fixtures';

test.describe('billing alerts', () => {
  test('a failed renewal shows the Payment error bar; the owner pays with a working card', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await subscribedOwnerOnBillingPage(
      page,
      request,
      mailbox,
      'Renewal Works',
      1,
    );

    // A card that attaches, then fails when charged.
    await page.getByRole('link', { name: 'Update card' }).click();
    await fillCard(page, CARDS.failsAtCharge);
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/settings/billing$`));
    await expect(page.getByText('Visa •••• 0341', { exact: true })).toBeVisible();
    await expect(billingAlert(page)).toHaveCount(0);

    // Past the renewal date: the charge fails, and the open page hears of it.
    await advanceTestClock(request, owner, workspaceId, 32);
    await expect(billingAlert(page)).toContainText('Payment error');
    await expect(mainMenu(page).getByLabel('Billing needs attention')).toBeVisible();
    await billingAlert(page).getByRole('link', { name: 'Resolve billing' }).click();

    await expect(page).toHaveURL(
      new RegExp(`/workspace/${workspaceId}/settings/billing/funnel/finalization`),
    );
    await fillCard(page, CARDS.works);
    await page.getByRole('button', { name: 'Pay with this card' }).click();
    await expect(page.getByRole('heading', { name: 'Billing resolved' })).toBeVisible();
    await page.getByRole('link', { name: 'See billing' }).click();
    await expect(page.getByText('Visa •••• 4242', { exact: true })).toBeVisible();
    await expect(billingAlert(page)).toHaveCount(0);
    const invoices = page.getByTestId('invoice');
    await expect(invoices).toHaveCount(2);
    await expect(invoices.first()).toContainText('Paid');
  });

  test('a member reads the alert without its action, and billing pages answer 403', async ({
    page,
    browser,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await subscribedOwner(request, mailbox, 'One Seat Inc', 1);
    // A second person on a one-seat subscription: a seat is missing.
    const member = await memberOf(request, mailbox, owner, workspaceId, 'MEMBER');

    await signInThroughPage(page, member.email, member.password);
    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));
    await expect(billingAlert(page)).toContainText('Missing seat');
    await expect(billingAlert(page).getByRole('link')).toHaveCount(0);
    await expect(billingAlert(page).getByRole('button')).toHaveCount(0);

    for (const path of [
      'billing',
      'upgrade',
      'billing/form/seats',
      'billing/funnel/finalization',
    ]) {
      await page.goto(`/workspace/${workspaceId}/settings/${path}`);
      await expect(page.getByRole('heading', { name: 'Not enough privileges' })).toBeVisible();
    }

    // The owner gets the way to fix it.
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signInThroughPage(ownerPage, owner.email, owner.password);
    await expect(billingAlert(ownerPage)).toContainText('Missing seat');
    await billingAlert(ownerPage).getByRole('link', { name: 'Add seat' }).click();
    await expect(ownerPage).toHaveURL(
      new RegExp(`/workspace/${workspaceId}/settings/billing/form/seats$`),
    );
    await ownerContext.close();
  });

  test('canceling shows the canceled alert, which stays dismissed', async ({
    page,
    request,
    mailbox,
  }) => {
    await subscribedOwnerOnBillingPage(page, request, mailbox, 'Short Lived', 1);

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(billingAlert(page)).toContainText('Your workspace subscription has been canceled');
    await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible();

    await billingAlert(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(billingAlert(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
    await expect(billingAlert(page)).toHaveCount(0);
  });
});
