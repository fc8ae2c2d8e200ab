import { expect, test } from './fixtures';
import { docThroughApi, ownerWithProject } from './docs-fixtures';
import { signInToWorkspace } from './group-fixtures';

test.describe('important documents', () => {
  test('add a doc and a web page, a duplicate address refused', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId, projectId } = await ownerWithProject(request, mailbox, 'Links Co');
    const doc = await docThroughApi(request, owner, workspaceId, projectId, 'Mission brief');
    const address = `/workspace/${workspaceId}/project/${projectId}/important-docs`;
    await signInToWorkspace(page, owner, workspaceId, address);
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
      `/workspace/${workspaceId}/project/${projectId}/doc/${doc.id}`,
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
