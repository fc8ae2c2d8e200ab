import type { InboxItem, InboxPage } from '@hangar/contracts/inbox';
import type { InfiniteData } from '@tanstack/react-query';

/** The inbox's loaded pages, as the cache keeps them. */
export type InboxPages = InfiniteData<InboxPage>;

function mapItems(
  pages: InboxPages | undefined,
  change: (item: InboxItem) => InboxItem,
): InboxPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, items: page.items.map(change) })),
  };
}

/** The pages with one entry read at `readAt` (an entry read already keeps its time). */
export function withItemRead(
  pages: InboxPages | undefined,
  itemId: number,
  readAt: string,
): InboxPages | undefined {
  return mapItems(pages, (item) =>
    item.id === itemId && item.read_at === null ? { ...item, read_at: readAt } : item,
  );
}

/** The pages with every entry read. */
export function withAllRead(pages: InboxPages | undefined, readAt: string): InboxPages | undefined {
  return mapItems(pages, (item) => (item.read_at === null ? { ...item, read_at: readAt } : item));
}

/** The entries of every loaded page, newest first. */
export function inboxItemsOf(pages: InboxPages | undefined): InboxItem[] {
  return pages?.pages.flatMap((page) => page.items) ?? [];
}
