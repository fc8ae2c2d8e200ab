import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { InboxItem } from '@hangar/contracts/inbox';
import { relativeTime } from '@hangar/domain/format';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../ui/PersonAvatar';
import { inboxSentence } from '../inbox-text';
import classes from './Inbox.module.css';

interface InboxEntryProps {
  item: InboxItem;
  /** The entry was followed: mark it read, close the inbox. */
  onOpen: (item: InboxItem) => void;
}

function absoluteTime(date: string): string {
  return new Date(date).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });
}

/**
 * One entry: who, what and where ('Ada Lovelace mentioned you in Launch plan'), a few words of
 * it, when, and a dot while it is unread. A link to where it happened.
 */
export function InboxEntry({ item, onOpen }: InboxEntryProps) {
  const { actor, action, title } = inboxSentence(item);
  const unread = item.read_at === null;
  const strong = unread ? 700 : 600;
  return (
    <UnstyledButton
      component={Link}
      to={item.path}
      onClick={() => onOpen(item)}
      className={classes.entry}
      data-unread={unread || undefined}
      data-testid="inbox-entry"
    >
      <PersonAvatar person={item.actor} size={32} />
      <div className={classes.body}>
        <Text size="sm" lineClamp={2} className={unread ? undefined : classes.read}>
          <Text span inherit fw={strong} c="var(--mantine-color-text)">
            {actor}
          </Text>{' '}
          {action}{' '}
          <Text span inherit fw={strong} c="var(--mantine-color-text)">
            {title}
          </Text>
        </Text>
        {item.excerpt ? (
          <Text size="xs" c="dimmed" lineClamp={2} mt={2}>
            {item.excerpt}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" mt={4} title={absoluteTime(item.created_at)}>
          {relativeTime(item.created_at)}
        </Text>
      </div>
      <span className={classes.dot} data-unread={unread || undefined} aria-hidden />
      {unread ? <VisuallyHidden>, unread</VisuallyHidden> : null}
    </UnstyledButton>
  );
}
