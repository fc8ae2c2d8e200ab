import { Center, Stack } from '@mantine/core';
import type { WorkspaceTeamUser } from '@hangar/contracts/workspaces';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../app/session';
import { ErrorCard } from '../../../ui/ErrorCard';
import { SettingsSection } from '../../../ui/SettingsSection';
import { toast } from '../../../ui/toast';
import { InviteForm } from '../components/InviteForm';
import {
  invalidateSeats,
  teamQuery,
  useWorkspace,
  useWorkspaceId,
  workspaceKeys,
} from '../queries';
import { TeamTable } from './TeamTable';
import { PageLoader } from '../../../ui/PageLoader';

function teamSummary(team: readonly WorkspaceTeamUser[]): string {
  const pending = team.filter((member) => member.pending_invite).length;
  const members = team.length - pending;
  const people = members === 1 ? '1 person' : `${members} people`;
  return pending > 0
    ? `${people}, ${pending} pending invitation${pending === 1 ? '' : 's'}`
    : people;
}

/** /workspace/{wsid}/settings/team: invite people; the team with the actions allowed. */
export function TeamSettingsPage() {
  const workspaceId = useWorkspaceId();
  const workspace = useWorkspace(workspaceId);
  const session = useSession();
  const team = useQuery(teamQuery(workspaceId));
  const queryClient = useQueryClient();
  if (!workspace || session.status !== 'signed-in') return null;
  const actor = { role: workspace.role, userId: session.userId };

  const invited = (updated: WorkspaceTeamUser[], count: number) => {
    queryClient.setQueryData(workspaceKeys.team(workspaceId), updated);
    void invalidateSeats(queryClient, workspaceId);
    toast.success(count === 1 ? 'Invitation sent' : `${count} invitations sent`);
  };

  return (
    <Stack gap="lg">
      {workspace.abilities.invite ? (
        <SettingsSection
          title="Invite people"
          description={
            workspace.email_domain
              ? `Each person gets an e-mail with a link to join ${workspace.name}. Members and admins need an address at ${workspace.email_domain}; guests may use any.`
              : `Each person gets an e-mail with a link to join ${workspace.name}.`
          }
        >
          <InviteForm
            workspaceId={workspaceId}
            abilities={workspace.abilities}
            onInvited={invited}
          />
        </SettingsSection>
      ) : null}
      <SettingsSection
        title="Members and Guests"
        description={team.data ? teamSummary(team.data) : undefined}
      >
        {team.data ? (
          <TeamTable workspaceId={workspaceId} team={team.data} actor={actor} />
        ) : team.error ? (
          <ErrorCard error={team.error} />
        ) : (
          <Center py="lg">
            <PageLoader label="Loading the team" />
          </Center>
        )}
      </SettingsSection>
    </Stack>
  );
}
