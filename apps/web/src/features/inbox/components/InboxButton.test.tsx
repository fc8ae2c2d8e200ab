import { inboxEndpoints } from '@hangar/contracts/endpoints/inbox';
import { INBOX_PAGE, type InboxItem } from '@hangar/contracts/inbox';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchLiveMessage } from '../../../api/live-topics';
import { createFakeApi, type FakeApi, type FakeRequest } from '../../../test/fake-api';
import { testInboxItem, testInboxPage } from '../../../test/inbox';
import { createTestQueryClient, renderRoutes } from '../../../test/render';
import { useInboxLiveEvents } from '../live/use-inbox-live-events';
import { InboxButton } from './InboxButton';
import { setWindowWidth } from '../../../test/window-width';

const NO_CONTENT = () => new Response(null, { status: 204 });

function countUnread(items: InboxItem[]): number {
  return items.filter((item) => item.read_at === null).length;
}

/** The bell stays on screen from page to page, like the side menu's. */
function InboxHost() {
  useInboxLiveEvents();
  return (
    <>
      <InboxButton workspaceId={7} />
      <Outlet />
    </>
  );
}

function renderInbox(api: FakeApi) {
  api.install();
  const queryClient = createTestQueryClient();
  const rendered = renderRoutes(
    [
      {
        path: '/workspace/7',
        element: <InboxHost />,
        children: [{ path: '*', element: <p>Somewhere else</p> }],
      },
    ],
    { path: '/workspace/7', queryClient },
  );
  return { ...rendered, queryClient };
}

/**
 * A fake of the inbox's routes that keeps what was read, like the server: `unread` entries in
 * all, `items` on the first page (the other unread ones are on later pages); entries are read
 * once `readAnswered` is.
 */
function inboxWith(unread: number, items = [testInboxItem(5)], readAnswered = Promise.resolve()) {
  let entries = items;
  let unreadElsewhere = unread - countUnread(items);
  const readAt = new Date().toISOString();
  const unreadNow = () => countUnread(entries) + unreadElsewhere;
  return createFakeApi()
    .on(inboxEndpoints.unread, () => Response.json({ unread: unreadNow() }))
    .on(inboxEndpoints.page, () => Response.json(testInboxPage(entries, unreadNow())))
    .on(inboxEndpoints.read, async ({ params }) => {
      await readAnswered;
      const id = Number(params.itemId);
      entries = entries.map((entry) => (entry.id === id ? { ...entry, read_at: readAt } : entry));
      return NO_CONTENT();
    })
    .on(inboxEndpoints.readAll, () => {
      entries = entries.map((entry) => ({ ...entry, read_at: entry.read_at ?? readAt }));
      unreadElsewhere = 0;
      return NO_CONTENT();
    });
}

const bell = (name: string | RegExp = /^Inbox/) => screen.findByRole('button', { name });

async function openInbox() {
  fireEvent.click(await bell());
  return screen.findByRole('dialog', { name: 'Inbox' });
}

beforeEach(() => setWindowWidth(1280));
afterEach(() => vi.unstubAllGlobals());

describe('the inbox bell', () => {
  it('says how many entries are unread', async () => {
    renderInbox(inboxWith(3));
    await bell('Inbox, 3 unread');
    expect(screen.getByTestId('inbox-badge').textContent).toBe('3');
  });

  it('counts up to 99+', async () => {
    renderInbox(inboxWith(150));
    await bell('Inbox, 150 unread');
    expect(screen.getByTestId('inbox-badge').textContent).toBe('99+');
  });

  it('has no badge when nothing is unread', async () => {
    const api = inboxWith(0);
    renderInbox(api);
    await waitFor(() => expect(api.callsTo(inboxEndpoints.unread)).toHaveLength(1));
    expect((await bell('Inbox')).getAttribute('aria-label')).toBe('Inbox');
    expect(screen.getByTestId('inbox-badge').textContent).toBe('');
  });

  it('follows a live event of the inbox', async () => {
    const api = inboxWith(1);
    const { queryClient } = renderInbox(api);
    await bell('Inbox, 1 unread');
    api.on(inboxEndpoints.unread, { unread: 2 });
    const event = (workspaceId: number) =>
      JSON.stringify({
        topic: 'inbox',
        payload: { workspace_id: workspaceId, action: 'added' },
        source: null,
      });
    dispatchLiveMessage(event(8), queryClient);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Another workspace's inbox changed: not this one.
    expect(api.callsTo(inboxEndpoints.unread)).toHaveLength(1);
    dispatchLiveMessage(event(7), queryClient);
    expect(await bell('Inbox, 2 unread')).toBeTruthy();
  });
});

