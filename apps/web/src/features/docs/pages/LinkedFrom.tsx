import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { backlinksQuery } from '../editor/blocks/page-link/page-link-queries';
import classes from './DocPage.module.css';

/**
 * A doc's "Linked from" (issue 39), below its content: the docs whose content links to it that
 * the user may see, each with its project; it reloads when links to the doc are added or removed
 * (topic `docLinks`) and when a doc is renamed.
 */
export function LinkedFrom({
  workspaceId,
  projectId,
  docId,
}: {
  workspaceId: number;
  projectId: number;
  docId: number;
}) {
  const backlinks = useQuery(backlinksQuery(workspaceId, projectId, docId));
  const links = backlinks.data ?? [];
  return (
    <section aria-labelledby="linked-from-title" className={classes.linkedFrom}>
      <Title order={2} size="h6" id="linked-from-title" c="dimmed" mb="xs">
        Linked from
      </Title>
      {backlinks.isPending ? null : links.length === 0 ? (
        <Text size="sm" c="dimmed">
          No page links here yet.
        </Text>
      ) : (
        <Stack gap={4} component="ul" className={classes.linkedFromList}>
          {links.map((link) => (
            <li key={link.id}>
              <Group gap={6} wrap="nowrap">
                <span aria-hidden="true">{link.emoji ?? <IconFileText size={16} />}</span>
                <Anchor component={Link} to={link.url} size="sm" truncate>
                  {link.title}
                </Anchor>
                {link.project_id !== projectId ? (
                  <Text size="xs" c="dimmed" truncate>
                    {link.project_name}
                  </Text>
                ) : null}
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
