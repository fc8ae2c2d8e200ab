import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { headers } from './docs-fixtures';
import { signInToWorkspace } from './group-fixtures';
import { commentMentioningGrace, openAsOwner, test } from './two-editors';
import { signInThroughApi } from './workspace-fixtures';

/** Ada's replies after Grace's: each one is a 'reply' entry in Grace's inbox. */
const REPLIES = 30;

async function shoot(page: Page, name: string) {
  // Let the list settle before the picture.
  await expect(page.getByTestId('inbox-entry').first()).toBeVisible();
  await page.screenshot({ path: `docs/screenshots/inbox/${name}.png`, fullPage: false });
}

test.describe('the inbox page', () => {
  test('Grace is told of a mention and of her thread resolved, filters her inbox, pages it and reads it', async ({
    page,
    browser,
    request,
    editors,
  }) => {
    test.slow();
    const { owner, member, workspaceId, projectId, docId } = editors;
    // Ada comments on the doc and mentions Grace.
    await openAsOwner(page, editors);
    await commentMentioningGrace(page);
    await expect(page.getByTestId('comment-thread')).toContainText('can we launch later?');

    // Grace replies, Ada answers many times, then resolves the thread (all through the API).
    const threads = `/api/projects/${projectId}/docs/${docId}/threads`;
    const listed = await request.get(threads, { headers: headers(owner, workspaceId) });
    const [thread] = (await listed.json()) as { id: number }[];
    const grace = await signInThroughApi(request, member);
    const reply = async (as: typeof owner, body: string) => {
      const sent = await request.post(`${threads}/${thread!.id}/comments`, {
        headers: headers(as, workspaceId),
        data: { client_request_id: randomUUID(), body, mentions: [] },
      });
      expect(sent.status()).toBe(201);
    };
    await reply(grace, 'Noon is fine');
    for (let i = 1; i <= REPLIES; i += 1) await reply(owner, `Answer ${i}`);
    const resolved = await request.patch(`${threads}/${thread!.id}`, {
      headers: headers(owner, workspaceId),
      data: { resolved: true },
    });
    expect(resolved.status()).toBe(200);

    // Grace: her team invitation, the mention, the replies and the resolved thread.
    const total = REPLIES + 3;
    const graceContext = await browser.newContext();
    const gp = await graceContext.newPage();
    await signInToWorkspace(gp, member, workspaceId);
    const bell = gp.getByRole('button', { name: /^Inbox/ });
    await expect(bell).toHaveAccessibleName(`Inbox, ${total} unread`);
    await bell.click();
    await gp.getByRole('link', { name: 'See all' }).click();
    await expect(gp).toHaveURL(new RegExp(`/workspace/${workspaceId}/inbox$`));
    await expect(gp.getByRole('banner').getByRole('heading', { name: 'Inbox' })).toBeVisible();
    await expect(gp.getByTestId('inbox-unread-count')).toHaveText(`${total} unread`);

    const entries = gp.getByTestId('inbox-entry');
    await expect(entries.first()).toHaveAccessibleName(
      /Ada Lovelace resolved your thread in Launch plan/,
    );
    await expect(entries.first()).toContainText('can we launch later?');
    // A page at a time: 30, then the rest.
    await expect(entries).toHaveCount(30);
    await shoot(gp, 'inbox-light-1280');
    await gp.getByRole('button', { name: 'Load more' }).click();
    await expect(entries).toHaveCount(total);
    await expect(entries.last()).toHaveAccessibleName(/added you to the project/);
    await expect(gp.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // Mentions: only Ada's mention. Mark it read from the page.
    const filters = gp.getByRole('radiogroup', { name: 'Show' });
    await filters.getByText('Mentions', { exact: true }).click();
    await expect(gp).toHaveURL(/\?filter=mentions$/);
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toHaveAccessibleName(/Ada Lovelace mentioned you in Launch plan/);
    await gp.getByRole('button', { name: /^Mark as read: Ada Lovelace mentioned you/ }).click();
    await expect(gp.getByTestId('inbox-unread-count')).toHaveText(`${total - 1} unread`);
    await expect(bell).toHaveAccessibleName(`Inbox, ${total - 1} unread`);
    await expect(gp.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);

    // Unread: everything but the mention, a page at a time, keyboard-driven.
    await filters.getByText('Unread', { exact: true }).click();
    await expect(gp).toHaveURL(/\?filter=unread$/);
    await expect(entries).toHaveCount(30);
    await gp.getByRole('button', { name: 'Load more' }).focus();
    await gp.keyboard.press('Enter');
    await expect(entries).toHaveCount(total - 1);
    await expect(gp.getByRole('link', { name: /mentioned you/ })).toHaveCount(0);

    // Mark all read: the unread filter empties, the mention is still among the mentions.
    await gp.getByRole('button', { name: 'Mark all read' }).click();
    await expect(gp.getByTestId('inbox-unread-count')).toHaveText('Nothing unread');
    await expect(bell).toHaveAccessibleName('Inbox');
    await expect(gp.getByText('All caught up')).toBeVisible();
    await expect(entries).toHaveCount(0);

    // Live: a new reply shows up on the page while Grace looks at it.
    await reply(owner, 'One more thing');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('One more thing');
    await expect(gp.getByTestId('inbox-unread-count')).toHaveText('1 unread');

    // Pictures: light and dark, wide and phone.
    await filters.getByText('All', { exact: true }).click();
    // Both pages loaded before stay loaded, with the new entry on top.
    await expect(entries).toHaveCount(total + 1);
    await gp.emulateMedia({ colorScheme: 'dark' });
    await shoot(gp, 'inbox-dark-1280');
    await gp.setViewportSize({ width: 375, height: 812 });
    await shoot(gp, 'inbox-dark-375');
    await gp.emulateMedia({ colorScheme: 'light' });
    await shoot(gp, 'inbox-light-375');
    await filters.getByText('Mentions', { exact: true }).click();
    await expect(entries).toHaveCount(1);
    await gp.screenshot({ path: 'docs/screenshots/inbox/inbox-mentions-light-375.png' });
    await graceContext.close();
  });
});
