import type { InboxItem, InboxPage } from '@hangar/contracts/inbox';

/** Inbox entries for tests: an unread mention by Ada Lovelace in 'Launch plan' of workspace 7. */
export function testInboxItem(id: number, overrides: Partial<InboxItem> = {}): InboxItem {
  return {
    id,
    kind: 'mention',
    actor: { id: 2, fullname: 'Ada Lovelace', avatar: null },
    title: 'Launch plan',
    excerpt: 'Can you check the countdown?',
    path: `/workspace/7/project/2/doc/3?thread=${id}`,
    created_at: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
    read_at: null,
    ...overrides,
  };
}

export function testInboxPage(items: InboxItem[], unread?: number): InboxPage {
  return { items, unread: unread ?? items.filter((item) => item.read_at === null).length };
}
