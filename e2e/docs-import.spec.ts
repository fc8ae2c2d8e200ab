import { strToU8, zipSync } from 'fflate';
import { expect } from './fixtures';
import { docEditor, docStatus, headers, shownTree, treeNode } from './docs-fixtures';
import { test } from './project-fixtures';

/** A real 1 x 1 PNG: the server reads an image's size before it takes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('Markdown import', () => {
  test('a Markdown file imported through the modal becomes a doc of the tree, with its text', async ({
    page,
    project,
  }) => {
    const { workspaceId, projectId } = project;
    const start = await project.doc('Start');
    await project.signInToDoc(page, start);

    await page.getByTestId('docs-panel').screenshot({ path: 'test-results/docs-import-panel.png' });
    // By the keyboard: the panel's Import Markdown, then the form's Import.
    const opener = page.getByTestId('docs-panel').getByRole('button', { name: 'Import Markdown' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Import Markdown' });
    await expect(dialog).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'launch-notes.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('# Launch notes\n\nCountdown at **T-10**.\n\n- Fuel\n- Crew\n'),
    });
    await dialog.getByRole('button', { name: 'Import' }).focus();
    await page.keyboard.press('Enter');

    await expect(dialog.getByRole('status')).toHaveText('1 doc imported');
    await expect(page).not.toHaveURL(project.docAddress(start));
    await expect(page).toHaveURL(
      new RegExp(`/workspace/${workspaceId}/project/${projectId}/doc/\\d+$`),
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(treeNode(page, 'Launch notes')).toBeVisible();
    await expect(docEditor(page)).toContainText('Countdown at T-10.');
    await expect(docEditor(page).locator('strong')).toHaveText('T-10');
    await expect(docEditor(page).locator('li')).toHaveText(['Fuel', 'Crew']);
  });

  test('a zip of folders shows its report: what was moved up and what was left out', async ({
    page,
    project,
  }) => {
    await project.signInToDoc(page, await project.doc('Start'));
    const archive = zipSync({
      'Handbook/README.md': strToU8('# Handbook\n\nHow we fly. ![Logo](images/logo.png)\n'),
      'Handbook/images/logo.png': PNG,
      'Handbook/Crew/Roles/Pilots/Checklists/pre-flight.md': strToU8('# Pre-flight\n\n- [x] Fuel'),
      'Handbook/Crew/onboarding.md': strToU8('# Onboarding\n\nWelcome aboard.'),
      'Handbook/notes.txt': strToU8('not Markdown'),
      'Handbook/Crew/missing.md': strToU8('# Missing picture\n\n![Gone](gone.png)'),
    });

    await page.getByTestId('docs-panel').getByRole('button', { name: 'Import Markdown' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Markdown' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'handbook.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(archive),
    });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByRole('status')).toHaveText('8 docs imported');
    await expect(dialog.getByText('Moved up (too deep) (2)')).toBeVisible();
    await expect(dialog.getByText('Left out (2)')).toBeVisible();
    await expect(dialog.getByText('Handbook/notes.txt')).toBeVisible();
    await expect(dialog.getByText(/Image "gone.png" left out: it is not in the zip/)).toBeVisible();
    await page.screenshot({ path: 'docs/screenshots/docs-import.png' });

    // On a phone, in the dark: the report fits the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await page.screenshot({ path: 'test-results/docs-import-375-dark.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });

    await dialog.getByRole('button', { name: 'Done' }).click();
    // The import's root doc is open, and opened in the tree.
    await expect.poll(() => shownTree(page)).toEqual(['Start', 'Handbook', '  Crew']);
    await treeNode(page, 'Crew').getByRole('button', { name: 'Expand Crew' }).click();
    await treeNode(page, 'Roles').getByRole('button', { name: 'Expand Roles' }).click();
    await expect
      .poll(() => shownTree(page))
      .toEqual([
        'Start',
        'Handbook',
        '  Crew',
        '    Missing picture',
        '    Onboarding',
        '    Roles',
        '      Pilots',
        '      Checklists',
        '      Pre-flight',
      ]);
    await expect(docEditor(page).locator('img')).toHaveAttribute(
      'src',
      /^\/media\/[a-f0-9]{32}\.png$/,
    );
  });

  test('opening an imported doc that ends with a list or a table changes nothing', async ({
    page,
    request,
    project,
  }) => {
    const { owner, workspaceId, projectId } = project;
    const calls = { headers: headers(owner, workspaceId) };
    const docPath = (id: number) => `/api/projects/${projectId}/docs/${id}`;
    const imported = await request.post(`/api/projects/${projectId}/docs/import`, {
      ...calls,
      multipart: {
        file: {
          name: 'checklist.md',
          mimeType: 'text/markdown',
          buffer: Buffer.from(
            '# Checklist\n\n- Fuel\n- Crew\n\n| Stage | Go |\n| - | - |\n| 1 | yes |\n',
          ),
        },
      },
    });
    expect(imported.status()).toBe(201);
    const [doc] = ((await imported.json()) as { docs: { id: number }[] }).docs;
    if (!doc) throw new Error('the import made no doc');
    const saved = async () => {
      const answer = await request.get(docPath(doc.id), calls);
      return ((await answer.json()) as { content_state: string }).content_state;
    };
    const versions = async () => {
      const answer = await request.get(`${docPath(doc.id)}/versions`, calls);
      return ((await answer.json()) as unknown[]).length;
    };
    // The page history records the imported text as the doc's first version.
    await expect.poll(versions).toBe(1);
    const stateBefore = await saved();

    await project.signInToDoc(page, doc);
    await expect(docEditor(page).locator('td').last()).toHaveText('yes');
    await expect(docStatus(page)).toHaveText('Saved');
    // What the editor would save after it opened a doc comes within its quiet time (2 s).
    await page.waitForTimeout(3_000);
    await expect(docStatus(page)).toHaveText('Saved');
    expect(await saved()).toBe(stateBefore);
    expect(await versions()).toBe(1);
  });
});
