import { Badge, Group, Text } from '@mantine/core';
import type { PublicLog } from '@hangar/contracts/logs';
import { relativeTime } from '@hangar/domain/format';
import { IconBellCheck } from '@tabler/icons-react';
import { authorName, PersonAvatar } from '../../../ui/PersonAvatar';

function absolute(date: string): string {
  return new Date(date).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });
}

/** Who wrote a log and when, when it was edited, and whether the team was notified. */
export function LogMeta({ log }: { log: PublicLog }) {
  const name = authorName(log.creator);
  return (
    <Group gap="xs" wrap="wrap" c="dimmed">
      <Group gap={6} wrap="nowrap">
        <PersonAvatar person={log.creator} size={22} />
        <Text size="sm" fw={500} c="var(--mantine-color-text)">
          {name}
        </Text>
      </Group>
      <Text size="sm" title={absolute(log.created_at)}>
        {relativeTime(log.created_at)}
      </Text>
      {log.edition_date ? (
        <Text size="sm" title={absolute(log.edition_date)} data-testid="log-edition-date">
          · Edited {relativeTime(log.edition_date).toLowerCase()}
        </Text>
      ) : null}
      {log.notification_sent ? (
        <Badge
          size="sm"
          variant="light"
          color="teal"
          tt="none"
          leftSection={<IconBellCheck size={12} />}
        >
          Notification sent
        </Badge>
      ) : null}
      {log.is_archived ? (
        <Badge size="sm" variant="light" color="gray" tt="none">
          Archived
        </Badge>
      ) : null}
    </Group>
  );
}
