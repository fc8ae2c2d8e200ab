import { Anchor, Group, Paper, Text } from '@mantine/core';
import type { DocActivityEntry } from '@hangar/contracts/doc-history';
import { UNTITLED_DOC } from '@hangar/contracts/docs';
import { routes } from '@hangar/contracts/routes';
import { relativeTime } from '@hangar/domain/format';
import { Link } from 'react-router';
import { Authors } from './VersionList';

function names(entry: DocActivityEntry): string {
  const people = entry.authors.map((author) => author.fullname || 'Former member');
  if (people.length <= 2) return people.join(' and ');
  return `${people.slice(0, -1).join(', ')} and ${people.at(-1)}`;
}

/** 'Ada Lovelace edited Launch checklist', one entry a version of a doc of the project. */
export function DocActivityCard(props: {
  workspaceId: number;
  projectId: number;
  entry: DocActivityEntry;
}) {
  const { entry } = props;
  const docName = entry.doc.name.trim() || UNTITLED_DOC;
  return (
    <Paper withBorder radius="md" px="md" py="sm" data-testid="doc-activity">
      <Group gap="sm" wrap="nowrap">
        <Authors authors={entry.authors} />
        <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
          {names(entry)} edited{' '}
          <Anchor
            component={Link}
            to={routes.doc(props.workspaceId, props.projectId, entry.doc.id)}
            fw={600}
          >
            {entry.doc.emoji ? `${entry.doc.emoji} ` : ''}
            {docName}
          </Anchor>
        </Text>
        <Text size="xs" c="dimmed" title={new Date(entry.created_at).toLocaleString('en-GB')}>
          {relativeTime(entry.created_at)}
        </Text>
      </Group>
    </Paper>
  );
}
