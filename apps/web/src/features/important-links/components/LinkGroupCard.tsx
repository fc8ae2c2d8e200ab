import { ActionIcon, Anchor, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import type { ImportantLinks } from '@hangar/contracts/important-links';
import {
  IconDots,
  IconExternalLink,
  IconFileText,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { useLinkListActions } from '../use-link-list-actions';
import classes from './links.module.css';

type LinkGroup = ImportantLinks['groups'][number];
type ImportantLink = LinkGroup['links'][number];

interface LinkGroupCardProps {
  group: LinkGroup;
  /** Edit and remove, for those who can edit the project; null shows the links read-only. */
  actions: ReturnType<typeof useLinkListActions> | null;
}

function LinkTarget({ link }: { link: ImportantLink }) {
  if (link.link_type === 'doc') {
    return (
      <Anchor component={Link} to={link.target.url} className={classes.link}>
        <IconFileText size={18} aria-hidden="true" className={classes.icon} />
        <span className={classes.text}>{link.title}</span>
      </Anchor>
    );
  }
  return (
    <Anchor
      href={link.target.url}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.link}
    >
      <IconExternalLink size={18} aria-hidden="true" className={classes.icon} />
      <span className={classes.text}>
        {link.title}
        {link.title !== link.target.url ? (
          <Text component="span" size="xs" c="dimmed" className={classes.url}>
            {link.target.url}
          </Text>
        ) : null}
      </span>
    </Anchor>
  );
}

/** One group of important links: docs open in the app, web pages in a new tab. */
export function LinkGroupCard({ group, actions }: LinkGroupCardProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={group.name}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Title>
          {actions ? (
            <Menu position="bottom-end" shadow="md" width={200}>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Group “${group.name}”`}>
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconPencil size={16} />}
                  onClick={() => actions.renameGroup(group)}
                >
                  Rename
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => actions.removeGroup(group)}
                >
                  Remove the group
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
        {group.links.length === 0 ? (
          <Text size="sm" c="dimmed">
            No link in this group.
          </Text>
        ) : (
          <Stack gap={2} component="ul" className={classes.list}>
            {group.links.map((link) => (
              <Group key={link.id} component="li" gap="xs" wrap="nowrap" className={classes.row}>
                <LinkTarget link={link} />
                {actions ? (
                  <Menu position="bottom-end" shadow="md" width={200}>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Actions of “${link.title}”`}
                      >
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {link.link_type === 'external' ? (
                        <Menu.Item
                          leftSection={<IconPencil size={16} />}
                          onClick={() => actions.editLink(link)}
                        >
                          Edit
                        </Menu.Item>
                      ) : null}
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={16} />}
                        onClick={() => actions.removeLink(link)}
                      >
                        Remove
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
