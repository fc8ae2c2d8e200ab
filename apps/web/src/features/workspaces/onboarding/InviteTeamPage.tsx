import { Button, Stack } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { IconUsersPlus } from '@tabler/icons-react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { WorkspaceAccess } from '../../../app/workspace-guards';
import { toast } from '../../../ui/toast';
import { AuthHeading } from '../../auth/components/AuthHeading';
import { InviteForm } from '../components/InviteForm';
import { invalidateWorkspace, useWorkspace } from '../queries';
import { OnboardingSteps } from './OnboardingSteps';

/** /signup/team: invite teammates by e-mail, with their roles; skippable. */
export function InviteTeamPage() {
  const { workspaceId } = useLoaderData<WorkspaceAccess>();
  const workspace = useWorkspace(workspaceId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!workspace) return null;

  const skip = (
    <Button component={Link} to={routes.signupGroup()} variant="subtle" color="gray">
      Skip for now
    </Button>
  );

  return (
    <Stack gap="xl">
      <OnboardingSteps current="Team" />
      <AuthHeading title="Invite your team" icon={<IconUsersPlus size={26} />}>
        {`Work on ${workspace.name} together. Each teammate gets an e-mail with a link to join.`}
      </AuthHeading>
      {workspace.abilities.invite ? (
        <InviteForm
          workspaceId={workspaceId}
          abilities={workspace.abilities}
          onboarding
          initialRows={3}
          stackedActions
          secondaryAction={skip}
          onInvited={async (_team, count) => {
            void invalidateWorkspace(queryClient, workspaceId);
            toast.success(count === 1 ? 'Invitation sent' : `${count} invitations sent`);
            await navigate(routes.signupGroup());
          }}
        />
      ) : (
        <Button component={Link} to={routes.signupGroup()} size="md">
          Continue
        </Button>
      )}
    </Stack>
  );
}
