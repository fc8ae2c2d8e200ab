import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { createWorkspaceInput } from '@hangar/contracts/workspaces';
import { useQueryClient } from '@tanstack/react-query';
import { IconBuildingSkyscraper, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { selectWorkspace } from '../../../app/workspace-guards';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { AuthHeading } from '../../auth/components/AuthHeading';
import { lastUsedWorkspaceId } from '../../auth/session-store';
import { useMe } from '../../auth/use-me';
import { useSignOut } from '../../auth/use-sign-out';
import { acceptedWorkspaces, useWorkspaces, workspaceKeys } from '../queries';
import { createWorkspace } from '../workspaces-api';
import { OnboardingSteps } from './OnboardingSteps';

function PendingInvitations({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <Alert variant="light" color="indigo" icon={<IconMailForward size={20} />}>
      You are invited to {names.join(', ')}. To join, open the link of the invitation e-mail.
    </Alert>
  );
}

/**
 * /signup/workspace: creates a workspace. With none yet it is the onboarding's first step
 * (then team, then first group); otherwise it is 'Create a new workspace'.
 */
export function CreateWorkspacePage() {
  const me = useMe();
  const entries = useWorkspaces() ?? [];
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const onboarding = acceptedWorkspaces(entries).length === 0;
  const pending = entries.filter((entry) => entry.pending_invite);
  const backTo = lastUsedWorkspaceId() ?? acceptedWorkspaces(entries)[0]?.workspace.id;

  const form = useApiForm({
    schema: createWorkspaceInput,
    initialValues: { name: '' },
    onSubmit: async ({ name }) => {
      const workspaceId = await createWorkspace(name);
      selectWorkspace(workspaceId);
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
      await navigate(routes.signupTeam());
    },
  });
  const firstName = me?.fullname.split(/\s+/)[0];

  return (
    <Stack gap="xl">
      {onboarding ? <OnboardingSteps current="Workspace" /> : null}
      <AuthHeading
        title={onboarding ? 'Create your workspace' : 'Create a new workspace'}
        icon={<IconBuildingSkyscraper size={26} />}
      >
        {onboarding
          ? `Welcome${firstName ? `, ${firstName}` : ''}! Your workspace is where your team's groups, projects, docs and logs live.`
          : 'A new workspace has its own members, groups and projects.'}
      </AuthHeading>
      <PendingInvitations names={pending.map((entry) => entry.workspace.name)} />
      <ApiForm form={form} aria-label="Create a workspace">
        <TextInput
          label="Workspace name"
          description="Your company or team name works well. You can change it later."
          placeholder="Acme Inc."
          size="md"
          maxLength={80}
          {...form.mantine.getInputProps('name')}
        />
        <SubmitButton busy={form.busy} size="md" fullWidth>
          {onboarding ? 'Continue' : 'Create workspace'}
        </SubmitButton>
        {!onboarding && backTo ? (
          <Button component={Link} to={routes.workspace(backTo)} variant="subtle" color="gray">
            Cancel
          </Button>
        ) : null}
      </ApiForm>
      {me ? (
        <Group justify="center" gap={6}>
          <Text size="sm" c="dimmed">
            Signed in as {me.email}.
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut();
            }}
          >
            Sign out
          </Anchor>
        </Group>
      ) : null}
    </Stack>
  );
}
