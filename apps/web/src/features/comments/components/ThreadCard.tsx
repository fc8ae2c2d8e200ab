import type { CommentThread } from '@hangar/contracts/comments';
import {
  ActionIcon,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { relativeTime } from '@hangar/domain/format';
import { IconArrowBackUp, IconCheck, IconDots, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { openConfirmModal } from '../../../ui/ConfirmModal';
import { toast } from '../../../ui/toast';
import { errorText } from '../../docs/error-text';
import { useDocCommentsContext } from '../comments-context';
import { isOpen } from '../thread-order';
import { useDeleteThread, useReplyToThread, useResolveThread } from '../use-comment-mutations';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { authorName } from '../../../ui/PersonAvatar';
import { scrollIntoItsPanel } from './scroll-into-panel';
import classes from './comments.module.css';

interface ThreadCardProps {
  thread: CommentThread;
  /** Its text is gone from the doc. */
  detached: boolean;
  /** The panel covers the doc (phones): showing the text in the doc closes it. */
  onShowInDoc?: () => void;
}

function ResolveButton({ thread }: { thread: CommentThread }) {
  const { doc } = useDocCommentsContext();
  const resolve = useResolveThread(doc, thread.id);
  const open = isOpen(thread);
  const label = open ? 'Resolve' : 'Reopen';
  return (
    <Tooltip label={open ? 'Resolve the thread' : 'Reopen the thread'}>
      <ActionIcon
        variant="subtle"
        color={open ? 'teal' : 'gray'}
        aria-label={label}
        loading={resolve.isPending}
        onClick={(event) => {
          event.stopPropagation();
          resolve.mutate(open, {
            onError: (error) =>
              toast.error(errorText(error, `Could not ${label.toLowerCase()} it`)),
          });
        }}
      >
        {open ? <IconCheck size={18} /> : <IconArrowBackUp size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}

function ThreadMenu({ thread }: { thread: CommentThread }) {
  const { doc } = useDocCommentsContext();
  const remove = useDeleteThread(doc, thread.id);
  const replies = thread.comments.length - 1;
  const confirm = () =>
    openConfirmModal({
      title: 'Delete this thread?',
      message:
        replies > 0
          ? `Its ${replies + 1} comments are deleted for everyone.`
          : 'Its comment is deleted for everyone.',
      critical: true,
      onConfirm: () =>
        remove.mutate(undefined, {
          onError: (error) => toast.error(errorText(error, 'Could not delete the thread')),
        }),
    });
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="Thread actions"
          loading={remove.isPending}
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirm}>
          Delete thread
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * A thread in the panel: the text it was started on (a button that shows it in the doc), its
 * comments, Resolve or Reopen, its menu, and the reply box. Active, it is outlined and its
 * text highlighted more strongly in the doc.
 */
export function ThreadCard({ thread, detached, onShowInDoc }: ThreadCardProps) {
  const comments = useDocCommentsContext();
  const { doc, activeThreadId, activate, panelReveal, canComment } = comments;
  const reply = useReplyToThread(doc, thread.id);
  const card = useRef<HTMLDivElement>(null);
  const active = activeThreadId === thread.id;
  const deletable = thread.abilities.delete;

  useEffect(() => {
    if (panelReveal?.threadId === thread.id && card.current) scrollIntoItsPanel(card.current);
  }, [panelReveal, thread.id]);

  return (
    <Paper
      ref={card}
      withBorder
      radius="md"
      p="sm"
      className={classes.thread}
      data-active={active || undefined}
      data-testid="comment-thread"
      onClick={() => {
        if (!active) activate(thread, { editor: !detached });
      }}
    >
      <Stack gap="sm">
        <Group gap={4} wrap="nowrap" align="flex-start">
          <UnstyledButton
            className={classes.quote}
            data-detached={detached || undefined}
            onClick={(event) => {
              event.stopPropagation();
              activate(thread, { editor: !detached });
              if (!detached) onShowInDoc?.();
            }}
            aria-label={
              detached
                ? `Commented text, now removed: ${thread.quote}`
                : `Show in the doc: ${thread.quote}`
            }
          >
            <Text size="sm" lineClamp={3}>
              {thread.quote || 'Commented text'}
            </Text>
          </UnstyledButton>
          {canComment ? <ResolveButton thread={thread} /> : null}
          {deletable ? <ThreadMenu thread={thread} /> : null}
        </Group>
        {thread.resolved_at ? (
          <Text size="xs" c="dimmed">
            Resolved {thread.resolved_by ? `by ${authorName(thread.resolved_by)} ` : ''}
            {relativeTime(thread.resolved_at).toLowerCase()}
          </Text>
        ) : null}
        {thread.comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            onlyComment={thread.comments.length === 1}
          />
        ))}
        {canComment && isOpen(thread) ? (
          <CommentComposer
            draftKey={`reply-${thread.id}`}
            submitLabel="Reply"
            label="Reply"
            placeholder="Reply… (@ to mention)"
            collapsible
            send={({ body, mentions, requestId }) =>
              reply.mutateAsync({ client_request_id: requestId, body, mentions })
            }
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
