import type { Locator, Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { expect } from './fixtures';
import {
  docEditor,
  docStatus,
  expandTreeNodes,
  headers,
  shownTree,
  treeNode,
} from './docs-fixtures';
import { NOTION_SAMPLE_TREE, ONE_PIXEL_PNG as PNG, sampleExportFile } from './import-samples';
import { test, type OwnersProject } from './project-fixtures';

/**
 * From a new doc "Start" of the project, imports the sample export of `tool` through the docs
 * panel's Import Markdown: its dialog, once it says the `docs` docs are imported.
 */
async function importSample(
  page: Page,
  project: OwnersProject,
  tool: Parameters<typeof sampleExportFile>[0],
  docs: number,
) {
  await project.signInToDoc(page, await project.doc('Start'));
  await page.getByTestId('docs-panel').getByRole('button', { name: 'Import Markdown' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Markdown' });
  await dialog.locator('input[type="file"]').setInputFiles(sampleExportFile(tool));
  await dialog.getByRole('button', { name: 'Import' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText(`${docs} docs imported`);
  return dialog;
}

/**
 * docs/screenshots/<name>-<light|dark>-<wide|phone>.png, 1280 and 375 px wide, each once the
 * dialog fits the screen and nothing in it scrolls sideways; then back to 1280 x 720, light.
 */
async function screenshotDialog(page: Page, dialog: Locator, name: string) {
  const looks = [['wide', 1280, 800] as const, ['phone', 375, 812] as const];
  for (const [look, width, height] of looks) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      // Behind the dialog, the doc it opened: saved, the page's top progress bar gone.
      await expect(docStatus(page)).toHaveText('Saved');
      await expect(page.locator('.mantine-Progress-root[data-mounted="true"]')).toHaveCount(0);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await dialog.evaluate((node) => node.scrollWidth - node.clientWidth)).toBe(0);
      await page.screenshot({ path: `docs/screenshots/${name}-${scheme}-${look}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: 'light' });
}

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
    await expandTreeNodes(page, 'Crew', 'Roles');
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

  test("Notion's export becomes its pages, nested and titled without ids, with callouts, tables and links", async ({
    page,
    project,
  }) => {
    const dialog = await importSample(page, project, 'notion', 11);
    await expect(dialog.getByText('Converted approximately (3)')).toBeVisible();
    await expect(dialog.getByText('The database "Tasks" became a table')).toBeVisible();
    await expect(dialog.getByText(/^Left out \(/)).toHaveCount(0);
    await screenshotDialog(page, dialog, 'import-notion-report');

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expandTreeNodes(page, 'Roadmap', 'Tasks');
    await expect.poll(() => shownTree(page)).toEqual(['Start', ...NOTION_SAMPLE_TREE]);

    const title = page.getByRole('textbox', { name: 'Page title' });
    await treeNode(page, 'Onboarding').getByRole('link', { name: 'Onboarding' }).click();
    await expect(title).toHaveValue('Onboarding');
    await expect(docEditor(page).locator('.callout[data-kind="info"]')).toContainText(
      'Start with the Roadmap, then read the open tasks.',
    );
    await expect(docEditor(page).locator('.callout[data-kind="warning"]')).toContainText(
      'Never paste the staging password in a page.',
    );

    // The database is a table whose names lead to its pages.
    await treeNode(page, 'Tasks').getByRole('link', { name: 'Tasks' }).click();
    await expect(title).toHaveValue('Tasks');
    const rows = docEditor(page).locator('tr');
    await expect(rows.first().locator('th, td')).toHaveText([
      'Name',
      'Status',
      'Owner',
      'Due',
      'Tags',
      'Project',
    ]);
    await expect(rows.nth(1).locator('th, td')).toHaveText([
      'Write the brief',
      'Done',
      'Ada Lovelace',
      'March 4, 2025',
      'docs, launch',
      'Roadmap',
    ]);
    const tasksAddress = page.url();
    await docEditor(page)
      .locator('[data-page-link]')
      .getByRole('link', { name: 'Write the brief' })
      .click();
    await expect(title).toHaveValue('Write the brief');
    await expect(page).not.toHaveURL(tasksAddress);
    await expect(docEditor(page).locator('li').first()).toHaveText('Status: Done');
  });

  test("Confluence's space export becomes its page tree, with its panels as callouts", async ({
    page,
    project,
  }) => {
    const dialog = await importSample(page, project, 'confluence', 4);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expandTreeNodes(page, 'Runbooks');
    await expect
      .poll(() => shownTree(page))
      .toEqual([
        'Start',
        'Flight Operations Home',
        '  Crew notes: Q&A',
        '  Runbooks',
        '    Abort plan',
      ]);
    // The space's home page opened: its info panel is a callout.
    await expect(page.getByRole('textbox', { name: 'Page title' })).toHaveValue(
      'Flight Operations Home',
    );
    await expect(docEditor(page).locator('.callout[data-kind="info"]')).toContainText(
      "This space holds the crew's procedures.",
    );
  });
});
