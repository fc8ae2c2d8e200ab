import { ActionIcon, Skeleton, Stack, Tooltip } from '@mantine/core';
import type { InboxFilter, InboxItem } from '@hangar/contracts/inbox';
import { IconAt, IconCheck, IconInbox, IconMailOpened } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorCard } from '../../../ui/ErrorCard';
import { inboxItemsOf } from '../inbox-cache';
import { inboxSentenceText } from '../inbox-text';
import { useInboxPages } from '../inbox-queries';
import { InboxEntry } from './InboxEntry';
import classes from './Inbox.module.css';
import { LoadMoreButton } from '../../../ui/LoadMoreButton';

const EMPTY_INBOX = 'Nothing here yet';

/** What each filter of the inbox says when it keeps nothing. */
const EMPTY: Record<InboxFilter, { icon: ReactNode; title: string; text: string }> = {
  all: {
    icon: <IconInbox size={22} />,
    title: EMPTY_INBOX,
    text: 'Mentions, replies to your threads, resolved threads, logs sent to you and invitations to projects and groups show up here.',
  },
  unread: {
    icon: <IconMailOpened size={22} />,
    title: 'All caught up',
    text: 'You have read everything in your inbox.',
  },
  mentions: {
    icon: <IconAt size={22} />,
    title: 'No mentions yet',
    text: 'When someone mentions you in a comment, a doc or a log, it shows up here.',
  },
};

interface InboxListProps {
  workspaceId: number;
  onOpen: (item: InboxItem) => void;
  /** Which entries (the popover: all). */
  filter?: InboxFilter;
  /** A 'Mark as read' button beside each unread entry (the inbox page). */
  onMarkRead?: (item: InboxItem) => void;
  /** The empty state at full size (the inbox page). */
  roomy?: boolean;
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
export function InboxList({
  workspaceId,
  onOpen,
  filter = 'all',
  onMarkRead,
  roomy = false,
}: InboxListProps) {
  const pages = useInboxPages(workspaceId, filter);
  const empty = EMPTY[filter];
  const items = inboxItemsOf(pages.data);

  if (pages.isPending) return <InboxLoading />;
  const failed = pages.isError && !pages.isFetchNextPageError;
  return (
    <Stack gap="xs">
      {failed ? <ErrorCard error={pages.error} onRetry={() => void pages.refetch()} /> : null}
      {pages.isSuccess && items.length === 0 ? (
        <EmptyState compact={!roomy} icon={empty.icon} title={empty.title}>
          {empty.text}
        </EmptyState>
      ) : null}
      {items.length > 0 ? (
        <ul className={classes.list} aria-label="Inbox entries">
          {items.map((item) => (
            <li key={item.id} className={onMarkRead ? classes.row : undefined}>
              <InboxEntry item={item} onOpen={onOpen} />
              {onMarkRead && item.read_at === null ? (
                <Tooltip label="Mark as read">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size={32}
                    className={classes.markRead}
                    aria-label={`Mark as read: ${inboxSentenceText(item)}`}
                    onClick={() => onMarkRead(item)}
                  >
                    <IconCheck size={18} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMoreButton pages={pages} failedText="More entries could not be loaded. Try again." />
    </Stack>
  );
}
