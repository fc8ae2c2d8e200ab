import { Button, Skeleton, Stack } from '@mantine/core';
import type { InboxItem } from '@hangar/contracts/inbox';
import { IconInbox } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorCard } from '../../../ui/ErrorCard';
import { toast } from '../../../ui/toast';
import { errorText } from '../../docs/error-text';
import { inboxItemsOf } from '../inbox-cache';
import { useInboxPages } from '../inbox-queries';
import { InboxEntry } from './InboxEntry';
import classes from './Inbox.module.css';

export const EMPTY_INBOX = 'Nothing here yet';

interface InboxListProps {
  workspaceId: number;
  onOpen: (item: InboxItem) => void;
}

function InboxLoading() {
  return (
    <Stack gap="xs" p="xs" role="status" aria-label="Loading the inbox">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={48} radius="md" />
      ))}
    </Stack>
  );
}

/** The inbox's entries, newest first, a page at a time; loaded while the inbox is open. */
export function InboxList({ workspaceId, onOpen }: InboxListProps) {
  const pages = useInboxPages(workspaceId);
  const items = inboxItemsOf(pages.data);

  const loadMore = () =>
    void pages.fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) {
        toast.error(errorText(result.error, 'More entries could not be loaded. Try again.'));
      }
    });

  if (pages.isPending) return <InboxLoading />;
  const failed = pages.isError && !pages.isFetchNextPageError;
  return (
    <Stack gap="xs">
      {failed ? (
        <Stack gap="xs" align="flex-start">
          <ErrorCard error={pages.error} />
          <Button size="compact-sm" variant="subtle" onClick={() => void pages.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : null}
      {pages.isSuccess && items.length === 0 ? (
        <EmptyState compact icon={<IconInbox size={22} />} title={EMPTY_INBOX}>
          Mentions, replies to your threads, logs sent to you and invitations to projects and groups
          show up here.
        </EmptyState>
      ) : null}
      {items.length > 0 ? (
        <ul className={classes.list} aria-label="Inbox entries">
          {items.map((item) => (
            <li key={item.id}>
              <InboxEntry item={item} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      ) : null}
      {pages.hasNextPage ? (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={loadMore}
          loading={pages.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
