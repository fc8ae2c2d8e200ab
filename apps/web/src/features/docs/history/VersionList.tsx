import { Avatar, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { DocVersion, VersionAuthor } from '@hangar/contracts/doc-history';
import { avatarColor, initials } from '@hangar/domain/format';
import { useMemo } from 'react';
import classes from './DocHistory.module.css';
import { authorNames, dayOf, time, versionSummary } from './history-format';

export function Authors({ authors, size = 22 }: { authors: VersionAuthor[]; size?: number }) {
  return (
    <Avatar.Group spacing={6}>
      {authors.slice(0, 3).map((author) => (
        <Tooltip key={author.id} label={author.fullname} withArrow>
          <Avatar
            src={author.avatar}
            alt={author.fullname}
            size={size}
            radius="xl"
            variant="filled"
            color={avatarColor(author.fullname)}
          >
            {initials(author.fullname)}
          </Avatar>
        </Tooltip>
      ))}
    </Avatar.Group>
  );
}

/** The history's list: the page as it is now, then its versions by day. */
export function VersionList(props: {
  versions: DocVersion[];
  selected: number | 'current' | null;
  onSelect: (id: number | 'current') => void;
}) {
  const days = useMemo(() => {
    const grouped = new Map<string, DocVersion[]>();
    for (const version of props.versions) {
      const day = dayOf(version.created_at);
      grouped.set(day, [...(grouped.get(day) ?? []), version]);
    }
    return [...grouped];
  }, [props.versions]);
  const current = props.selected === 'current';
  return (
    <Stack gap="sm" className={classes.list} component="nav" aria-label="Versions">
      <UnstyledButton
        className={classes.version}
        data-selected={current || undefined}
        aria-current={current ? 'true' : undefined}
        data-testid="history-current"
        onClick={() => props.onSelect('current')}
      >
        <Text size="sm" fw={600}>
          Current version
        </Text>
        <Text size="xs" c="dimmed">
          The page as it is now, edits of the last minute included
        </Text>
      </UnstyledButton>
      {days.map(([day, versions]) => (
        <Stack key={day} gap={2}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px={10}>
            {day}
          </Text>
          {versions.map((version) => (
            <UnstyledButton
              key={version.id}
              className={classes.version}
              data-selected={version.id === props.selected || undefined}
              aria-current={version.id === props.selected ? 'true' : undefined}
              data-testid="history-version"
              onClick={() => props.onSelect(version.id)}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600}>
                  {time(version.created_at)}
                </Text>
                <Authors authors={version.authors} size={20} />
              </Group>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {authorNames(version.authors)}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {versionSummary(version)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
