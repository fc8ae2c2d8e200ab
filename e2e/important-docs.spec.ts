import { expect } from './fixtures';
import { test } from './project-fixtures';

test.describe('important documents', () => {
  test.use({ workspaceName: 'Links Co' });

  test('add a doc and a web page, a duplicate address refused', async ({ page, project }) => {
    const doc = await project.doc('Mission brief');
    const address = project.address('/important-docs');
    await project.signIn(page, address);
    await expect(page.getByText('No important documents yet')).toBeVisible();

    // The address opens the dialog.
    await page.goto(`${address}?modal=add-attachement`);
    const dialog = page.getByRole('dialog', { name: 'Add an important document' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Address').fill('https://example.com/specs');
    await dialog.getByLabel('Group name').fill('Specifications');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    const group = page.getByRole('region', { name: 'Specifications' });
    await expect(group.getByRole('link', { name: 'https://example.com/specs' })).toBeVisible();

    // A doc of the project.
    await page.getByRole('button', { name: 'Add a link' }).click();
    await dialog.getByText('Doc of the project').click();
    await dialog.getByRole('combobox', { name: 'Doc' }).click();
    await page.getByRole('option', { name: 'Mission brief' }).click();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(group.getByRole('link', { name: 'Mission brief' })).toHaveAttribute(
      'href',
      project.docAddress(doc),
    );

    // The same address again: the server's message under the field.
    await page.getByRole('button', { name: 'Add a link' }).click();
    await dialog.getByLabel('Address').fill('https://example.com/specs');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('This link is already in the list')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(group.getByRole('listitem')).toHaveCount(2);

    // The doc link opens the doc.
    await group.getByRole('link', { name: 'Mission brief' }).click();
    await expect(page).toHaveURL(new RegExp(`/doc/${doc.id}$`));
  });
});
