import { expect } from './fixtures';
import { dragNode, expandTreeNodes, shownTree, treeNode } from './docs-fixtures';
import { guideChapterAndNotes, test } from './project-fixtures';

test.describe('docs tree', () => {
  test('a doc with children is dragged before another, then inside another', async ({
    page,
    project,
  }) => {
    await guideChapterAndNotes(project);
    const plans = await project.doc('Plans');

    await project.signInToDoc(page, plans);
    await expandTreeNodes(page, 'Guide');
    await expect.poll(() => shownTree(page)).toEqual(['Guide', '  Chapter', 'Notes', 'Plans']);

    // Before: the top 15% of 'Plans' shows a line above it, and the drop moves Guide there.
    await dragNode(page, treeNode(page, 'Guide'), treeNode(page, 'Plans'), 'before', {
      release: false,
    });
    await expect(treeNode(page, 'Plans')).toHaveAttribute('data-drop', 'before');
    await expect(treeNode(page, 'Plans')).not.toHaveAttribute('data-drop-invalid', /.*/);
    await page.mouse.up();
    await expect.poll(() => shownTree(page)).toEqual(['Notes', 'Guide', '  Chapter', 'Plans']);
    await expect.poll(() => project.tree()).toEqual(['Notes', 'Guide', '  Chapter', 'Plans']);

    // Inside: the middle of 'Notes' highlights it, and Guide (with Chapter) goes in as its last child.
    await dragNode(page, treeNode(page, 'Guide'), treeNode(page, 'Notes'), 'inside', {
      release: false,
    });
    await expect(treeNode(page, 'Notes')).toHaveAttribute('data-drop', 'inside');
    await page.mouse.up();
    await expect.poll(() => project.tree()).toEqual(['Notes', '  Guide', '    Chapter', 'Plans']);
    await expect.poll(() => shownTree(page)).toEqual(['Notes', '  Guide', '    Chapter', 'Plans']);

    // The tree is the server's after a reload.
    await page.reload();
    await expect.poll(() => shownTree(page)).toEqual(['Notes', '  Guide', '    Chapter', 'Plans']);
  });

  test('a drop that would nest pages deeper than 4 levels is refused', async ({
    page,
    project,
  }) => {
    const one = await project.doc('Level one');
    const two = await project.doc('Level two', one);
    await project.doc('Level three', two);
    const book = await project.doc('Book');
    await project.doc('Page', book);

    await project.signInToDoc(page, book);
    await expandTreeNodes(page, 'Level one', 'Level two');
    await expect(treeNode(page, 'Level three')).toBeVisible();

    // Book (2 levels) inside Level three (depth 3) would reach depth 5: refused, shown as such.
    await dragNode(page, treeNode(page, 'Book'), treeNode(page, 'Level three'), 'inside', {
      release: false,
    });
    await expect(treeNode(page, 'Level three')).toHaveAttribute('data-drop', 'inside');
    await expect(treeNode(page, 'Level three')).toHaveAttribute('data-drop-invalid', 'true');
    await expect(page.getByTestId('doc-drag-preview')).toContainText(
      'Pages cannot be nested deeper than 4 levels',
    );
    await page.mouse.up();

    // A doc dropped inside itself is refused too. dnd-kit swallows clicks for 50 ms after a
    // drag ends, as it should for the drop's own click: click again if that one was eaten.
    await expect(async () => {
      const expand = treeNode(page, 'Book').getByRole('button', { name: 'Expand Book' });
      if (await expand.isVisible()) await expand.click();
      await expect(treeNode(page, 'Page')).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await dragNode(page, treeNode(page, 'Book'), treeNode(page, 'Page'), 'inside', {
      release: false,
    });
    await expect(treeNode(page, 'Page')).toHaveAttribute('data-drop-invalid', 'true');
    await page.mouse.up();

    await expect
      .poll(() => project.tree())
      .toEqual(['Level one', '  Level two', '    Level three', 'Book', '  Page']);
  });

  test('keys move a page: Alt with the arrows, through the same move call', async ({
    page,
    project,
  }) => {
    await project.doc('Alpha');
    const beta = await project.doc('Beta');

    await project.signInToDoc(page, beta);
    const betaLink = treeNode(page, 'Beta').getByRole('link', { name: 'Beta' });
    await betaLink.focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => project.tree()).toEqual(['Alpha', '  Beta']);
    await expect.poll(() => shownTree(page)).toEqual(['Alpha', '  Beta']);
    await expect(treeNode(page, 'Beta').getByRole('link', { name: 'Beta' })).toBeFocused();
    await page.keyboard.press('Alt+ArrowLeft');
    await expect.poll(() => project.tree()).toEqual(['Alpha', 'Beta']);
    await treeNode(page, 'Beta').getByRole('link', { name: 'Beta' }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => project.tree()).toEqual(['Beta', 'Alpha']);
  });
});
