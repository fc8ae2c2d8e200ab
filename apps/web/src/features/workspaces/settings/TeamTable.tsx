import {
  Avatar,
  Badge,
  Group,
  Loader,
  Menu,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { WorkspaceTeamUser } from '@hangar/contracts/workspaces';
import { avatarColor } from '@hangar/domain/format';
import type { WorkspaceRole } from '@hangar/domain/roles';
import { RowActionsMenu } from '../../../ui/RowActionsMenu';
import { displayName, ROLE_LABELS } from '../labels';
import { countOwners, memberActions } from './member-actions';
import { useMemberAction } from './use-member-action';
import classes from './TeamSettings.module.css';

interface TeamTableProps {
  workspaceId: number;
  team: WorkspaceTeamUser[];
  actor: { role: WorkspaceRole; userId: number };
}

function MemberCell({ member, isSelf }: { member: WorkspaceTeamUser; isSelf: boolean }) {
  const name = displayName(member.user);
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={member.user.avatar} alt="" color={avatarColor(name)} radius="xl" size={36}>
        {member.user.initial}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          {isSelf ? (
            <Text size="xs" c="dimmed" className={classes.badge}>
              (you)
            </Text>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {member.user.fullname.trim() ? member.user.email : 'Invitation sent'}
        </Text>
      </Stack>
    </Group>
  );
}

/** Members and Guests: who is in the workspace, their role, and what the user may change. */
export function TeamTable({ workspaceId, team, actor }: TeamTableProps) {
  const memberAction = useMemberAction(workspaceId);
  const owners = countOwners(team);

  return (
    <Table verticalSpacing="sm" horizontalSpacing="xs" className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th visibleFrom="sm" w="26%">
            Job title
          </Table.Th>
          <Table.Th w={88}>Role</Table.Th>
          <Table.Th w={44}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {team.map((member) => {
          const actions = memberActions(actor, member, owners);
          const name = displayName(member.user);
          return (
            <Table.Tr key={member.user.id} data-testid="team-member">
              <Table.Td>
                <MemberCell member={member} isSelf={member.user.id === actor.userId} />
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" c={member.job_title ? undefined : 'dimmed'} truncate>
                  {member.job_title || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Text size="sm">{ROLE_LABELS[member.role]}</Text>
                  {member.pending_invite ? (
                    <Badge size="xs" variant="light" color="yellow">
                      Pending
                    </Badge>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>
                {memberAction.pendingFor === member.user.id ? (
                  <Loader size="xs" aria-label="Saving" />
                ) : actions.length > 0 ? (
                  <RowActionsMenu name={name}>
                    {actions.map((action) => (
                      <Menu.Item
                        key={action.label}
                        color={
                          action.kind === 'remove' || action.kind === 'cancel-invite'
                            ? 'red'
                            : undefined
                        }
                        onClick={() => memberAction.run({ action, member })}
                      >
                        {action.label}
                      </Menu.Item>
                    ))}
                  </RowActionsMenu>
                ) : null}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
