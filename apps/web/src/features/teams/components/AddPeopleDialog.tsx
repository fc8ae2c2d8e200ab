import { Group, MultiSelect, Select, Text } from '@mantine/core';
import type { TeamInvitesInput } from '@hangar/contracts/groups';
import { FORM_MESSAGES } from '@hangar/domain/validation';
import { RIGHT_LABELS, RIGHTS, type Right } from '@hangar/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { personName } from '../../../ui/AvatarRow';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { teamQuery } from '../../workspaces/queries';
import { grantableRights } from '../team-member-actions';

/** The address parameter of the dialog (`?modal=add-users`, SPEC.md section 2). */
export const ADD_USERS_MODAL = 'add-users';

const addPeopleForm = z.object({
  user_ids: z.array(z.string()).min(1, FORM_MESSAGES.required),
  right: z.enum(RIGHTS),
});

interface AddPeopleDialogProps {
  workspaceId: number;
  /** The user's right on the group or project: they give at most that. */
  actorRight: Right;
  /** Already on the team: not offered. */
  teamUserIds: readonly number[];
  /** 'the group', 'the project': where the people go. */
  target: string;
  onAdd: (invites: TeamInvitesInput['invites']) => Promise<unknown>;
}

/**
 * 'Add people': workspace members (not the pending invitations) who are not on the team yet,
 * and the right they get, up to the user's own.
 */
export function AddPeopleDialog({
  workspaceId,
  actorRight,
  teamUserIds,
  target,
  onAdd,
}: AddPeopleDialogProps) {
  const workspaceTeam = useQuery(teamQuery(workspaceId));
  const rights = grantableRights(actorRight);
  const candidates = (workspaceTeam.data ?? []).filter(
    (member) => !member.pending_invite && !teamUserIds.includes(member.user.id),
  );
  const form = useApiForm({
    schema: addPeopleForm,
    initialValues: { user_ids: [], right: 'VIEW' as Right },
    onSubmit: async ({ user_ids: userIds, right }) => {
      await onAdd(userIds.map((id) => ({ user_id: Number(id), right })));
    },
  });

  return (
    <ApiForm form={form} aria-label="Add people">
      <Text size="sm" c="dimmed">
        Choose workspace members to add to {target}. They can see it and work in it with the right
        you give them.
      </Text>
      <MultiSelect
        label="People"
        placeholder={candidates.length > 0 ? 'Pick one or more members' : undefined}
        data={candidates.map((member) => ({
          value: String(member.user.id),
          label: personName(member.user),
        }))}
        searchable
        hidePickedOptions
        nothingFoundMessage="Nobody by that name"
        disabled={workspaceTeam.isPending || candidates.length === 0}
        description={
          !workspaceTeam.isPending && candidates.length === 0
            ? `Every member of the workspace is already in ${target}.`
            : undefined
        }
        comboboxProps={{ withinPortal: false }}
        {...form.mantine.getInputProps('user_ids')}
      />
      <Select
        label="Right"
        data={rights.map((right) => ({ value: right, label: RIGHT_LABELS[right] }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        {...form.mantine.getInputProps('right')}
      />
      <Group justify="flex-end">
        <SubmitButton busy={form.busy} disabled={candidates.length === 0}>
          Add to team
        </SubmitButton>
      </Group>
    </ApiForm>
  );
}

/** The toast after adding people. */
export function addedToTeamText(count: number): string {
  return count === 1 ? '1 person added to the team' : `${count} people added to the team`;
}
