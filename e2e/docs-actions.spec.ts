import { expect } from './fixtures';
import { docAction, shownTree, treeNode, treeThroughApi } from './docs-fixtures';
import { projectThroughApi } from './group-fixtures';
import { guideChapterAndNotes, test } from './project-fixtures';

test.describe('doc actions', () => {
  test('a doc is duplicated into another project', async ({ page, request, project }) => {
    const { owner, workspaceId, groupId } = project;
    const other = await projectThroughApi(request, owner, workspaceId, groupId, 'Gemini');
    const doc = await project.doc('Launch plan');

    await project.signInToDoc(page, doc);
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
    expect(await project.tree()).toEqual(['Launch plan']);
  });

  test('a doc with its children is archived, then restored from its banner', async ({
    page,
    project,
  }) => {
    const guide = await guideChapterAndNotes(project);

    await project.signInToDoc(page, guide);
    await docAction(page, 'Archive');
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Document archived')).toBeVisible();
    await expect(page).toHaveURL(/\/logs$/);
    await expect.poll(() => shownTree(page)).toEqual(['Notes']);
    expect(await project.tree('archived')).toEqual(['Guide', '  Chapter']);

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
    await expect.poll(() => project.tree()).toEqual(['Guide', '  Chapter', 'Notes']);
  });

  test('a doc goes to the trash with its children', async ({ page, project }) => {
    const guide = await guideChapterAndNotes(project);

    await project.signInToDoc(page, guide);
    await docAction(page, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete Guide?' });
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(
      page.getByText('Document and the pages inside it moved to the trash'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/logs$/);
    await expect.poll(() => shownTree(page)).toEqual(['Notes']);
    expect(await project.tree()).toEqual(['Notes']);
    expect(await project.tree('archived')).toEqual([]);
    await page.goto(project.docAddress(guide));
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });
});
