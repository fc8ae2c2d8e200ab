import type { CommentThread } from '@hangar/contracts/comments';
import { Alert, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDocCommentsContext } from '../comments-context';
import { orderThreads, threadsOfTab, type ThreadTab } from '../thread-order';
import { NewThreadComposer } from './NewThreadComposer';
import { ThreadCard } from './ThreadCard';

function emptyText(tab: ThreadTab, canComment: boolean): string {
  if (tab === 'resolved') return 'No resolved comments.';
  return canComment
    ? 'No open comments. Select text in the doc and choose Comment to start a thread.'
    : 'No open comments.';
}

interface ThreadListProps {
  threads: CommentThread[];
  detached: boolean;
  onShowInDoc?: () => void;
}

function ThreadList({ threads, detached, onShowInDoc }: ThreadListProps) {
  return threads.map((thread) => (
    <ThreadCard key={thread.id} thread={thread} detached={detached} onShowInDoc={onShowInDoc} />
  ));
}

/**
 * The doc's threads: Open or Resolved, in doc order, those whose text is gone last under
 * "Detached"; the new thread's box on top while one is being written. `onShowInDoc`: the panel
 * covers the doc, and goes when a thread's text is to be shown there.
 */
export function CommentsPanel({ onShowInDoc }: { onShowInDoc?: () => void }) {
  const comments = useDocCommentsContext();
  const { threads, tab, setTab, placement, canComment } = comments;
  const shown = threadsOfTab(threads, tab);
  const ordered = orderThreads(shown, placement);
  const resolvedCount = threads.length - comments.openCount;

  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        size="xs"
        value={tab}
        onChange={(value) => setTab(value === 'resolved' ? 'resolved' : 'open')}
        data={[
          { value: 'open', label: `Open (${comments.openCount})` },
          { value: 'resolved', label: `Resolved (${resolvedCount})` },
        ]}
        aria-label="Which threads to show"
      />
      {tab === 'open' ? <NewThreadComposer /> : null}
      {comments.threadsLoading ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label="Loading the comments" />
        </Group>
      ) : null}
      {comments.threadsFailed ? (
        <Alert color="red" variant="light">
          Could not load the comments. They show again once Hangar is reachable.
        </Alert>
      ) : null}
      {!comments.threadsLoading && shown.length === 0 && !(tab === 'open' && comments.draft) ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {emptyText(tab, canComment)}
        </Text>
      ) : null}
      <ThreadList threads={ordered.attached} detached={false} onShowInDoc={onShowInDoc} />
      {ordered.detached.length > 0 ? (
        <>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="xs">
            Detached
          </Text>
          <Text size="xs" c="dimmed" mt={-6}>
            The text these threads were on was removed from the doc.
          </Text>
          <ThreadList threads={ordered.detached} detached />
        </>
      ) : null}
    </Stack>
  );
}
