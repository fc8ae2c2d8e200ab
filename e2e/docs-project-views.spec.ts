import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { expectSameMarkdownOnceImported, markdownOf, publicDocAddress } from './doc-api-fixtures';
import { clickIntoOwnedDoc, docEditor, docStatus, headers, insertBlock } from './docs-fixtures';
import { test, type OwnersProject } from './project-fixtures';

/** A day counted from today, as the planning stores it (the browser's time zone is this one). */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function seedProject(
  request: APIRequestContext,
  { owner, workspaceId, projectId }: OwnersProject,
) {
  for (const title of ['Engines tested', 'Fuel loaded']) {
    const created = await request.post(`/api/projects/${projectId}/logs`, {
      headers: headers(owner, workspaceId),
      data: {
        title,
        description: { type: 'doc', content: [{ type: 'paragraph' }] },
        attachments: [],
      },
    });
    expect(created.status()).toBe(201);
  }
  const linked = await request.post(`/api/projects/${projectId}/important-links`, {
    headers: headers(owner, workspaceId),
    data: {
      group_name: 'References',
      title: 'Mission handbook',
      link_type: 'external',
      url: 'https://example.com/handbook',
    },
  });
  expect(linked.status()).toBe(201);
  const planned = await request.put(`/api/projects/${projectId}/planning`, {
    headers: headers(owner, workspaceId),
    data: {
      planning: {
        phases: [
          {
            id: 'p1',
            name: 'Static fire tests',
            start: dayFromToday(2),
            end: dayFromToday(12),
            color: 'teal',
            progress: 40,
            links: [],
          },
        ],
        milestones: [
          { id: 'm1', name: 'Launch window', date: dayFromToday(5), color: 'red', links: [] },
          { id: 'm2', name: 'Moon landing', date: dayFromToday(90), color: 'grape', links: [] },
        ],
      },
    },
  });
  expect(planned.status()).toBe(200);
}

const view = (page: Page, title: string | RegExp) =>
  docEditor(page).getByRole('region', { name: title });

test.describe('live views of the project in a doc', () => {
  test('the latest logs and the planning, inserted from the slash menu, follow new logs live, stay after a reload, show on the public page and come back from their Markdown export', async ({
    page,
    browser,
    request,
    project,
  }) => {
    await seedProject(request, project);
    const doc = await project.doc('Status');
    await clickIntoOwnedDoc(page, project.ownedDoc(doc));

    await insertBlock(page, 'latest', 'Latest logs');
    const logs = view(page, 'Latest logs');
    await expect(logs.getByRole('listitem')).toHaveText([/Fuel loaded/, /Engines tested/]);

    // A log written in another tab shows at the top without a reload.
    const other = await page.context().newPage();
    await other.goto(project.address('/logs/create'));
    await other.getByLabel('Title').fill('Countdown started');
    await other.getByRole('button', { name: 'Create log' }).click();
    await expect(other.getByRole('heading', { name: 'Countdown started' })).toBeVisible();
    await other.close();
    await expect(logs.getByRole('listitem')).toHaveText([
      /Countdown started/,
      /Fuel loaded/,
      /Engines tested/,
    ]);

    // An editor shows fewer logs: the block's setting, saved with the doc.
    await logs.getByRole('button', { name: 'View settings' }).click();
    await page.getByRole('textbox', { name: 'Logs shown' }).fill('2');
    await page.keyboard.press('Escape');
    await expect(logs.getByRole('listitem')).toHaveCount(2);

    // The planning of the next 30 days: what is planned in them, not what comes later.
    await page.keyboard.press('ControlOrMeta+End');
    await insertBlock(page, 'planning', 'Planning timeline');
    const planning = view(page, /^Planning: /);
    await expect(planning.getByRole('listitem')).toHaveText([/Static fire tests/, /Launch window/]);
    await expect(planning).not.toContainText('Moon landing');
    await planning.getByRole('button', { name: 'View settings' }).click();
    await page.getByLabel('From', { exact: true }).fill(dayFromToday(60));
    await expect(planning.getByRole('listitem')).toHaveText([/Moon landing/]);
    await page.screenshot({ path: test.info().outputPath('planning-settings.png') });
    await page.getByRole('button', { name: 'Next 30 days' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('From', { exact: true })).toBeHidden();
    await expect(planning.getByRole('listitem')).toHaveText([/Static fire tests/, /Launch window/]);
    await docEditor(page).locator('p').last().click();
    await page.keyboard.press('ControlOrMeta+End');
    await insertBlock(page, 'important', 'Important links');
    await expect(
      view(page, 'Important links').getByRole('link', { name: /Mission handbook/ }),
    ).toHaveAttribute('href', 'https://example.com/handbook');
    await expect(docStatus(page)).toHaveAttribute('data-status', 'saved');

    await page.reload();
    await expect(view(page, 'Latest logs').getByRole('listitem')).toHaveText([
      /Countdown started/,
      /Fuel loaded/,
    ]);
    await expect(view(page, /^Planning: /).getByText('Launch window')).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 700 });
    const shot = (name: string) =>
      page.screenshot({ path: `docs/screenshots/blocks/project-view-${name}.png` });
    await shot('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot('dark');
    await page.setViewportSize({ width: 375, height: 740 });
    await shot('375-dark');

    // A visitor of the project's share link reads the same views, without links to the app.
    const sharedDoc = { ...project, docId: doc.id };
    const publicAddress = await publicDocAddress(request, sharedDoc, 'project');
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(publicAddress);
    await expect(view(visitor, 'Latest logs').getByRole('listitem')).toHaveText([
      /Countdown started/,
      /Fuel loaded/,
    ]);
    await expect(view(visitor, /^Planning: /).getByText('Static fire tests')).toBeVisible();
    await expect(
      view(visitor, 'Latest logs').getByRole('button', { name: 'View settings' }),
    ).toHaveCount(0);

    // A doc's own link does not open its project: its views say so.
    await visitor.goto(await publicDocAddress(request, sharedDoc, 'doc'));
    await expect(view(visitor, 'Latest logs')).toContainText('Not shared publicly.');
    await expect(view(visitor, /^Planning: /)).toContainText('Not shared publicly.');
    await visitorContext.close();

    // Exported, the views are placeholders; imported into the project, the same views again.
    const markdown = await markdownOf(request, sharedDoc);
    expect(markdown).toContain('[[view:logs limit=2]]');
    expect(markdown).toMatch(/^\[\[view:planning( from=[\d-]+)?( to=[\d-]+)?\]\]$/m);
    expect(markdown).toContain('[[view:links]]');
    const importedId = await expectSameMarkdownOnceImported(
      request,
      sharedDoc,
      markdown,
      'Status.md',
    );
    await page.goto(project.docAddress({ id: importedId }));
    await expect(view(page, 'Latest logs').getByRole('listitem')).toHaveText([
      /Countdown started/,
      /Fuel loaded/,
    ]);
    await expect(view(page, /^Planning: /).getByText('Launch window')).toBeVisible();
  });
});
