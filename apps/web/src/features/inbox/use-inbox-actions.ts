import type { InboxItem } from '@hangar/contracts/inbox';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { toast } from '../../ui/toast';
import { errorText } from '../docs/error-text';
import { markAllInboxRead, markInboxItemRead } from './inbox-api';
import { withAllRead, withItemRead, type InboxPages } from './inbox-cache';
import { inboxKeys, inboxUnreadQuery } from './inbox-queries';

interface InboxSnapshot {
  unread: number | undefined;
  /** Each filter's loaded pages (the popover's, and the inbox page's). */
  pages: [QueryKey, InboxPages | undefined][];
}

/** Stops the inbox's reloads (they would undo the change on screen) and keeps what it showed. */
async function holdInbox(client: QueryClient, workspaceId: number): Promise<InboxSnapshot> {
  await client.cancelQueries({ queryKey: inboxKeys.all(workspaceId) });
  return {
    unread: client.getQueryData(inboxUnreadQuery(workspaceId).queryKey),
    pages: client.getQueriesData<InboxPages>({ queryKey: inboxKeys.anyPages(workspaceId) }),
  };
}

function applyInbox(client: QueryClient, workspaceId: number, snapshot: InboxSnapshot): void {
  client.setQueryData(inboxUnreadQuery(workspaceId).queryKey, snapshot.unread);
  for (const [key, pages] of snapshot.pages) client.setQueryData(key, pages);
}

/** The snapshot's pages, each changed the same way. */
function changePages(
  snapshot: InboxSnapshot,
  change: (pages: InboxPages | undefined) => InboxPages | undefined,
): InboxSnapshot['pages'] {
  return snapshot.pages.map(([key, pages]) => [key, change(pages)]);
}

/**
 * Reading one entry, or all of them: the count and the list change at once, go back if the
 * server refuses (with a toast saying why), and reload from the server either way.
 */
export function useInboxActions(workspaceId: number) {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: inboxKeys.all(workspaceId) });
  const undo = (error: Error, snapshot: InboxSnapshot | undefined, message: string) => {
    if (snapshot) applyInbox(client, workspaceId, snapshot);
    toast.error(errorText(error, message));
  };

  const markRead = useMutation({
    mutationFn: (item: InboxItem) => markInboxItemRead(workspaceId, item.id),
    onMutate: async (item) => {
      const before = await holdInbox(client, workspaceId);
      applyInbox(client, workspaceId, {
        unread: before.unread === undefined ? undefined : Math.max(0, before.unread - 1),
        pages: changePages(before, (pages) =>
          withItemRead(pages, item.id, new Date().toISOString()),
        ),
      });
      return before;
    },
    onError: (error, _item, before) =>
      undo(error, before, 'The entry could not be marked as read.'),
    onSettled: settle,
  });

  const markAllRead = useMutation({
    mutationFn: () => markAllInboxRead(workspaceId),
    onMutate: async () => {
      const before = await holdInbox(client, workspaceId);
      applyInbox(client, workspaceId, {
        unread: 0,
        pages: changePages(before, (pages) => withAllRead(pages, new Date().toISOString())),
      });
      return before;
    },
    onError: (error, _none, before) =>
      undo(error, before, 'The inbox could not be marked as read.'),
    onSettled: settle,
  });

  return {
    /** Marks an unread entry read; a read one needs no call. */
    open: (item: InboxItem) => {
      if (item.read_at === null) markRead.mutate(item);
    },
    markAllRead: () => markAllRead.mutate(),
    markingAllRead: markAllRead.isPending,
  };
}