describe('the inbox', () => {
  it('lists entries with their sentence, excerpt and time, unread ones marked', async () => {
    renderInbox(
      inboxWith(1, [
        testInboxItem(5),
        testInboxItem(4, { kind: 'reply', read_at: '2030-01-01T00:00:00.000Z', excerpt: '' }),
      ]),
    );
    const inbox = await openInbox();
    const entries = await within(inbox).findAllByTestId('inbox-entry');
    expect(entries.map((entry) => entry.getAttribute('href'))).toEqual([
      '/workspace/7/project/2/doc/3?thread=5',
      '/workspace/7/project/2/doc/3?thread=4',
    ]);
    const [unread, read] = entries;
    expect(unread?.textContent).toContain('Ada Lovelace mentioned you in Launch plan');
    expect(unread?.textContent).toContain('Can you check the countdown?');
    expect(unread?.textContent).toContain('2 hours ago');
    expect(unread?.hasAttribute('data-unread')).toBe(true);
    expect(read?.textContent).toContain('Ada Lovelace replied to your thread in Launch plan');
    expect(read?.hasAttribute('data-unread')).toBe(false);
  });

  it('says when there is nothing yet, with Mark all read disabled', async () => {
    renderInbox(inboxWith(0, []));
    const inbox = await openInbox();
    expect(await within(inbox).findByText('Nothing here yet')).toBeTruthy();
    expect(within(inbox).getByRole('button', { name: 'Mark all read' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('opens an entry: counts it read at once, goes to it and closes', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = inboxWith(1, [testInboxItem(5)], answered);
    const { router } = renderInbox(api);
    const inbox = await openInbox();
    fireEvent.click(await within(inbox).findByTestId('inbox-entry'));
    // Before the server answers.
    expect(await bell('Inbox')).toBeTruthy();
    expect(api.callsTo(inboxEndpoints.read, { itemId: 5 })).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/workspace/7/project/2/doc/3');
    expect(router.state.location.search).toBe('?thread=5');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inbox' })).toBeNull());
    const countsBefore = api.callsTo(inboxEndpoints.unread).length;
    answer();
    // Then the count is asked for again, and stays at 0.
    await waitFor(() =>
      expect(api.callsTo(inboxEndpoints.unread).length).toBeGreaterThan(countsBefore),
    );
    expect(await bell('Inbox')).toBeTruthy();
  });

  it('opens a read entry without asking the server, and closes on Escape', async () => {
    const api = inboxWith(0, [testInboxItem(5, { read_at: '2030-01-01T00:00:00.000Z' })]);
    const { router } = renderInbox(api);
    let inbox = await openInbox();
    fireEvent.keyDown(await within(inbox).findByTestId('inbox-entry'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inbox' })).toBeNull());
    inbox = await openInbox();
    fireEvent.click(await within(inbox).findByTestId('inbox-entry'));
    expect(router.state.location.pathname).toBe('/workspace/7/project/2/doc/3');
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('marks everything read', async () => {
    const api = inboxWith(2, [testInboxItem(5), testInboxItem(4)]);
    renderInbox(api);
    const inbox = await openInbox();
    await within(inbox).findAllByTestId('inbox-entry');
    fireEvent.click(within(inbox).getByRole('button', { name: 'Mark all read' }));
    expect(await bell('Inbox')).toBeTruthy();
    expect(api.callsTo(inboxEndpoints.readAll)).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(inbox)
          .getAllByTestId('inbox-entry')
          .some((entry) => entry.hasAttribute('data-unread')),
      ).toBe(false),
    );
  });

  it('shows a refused reading in a toast and counts the entry unread again', async () => {
    const api = inboxWith(1).on(inboxEndpoints.read, { detail: 'Inbox entry not found' }, 404);
    renderInbox(api);
    const inbox = await openInbox();
    fireEvent.click(await within(inbox).findByTestId('inbox-entry'));
    expect(await screen.findByText('Inbox entry not found')).toBeTruthy();
    expect(await bell('Inbox, 1 unread')).toBeTruthy();
  });

  it('loads more after a full page, before its last entry', async () => {
    const full = Array.from({ length: INBOX_PAGE }, (_unused, index) =>
      testInboxItem(100 - index, { read_at: '2030-01-01T00:00:00.000Z' }),
    );
    const api = inboxWith(0, full).on(inboxEndpoints.page, (request: FakeRequest) =>
      Response.json(
        request.url.searchParams.get('before') === '71'
          ? testInboxPage([testInboxItem(12, { title: 'Older plan' })], 0)
          : testInboxPage(full, 0),
      ),
    );
    renderInbox(api);
    const inbox = await openInbox();
    fireEvent.click(await within(inbox).findByRole('button', { name: 'Load more' }));
    expect(await within(inbox).findByText('Older plan')).toBeTruthy();
    expect(within(inbox).getAllByTestId('inbox-entry')).toHaveLength(INBOX_PAGE + 1);
    expect(within(inbox).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('is a drawer on a phone', async () => {
    setWindowWidth(375);
    renderInbox(inboxWith(1));
    const inbox = await openInbox();
    expect(inbox.closest('.mantine-Drawer-root')).not.toBeNull();
    expect(await within(inbox).findByTestId('inbox-entry')).toBeTruthy();
    fireEvent.click(within(inbox).getByRole('button', { name: 'Close the inbox' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inbox' })).toBeNull());
  });
});
