import { Avatar, Badge, Group, Loader, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { avatarColor } from '@hangar/domain/format';
import { RIGHT_LABELS } from '@hangar/domain/roles';
import { IconCheck, IconStarFilled } from '@tabler/icons-react';
import { Fragment } from 'react';
import { personName } from '../../../ui/AvatarRow';
import { RowActionsMenu } from '../../../ui/RowActionsMenu';
import { teamMemberActions, type TeamEntry, type TeamMemberAction } from '../team-member-actions';
import classes from './TeamList.module.css';

interface TeamListProps {
  entries: readonly TeamEntry[];
  actor: Parameters<typeof teamMemberActions>[0];
  onAction: (action: TeamMemberAction, entry: TeamEntry) => void;
  /** The person whose change is being saved. */
  pendingFor?: number | null;
}

function actionLabel(action: TeamMemberAction): string {
  switch (action.kind) {
    case 'set-right':
      return RIGHT_LABELS[action.right];
    case 'set-primary-contact':
      return action.primary ? 'Set as primary contact' : 'Unset primary contact';
    case 'remove':
      return action.self ? 'Leave the team' : 'Remove from team';
  }
}

function RowMenu({
  entry,
  actions,
  onAction,
}: {
  entry: TeamEntry;
  actions: TeamMemberAction[];
  onAction: TeamListProps['onAction'];
}) {
  const name = personName(entry.user);
  const rights = actions.filter((action) => action.kind === 'set-right');
  const others = actions.filter((action) => action.kind !== 'set-right');
  return (
    <RowActionsMenu name={name} width={230}>
      {rights.length > 0 ? (
        <>
          <Menu.Label>Right</Menu.Label>
          <Menu.Item leftSection={<IconCheck size={14} />} disabled>
            {RIGHT_LABELS[entry.right]}
          </Menu.Item>
          {rights.map((action) => (
            <Menu.Item
              key={actionLabel(action)}
              leftSection={<span style={{ width: 14 }} />}
              onClick={() => onAction(action, entry)}
            >
              {actionLabel(action)}
            </Menu.Item>
          ))}
          <Menu.Divider />
        </>
      ) : null}
      {others.map((action) => (
        <Fragment key={actionLabel(action)}>
          {action.kind === 'remove' && rights.length > 0 ? <Menu.Divider /> : null}
          <Menu.Item
            color={action.kind === 'remove' ? 'red' : undefined}
            onClick={() => onAction(action, entry)}
          >
            {actionLabel(action)}
          </Menu.Item>
        </Fragment>
      ))}
    </RowActionsMenu>
  );
}

/**
 * The right a person really has; when it is stronger than the one given on this team (an admin,
 * the group's team, the project's right for members), the one given too.
 */
function rightShown(entry: TeamEntry): string {
  const effective = entry.effectiveRight ?? entry.right;
  if (effective === entry.right) return RIGHT_LABELS[effective];
  return `${RIGHT_LABELS[effective]} (added as ${RIGHT_LABELS[entry.right].toLowerCase()})`;
}

/** A group's or project's team: who, their right, the primary contacts, and the row actions. */
export function TeamList({ entries, actor, onAction, pendingFor = null }: TeamListProps) {
  return (
    <Stack gap={0} component="ul" className={classes.list} aria-label="Team members">
      {entries.map((entry) => {
        const name = personName(entry.user);
        const actions = teamMemberActions(actor, entry);
        return (
          <Group
            key={entry.user.id}
            component="li"
            wrap="nowrap"
            gap="sm"
            className={classes.row}
            data-testid="team-entry"
          >
            <Avatar
              src={entry.user.avatar}
              alt=""
              color={avatarColor(name)}
              variant="filled"
              radius="xl"
              size={36}
            >
              {entry.user.initial}
            </Avatar>
            <Stack gap={0} miw={0} flex={1}>
              <Group gap={6} wrap="nowrap" miw={0}>
                <Text size="sm" fw={600} truncate>
                  {name}
                </Text>
                {entry.user.id === actor.userId ? (
                  <Text size="xs" c="dimmed" flex="none">
                    (you)
                  </Text>
                ) : null}
                {entry.primary_contact ? (
                  <Tooltip label="Primary contact">
                    <IconStarFilled
                      size={14}
                      color="var(--mantine-color-yellow-6)"
                      aria-label="Primary contact"
                      style={{ flex: 'none' }}
                    />
                  </Tooltip>
                ) : null}
              </Group>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed" data-testid="team-entry-right">
                  {rightShown(entry)}
                </Text>
                {entry.fromGroup ? (
                  <Badge size="xs" variant="light" color="gray" flex="none">
                    From the group
                  </Badge>
                ) : null}
              </Group>
            </Stack>
            {pendingFor === entry.user.id ? (
              <Loader size="xs" aria-label="Saving" />
            ) : actions.length > 0 ? (
              <RowMenu entry={entry} actions={actions} onAction={onAction} />
            ) : null}
          </Group>
        );
      })}
    </Stack>
  );
}
