import { horizontalOverflow, violationsIn } from './accessibility';
import { expect, test } from './fixtures';
import { docThroughApi, ownerWithProject } from './docs-fixtures';
import { projectMemberOf, signInToWorkspace } from './group-fixtures';
import { showLook } from './screenshots';
import { headers } from './workspace-fixtures';

/** How many logs the app loads at a time (LOGS_PAGE of packages/contracts/src/logs.ts). */
const LOGS_PAGE = 30;

test.describe('logs', () => {
  test('create with a doc and a link, edit, send the notification, archive', async ({
    page,
    request,
    mailbox,
  }) => {
    const project = await ownerWithProject(request, mailbox, 'Logs Co');
    const { owner, workspaceId, projectId } = project;
    const member = await projectMemberOf(request, mailbox, project, 'MEMBER', 'VIEW');
    await docThroughApi(request, owner, workspaceId, projectId, 'Launch plan');
    const logsPage = `/workspace/${workspaceId}/project/${projectId}/logs`;
    await signInToWorkspace(page, owner, workspaceId, logsPage);
    await expect(page.getByText('No activity yet')).toBeVisible();

    // Create: the title is required, the address must be one.
    await page.getByRole('main').getByRole('button', { name: 'New log' }).click();
    await expect(page).toHaveURL(new RegExp(`${logsPage}/create$`));
    await page.getByRole('button', { name: 'Add a link' }).click();
    await page.getByLabel('Link 1').fill('not a url');
    await page.getByRole('button', { name: 'Create log' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByText('Invalid url')).toBeVisible();

    await page.getByLabel('Title').fill('Engines tested');
    await page.getByTestId('rich-text-editor').click();
    await page.keyboard.type('All four engines fired for 30 seconds.');
    await page.getByLabel('Link 1').fill('https://example.com/report');
    await page.getByRole('combobox', { name: 'Attach a doc' }).click();
    await page.getByRole('option', { name: 'Launch plan' }).click();
    await expect(page.getByTestId('attached-doc')).toHaveText('Launch plan');
    await page.getByRole('button', { name: 'Create log' }).click();

    // The log's page.
    await expect(page.getByRole('heading', { name: 'Engines tested' })).toBeVisible();
    await expect(page.getByTestId('log-description')).toContainText('All four engines fired');
    const attachments = page.getByRole('list', { name: 'Attachments' });
    await expect(attachments.getByRole('link', { name: 'Launch plan' })).toHaveAttribute(
      'href',
      /\/doc\/\d+$/,
    );
    await expect(
      attachments.getByRole('link', { name: 'https://example.com/report' }),
    ).toBeVisible();
    await expect(page.getByTestId('log-edition-date')).toHaveCount(0);

    // Edit: the edition date shows.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Title').fill('Engines tested twice');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Engines tested twice' })).toBeVisible();
    await expect(page.getByTestId('log-edition-date')).toContainText('Edited just now');

    // Send the notification to the team (the member, chosen by default).
    await page.getByRole('link', { name: 'Send a notification' }).click();
    await expect(page.getByRole('checkbox', { name: 'Grace Hopper' })).toBeChecked();
    await page.getByRole('button', { name: 'Send notification' }).click();
    const mail = await mailbox.waitForMessage(member.email, /Engines tested twice/);
    expect(mail.text).toContain('All four engines fired');
    await expect(page.getByText('Notification sent').first()).toBeVisible();

    // The list, then archive: it leaves the active list for the archived one.
    await page.getByRole('link', { name: 'Logs & Activity' }).first().click();
    const card = page.getByRole('article', { name: 'Engines tested twice' });
    await expect(card.getByText('Notification sent')).toBeVisible();
    await card.getByRole('button', { name: /Actions of/ }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Log archived')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.getByText('Archived', { exact: true }).click();
    await expect(page.getByRole('article', { name: 'Engines tested twice' })).toBeVisible();
  });

  test('a viewer reads logs without edit controls, and sees new ones live', async ({
    page,
    request,
    mailbox,
  }) => {
    const project = await ownerWithProject(request, mailbox, 'View Co');
    const { owner, workspaceId, projectId } = project;
    const member = await projectMemberOf(request, mailbox, project, 'MEMBER', 'VIEW');
    const auth = headers(owner, workspaceId);
    const logsPage = `/workspace/${workspaceId}/project/${projectId}/logs`;
    await signInToWorkspace(page, member, workspaceId, logsPage);
    await expect(page.getByText('No activity yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New log' })).toHaveCount(0);

    const created = await request.post(`/api/projects/${projectId}/logs`, {
      headers: auth,
      data: {
        title: 'Countdown started',
        description: { type: 'doc', content: [{ type: 'paragraph' }] },
        attachments: [],
      },
    });
    expect(created.status()).toBe(201);
    const card = page.getByRole('article', { name: 'Countdown started' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /Actions of/ })).toHaveCount(0);
  });

  test('more logs than a page: the first page, then the rest with the keyboard, and live updates on top', async ({
    page,
    request,
    mailbox,
  }, testInfo) => {
    const { owner, workspaceId, projectId } = await ownerWithProject(request, mailbox, 'Many Co');
    const auth = headers(owner, workspaceId);
    const newLog = async (title: string) => {
      const created = await request.post(`/api/projects/${projectId}/logs`, {
        headers: auth,
        data: {
          title,
          description: { type: 'doc', content: [{ type: 'paragraph' }] },
          attachments: [],
        },
      });
      expect(created.status()).toBe(201);
    };
    const total = LOGS_PAGE + 5;
    for (let index = 1; index <= total; index++) await newLog(`Log ${index}`);

    const logsPage = `/workspace/${workspaceId}/project/${projectId}/logs`;
    await signInToWorkspace(page, owner, workspaceId, logsPage);
    const section = page.getByRole('region', { name: 'Logs' });
    const cards = section.getByRole('article');
    await expect(cards.first()).toHaveAccessibleName(`Log ${total}`);
    await expect(cards).toHaveCount(LOGS_PAGE);
    await expect(section.getByRole('article', { name: 'Log 5', exact: true })).toHaveCount(0);
    const loadMore = section.getByRole('button', { name: 'Load more logs' });
    await loadMore.scrollIntoViewIfNeeded();
    expect(await violationsIn(page, '[aria-labelledby="logs-title"]')).toEqual([]);
    for (const [width, scheme] of [
      [1280, 'light'],
      [375, 'dark'],
    ] as const) {
      await showLook(page, { width, scheme });
      await loadMore.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`logs-load-more-${width}-${scheme}.png`) });
    }

    // With the keyboard: Enter on the button loads the rest and takes the focus to the first of it.
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('article', { name: 'Log 5', exact: true })).toBeFocused();
    await expect(cards).toHaveCount(total);
    await expect(cards.last()).toHaveAccessibleName('Log 1');
    await expect(loadMore).toHaveCount(0);

    // A log added elsewhere shows on top; the pages loaded stay.
    await newLog('Countdown started');
    await expect(cards.first()).toHaveAccessibleName('Countdown started');
    await expect(cards).toHaveCount(total + 1);
    await expect(cards.last()).toHaveAccessibleName('Log 1');
  });
});
