import { expect, test } from './fixtures';
import {
  docAction,
  docAddress,
  docThroughApi,
  guideChapterAndNotes,
  ownerWithProject,
  shownTree,
  treeNode,
  treeThroughApi,
} from './docs-fixtures';
import { projectThroughApi, signInToWorkspace } from './group-fixtures';

test.describe('doc actions', () => {
  test('a doc is duplicated into another project', async ({ page, request, mailbox }) => {
    const { owner, workspaceId, groupId, projectId } = await ownerWithProject(request, mailbox);
    const other = await projectThroughApi(request, owner, workspaceId, groupId, 'Gemini');
    const doc = await docThroughApi(request, owner, workspaceId, projectId, 'Launch plan');

    await signInToWorkspace(page, owner, workspaceId, docAddress(workspaceId, projectId, doc.id));
    await docAction(page, 'Duplicate');
    const dialog = page.getByRole('dialog', { name: 'Duplicate document' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Copy of Launch plan');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: /Gemini/ }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByText('Document duplicated')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/project/${other}/doc/\\d+$`));
    await expect(treeNode(page, 'Copy of Launch plan')).toBeVisible();
    expect(await treeThroughApi(request, owner, workspaceId, other)).toEqual([
      'Copy of Launch plan',
    ]);
    expect(await treeThroughApi(request, owner, workspaceId, projectId)).toEqual(['Launch plan']);
  });

  test('a doc with its children is archived, then restored from its banner', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId, projectId } = await ownerWithProject(request, mailbox);
    const guide = await guideChapterAndNotes(request, owner, workspaceId, projectId);

    await signInToWorkspace(page, owner, workspaceId, docAddress(workspaceId, projectId, guide.id));
    await docAction(page, 'Archive');
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Document archived')).toBeVisible();
    await expect(page).toHaveURL(/\/logs$/);
    await expect.poll(() => shownTree(page)).toEqual(['Notes']);
    expect(await treeThroughApi(request, owner, workspaceId, projectId, 'archived')).toEqual([
      'Guide',
      '  Chapter',
    ]);

    await page.getByRole('button', { name: 'Filter documentation' }).click();
    await page.getByRole('menuitem', { name: 'Archived documentations' }).click();
    await page
      .getByRole('list', { name: 'Documentation pages' })
      .getByRole('link', { name: /^Guide/ })
      .click();
    await expect(page.getByText('This documentation is archived')).toBeVisible();
    await page.getByRole('button', { name: 'Restore' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Document restored')).toBeVisible();
    await expect(page.getByText('This documentation is archived')).toBeHidden();
    await expect
      .poll(() => treeThroughApi(request, owner, workspaceId, projectId))
      .toEqual(['Guide', '  Chapter', 'Notes']);
  });

  test('a doc is deleted with its children', async ({ page, request, mailbox }) => {
    const { owner, workspaceId, projectId } = await ownerWithProject(request, mailbox);
    const guide = await guideChapterAndNotes(request, owner, workspaceId, projectId);

    await signInToWorkspace(page, owner, workspaceId, docAddress(workspaceId, projectId, guide.id));
    await docAction(page, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete Guide?' });
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText("Document and document's children deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/logs$/);
    await expect.poll(() => shownTree(page)).toEqual(['Notes']);
    expect(await treeThroughApi(request, owner, workspaceId, projectId)).toEqual(['Notes']);
    expect(await treeThroughApi(request, owner, workspaceId, projectId, 'archived')).toEqual([]);
    await page.goto(docAddress(workspaceId, projectId, guide.id));
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });
});
