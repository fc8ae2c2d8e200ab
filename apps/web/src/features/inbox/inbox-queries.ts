import { INBOX_PAGE, type InboxFilter, type InboxPage } from '@hangar/contracts/inbox';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchInboxPage, fetchInboxUnread } from './inbox-api';
import { keyedInvalidation, keyedQuery } from '../../api/keyed-query';

/** My inbox in a workspace sits under ['workspaces', id, 'inbox']. */
export const inboxKeys = {
  all: (workspaceId: number) => ['workspaces', workspaceId, 'inbox'] as const,
  unread: (workspaceId: number) => [...inboxKeys.all(workspaceId), 'unread'] as const,
  /** Every filter's pages (the popover shows 'all'). */
  anyPages: (workspaceId: number) => [...inboxKeys.all(workspaceId), 'pages'] as const,
  pages: (workspaceId: number, filter: InboxFilter = 'all') =>
    [...inboxKeys.anyPages(workspaceId), filter] as const,
};

export const inboxUnreadQuery = keyedQuery(inboxKeys.unread, fetchInboxUnread);

/** A full page may have more behind it: the next one starts before its last entry. */
export function nextInboxPageParam(page: InboxPage): number | undefined {
  return page.items.length >= INBOX_PAGE ? page.items.at(-1)?.id : undefined;
}

function inboxPagesQuery(workspaceId: number, filter: InboxFilter = 'all') {
  return infiniteQueryOptions({
    queryKey: inboxKeys.pages(workspaceId, filter),
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await fetchInboxPage(workspaceId, pageParam, signal, filter);
      // Each page carries the count: the bell follows the freshest one.
      client.setQueryData(inboxUnreadQuery(workspaceId).queryKey, page.unread);
      return page;
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextInboxPageParam,
    // Opening the inbox always shows it as it is now.
    staleTime: 0,
  });
}

/** The unread count of the bell (undefined until it is known). */
export function useInboxUnread(workspaceId: number): number | undefined {
  return useQuery(inboxUnreadQuery(workspaceId)).data;
}

/** The inbox's entries (all, unread or mentions), page after page, loaded while on screen. */
export function useInboxPages(workspaceId: number, filter: InboxFilter = 'all') {
  return useInfiniteQuery(inboxPagesQuery(workspaceId, filter));
}

/** Something changed in my inbox of a workspace (topic `inbox`): its count and list reload. */
export const refreshInbox = keyedInvalidation(inboxKeys.all);
