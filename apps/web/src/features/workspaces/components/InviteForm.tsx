import { ActionIcon, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { WorkspaceTeamUser } from '@hangar/contracts/workspaces';
import type { WorkspaceAbilities } from '@hangar/domain/abilities/workspace';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { ROLE_LABELS } from '../labels';
import {
  defaultInviteRole,
  invitableRolesFor,
  inviteRowsForm,
  placeInviteErrors,
} from '../invite-rows';
import { invitePeople } from '../workspaces-api';
import classes from './InviteForm.module.css';

/** More rows than this would be a mailing list, not a team (the server takes 50 at most). */
const MAX_ROWS = 50;

interface InviteFormProps {
  workspaceId: number;
  /** The inviter's abilities in the workspace: they bound the roles offered. */
  abilities: WorkspaceAbilities;
  /** Sent from the onboarding's team step (the e-mail says so). */
  onboarding?: boolean;
  initialRows?: number;
  submitLabel?: string;
  /** Beside the submit button: 'Skip for now' in the onboarding. */
  secondaryAction?: ReactNode;
  /** The onboarding's look: a full-width submit button, the secondary action under it. */
  stackedActions?: boolean;
  onInvited: (team: WorkspaceTeamUser[], count: number) => unknown;
}

/** Invite people by e-mail, each with a role (SPEC.md section 6), several rows at once. */
export function InviteForm({
  workspaceId,
  abilities,
  onboarding = false,
  initialRows = 1,
  submitLabel = 'Send invitations',
  secondaryAction,
  stackedActions = false,
  onInvited,
}: InviteFormProps) {
  const roles = invitableRolesFor(abilities);
  const emptyRow = () => ({ email: '', role: defaultInviteRole(abilities) });
  const form = useApiForm({
    schema: inviteRowsForm,
    initialValues: { invites: Array.from({ length: initialRows }, emptyRow) },
    onSubmit: async ({ invites }) => {
      let team: WorkspaceTeamUser[];
      try {
        const sent = invites.map(({ email, role }) => ({ email, role }));
        team = await invitePeople(workspaceId, sent, { onboarding });
      } catch (error) {
        throw placeInviteErrors(error, invites);
      }
      form.mantine.setValues({ invites: Array.from({ length: initialRows }, emptyRow) });
      form.mantine.resetTouched();
      await onInvited(team, invites.length);
    },
  });
  const rows = form.mantine.values.invites;

  return (
    <ApiForm form={form} aria-label="Invite people">
      <Stack gap="sm">
        {rows.map((_, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              className={classes.email}
              type="email"
              autoComplete="off"
              placeholder="teammate@example.com"
              aria-label={`E-mail ${index + 1}`}
              {...form.mantine.getInputProps(`invites.${index}.email`)}
            />
            <NativeSelect
              className={classes.role}
              aria-label={`Role ${index + 1}`}
              data={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
              {...form.mantine.getInputProps(`invites.${index}.role`)}
            />
            {rows.length > 1 ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                size={36}
                aria-label={`Remove row ${index + 1}`}
                onClick={() => form.mantine.removeListItem('invites', index)}
              >
                <IconX size={16} />
              </ActionIcon>
            ) : null}
          </Group>
        ))}
      </Stack>
      <Group>
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconPlus size={16} />}
          disabled={rows.length >= MAX_ROWS}
          onClick={() => form.mantine.insertListItem('invites', emptyRow())}
        >
          Add another
        </Button>
      </Group>
      {stackedActions ? (
        <Stack gap="xs">
          <SubmitButton busy={form.busy} size="md" fullWidth>
            {submitLabel}
          </SubmitButton>
          {secondaryAction}
        </Stack>
      ) : (
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
        </Group>
      )}
    </ApiForm>
  );
}
