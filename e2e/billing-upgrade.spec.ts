import {
  addGroups,
  billingAlert,
  CARDS,
  fillBillingDetails,
  fillCard,
  saveBillingDetailsThroughApi,
} from './billing-fixtures';
import { expect, signInThroughPage, test } from './fixtures';
import { screenshotLooks } from './screenshots';
import { mainMenu, ownerWithWorkspace, signInThroughApi } from './workspace-fixtures';

test.describe('upgrading a workspace', () => {
  test('from the free-plan group limit to PREMIUM monthly with 3 seats: the limit goes, an invoice comes', async ({
    page,
    request,
    mailbox,
  }) => {
    // The whole funnel, card form included: about 25 s on a quiet CI machine.
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Lovelace Labs');
    await addGroups(request, owner, workspaceId, ['Engineering', 'Marketing', 'Research']);
    await signInThroughPage(page, owner.email, owner.password);
    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));

    // Three groups: the free plan's limit.
    await mainMenu(page).getByRole('link', { name: 'Create a group' }).click();
    const limit = page.getByRole('dialog', { name: "Can't create more groups" });
    await expect(limit).toContainText('You have reached the maximum number of groups');
    await limit.getByRole('link', { name: 'Upgrade' }).click();

    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/settings/upgrade$`));
    await expect(page.getByText('Save 17%')).toBeVisible();
    await page.getByLabel('Seats').selectOption('3');
    await expect(page.getByTestId('price-summary')).toContainText(/Total per month\s*28,80\s€/);
    await page.getByRole('link', { name: 'Continue' }).click();

    // The funnel: billing details, card, confirmation.
    await expect(page).toHaveURL(
      /\/settings\/billing\/funnel\/customer\?plan=PREMIUM&cycle=monthly&seats=3$/,
    );
    await fillBillingDetails(page);
    // The country starts as the browser's (en-US here); a company in France pays its 20 % VAT.
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.click();
    await country.fill('fra');
    await page.getByRole('option', { name: 'France', exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/funnel\/payment-method\?/);
    await fillCard(page, CARDS.works);
    await page.getByRole('button', { name: 'Continue' }).click();
    // The plan chosen on Upgrade is not asked again: straight to the order.
    await expect(page).toHaveURL(/\/funnel\/finalization\?/);
    await expect(page.getByText('Premium · Monthly · 3 seats')).toBeVisible();
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();
    const orderSummary = page.getByTestId('price-summary');
    await expect(orderSummary).toContainText(/Tax \(20\s%\)/);
    await expect(orderSummary).toContainText(/Total today\s*28,80\s€/);
    const subscribe = page.getByRole('button', { name: /Subscribe and pay 28,80\s€/ });

    // The pictures of the order, light and dark, wide and on a phone.
    await screenshotLooks(page, 'billing/checkout', async () => {
      await expect(page.getByText('Premium · Monthly · 3 seats')).toBeVisible();
      await expect(subscribe).toBeEnabled();
    });
    await subscribe.click();
    await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();

    // The limit is gone: creating a group no longer stops at the modal, and the API agrees.
    await page.getByRole('link', { name: 'Back to the workspace' }).click();
    await expect(page.getByText('Owner · Premium · 3 seats')).toBeVisible();
    await mainMenu(page).getByRole('link', { name: 'Create a group' }).click();
    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/group/create$`));
    await expect(page.getByRole('dialog', { name: "Can't create more groups" })).toHaveCount(0);
    await addGroups(request, owner, workspaceId, ['Operations']);

    // The first invoice, paid.
    await page.goto(`/workspace/${workspaceId}/settings/billing`);
    const invoice = page.getByTestId('invoice');
    await expect(invoice).toHaveCount(1);
    await expect(invoice).toContainText(/28,80\s€/);
    await expect(invoice).toContainText('Paid');
    await expect(billingAlert(page)).toHaveCount(0);
  });

  test("a declined card shows the provider's message", async ({ page, request, mailbox }) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Declined Ltd');
    await saveBillingDetailsThroughApi(request, owner, workspaceId);
    await signInThroughPage(page, owner.email, owner.password);
    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));

    await page.goto(`/workspace/${workspaceId}/settings/upgrade`);
    await page.getByRole('link', { name: 'Continue' }).click();
    // Billing details on file: the funnel starts at the card.
    await expect(page).toHaveURL(/\/funnel\/payment-method\?/);
    await fillCard(page, CARDS.declined);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('form', { name: 'Card' }).getByRole('alert')).toContainText(
      'Your card was declined.',
    );
    await expect(page).toHaveURL(/\/funnel\/payment-method\?/);

    // Nothing was attached: the workspace has no card.
    const api = await signInThroughApi(request, owner);
    const info = await request.get('/api/billing', {
      headers: { Authorization: `Bearer ${api.token}`, 'X-Workspace-Id': String(workspaceId) },
    });
    expect(((await info.json()) as { payment_method: unknown }).payment_method).toBeNull();
  });
});
