import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { PersonalWorkspaceEntry } from '@hangar/contracts/workspaces';
import { routes } from '@hangar/contracts/routes';
import { IconBuildingSkyscraper, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthHeading } from '../../auth/components/AuthHeading';
import { WorkspaceLogo } from '../components/WorkspaceLogo';
import { planAndSeats, ROLE_LABELS } from '../labels';
import { menuOrder, useWorkspaces } from '../queries';
import classes from './WorkspacesPage.module.css';

function WorkspaceCard({ entry }: { entry: PersonalWorkspaceEntry }) {
  const { workspace } = entry;
  const body = (
    <Group gap="md" wrap="nowrap">
      <WorkspaceLogo workspace={workspace} size={40} />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} truncate>
            {workspace.name}
          </Text>
          {entry.pending_invite ? (
            <Badge size="xs" variant="light" color="yellow">
              Invitation pending
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {entry.pending_invite
            ? 'Open the link of the invitation e-mail to join.'
            : `${ROLE_LABELS[entry.role]} · ${planAndSeats(workspace.billing)}`}
        </Text>
      </Stack>
      {entry.pending_invite ? null : (
        <IconChevronRight size={18} color="var(--mantine-color-gray-5)" />
      )}
    </Group>
  );
  if (entry.pending_invite) {
    return (
      <Card withBorder radius="md" padding="md" className={classes.pending}>
        {body}
      </Card>
    );
  }
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={routes.workspace(workspace.id)}
      className={classes.card}
    >
      {body}
    </Card>
  );
}

/** /workspace: the user's workspaces, invitations still pending included. */
export function WorkspacesPage() {
  const entries = menuOrder(useWorkspaces() ?? [], null);
  const accepted = entries.filter((entry) => !entry.pending_invite);
  const pending = entries.filter((entry) => entry.pending_invite);
  return (
    <Stack gap="xl">
      <AuthHeading title="Your workspaces" icon={<IconBuildingSkyscraper size={26} />}>
        Pick the workspace to open, or create a new one.
      </AuthHeading>
      <Stack gap="sm" component="ul" className={classes.list} aria-label="Workspaces">
        {[...accepted, ...pending].map((entry) => (
          <li key={entry.workspace.id}>
            <WorkspaceCard entry={entry} />
          </li>
        ))}
      </Stack>
      <Button
        component={Link}
        to={routes.signupWorkspace()}
        variant="light"
        size="md"
        leftSection={<IconPlus size={18} />}
      >
        Create a new workspace
      </Button>
    </Stack>
  );
}
