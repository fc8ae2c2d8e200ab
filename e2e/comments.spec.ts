import { expect } from './fixtures';
import { docEditor as editor } from './docs-fixtures';
import { commentMentioningGrace, openForBoth, test } from './two-editors';

test.describe('comments and the inbox', () => {
  test('Ada comments and mentions Grace; Grace is told live, lands on it, replies and resolves; Ada sees it', async ({
    page,
    browser,
    editors,
  }) => {
    const { workspaceId } = editors;
    const { graceContext, grace } = await openForBoth(page, browser, editors);
    // Grace works elsewhere in the workspace: the bell tells her.
    await grace.goto(`/workspace/${workspaceId}`);
    const bell = grace.getByRole('button', { name: /^Inbox/ });
    // Being added to the project's team is already in her inbox.
    await expect(bell).toHaveAccessibleName('Inbox, 1 unread');

    await commentMentioningGrace(page);
    const adaThread = page.getByTestId('comment-thread');
    await expect(adaThread).toContainText('can we launch later?');
    await expect(adaThread).toContainText('dawn.');

    await expect(bell).toHaveAccessibleName('Inbox, 2 unread');
    await bell.click();
    const entry = grace.getByRole('link', { name: /Ada Lovelace mentioned you in Launch plan/ });
    await expect(entry).toContainText('can we launch later?');
    // The picture once the popover has faded in.
    await expect(grace.locator('.mantine-Popover-dropdown')).toHaveCSS('opacity', '1');
    await grace.screenshot({ path: 'docs/screenshots/inbox.png' });
    await entry.click();
    await expect(grace).toHaveURL(/\/doc\/\d+/);
    await expect(bell).toHaveAccessibleName('Inbox, 1 unread');
    const graceThread = grace.getByTestId('comment-thread');
    await expect(graceThread).toBeInViewport();
    await expect(graceThread).toContainText('can we launch later?');
    await expect(editor(grace)).toContainText('Countdown at dawn.');

    const reply = graceThread.getByRole('textbox', { name: 'Reply' });
    await reply.fill('Noon is fine');
    await graceThread.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(graceThread).toContainText('Noon is fine');
    await expect(adaThread).toContainText('Noon is fine');
    // Ada started the thread: Grace's reply is in her inbox.
    await expect(page.getByRole('button', { name: /^Inbox/ })).toHaveAccessibleName(
      'Inbox, 1 unread',
    );
    await graceThread.getByRole('button', { name: 'Resolve' }).click();

    // Ada sees it resolved, live: it leaves the open threads, and is among the resolved ones.
    await expect(page.getByTestId('comment-thread')).toHaveCount(0);
    await page.getByText(/^Resolved/).click();
    await expect(page.getByTestId('comment-thread')).toContainText('Resolved by Grace Hopper');
    await page.screenshot({ path: 'docs/screenshots/comments.png' });
    await graceContext.close();
  });
});
