import type { WorkspaceTeamUser } from '@hangar/contracts/workspaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { openConfirmModal } from '../../../ui/ConfirmModal';
import { toast } from '../../../ui/toast';
import { displayName, ROLE_LABELS } from '../labels';
import { invalidateSeats, workspaceKeys } from '../queries';
import { changeRole, removeFromWorkspace, resendInvite } from '../workspaces-api';
import type { MemberAction } from './member-actions';

interface ActionRequest {
  action: MemberAction;
  member: WorkspaceTeamUser;
}

function send(workspaceId: number, { action, member }: ActionRequest) {
  const userId = member.user.id;
  switch (action.kind) {
    case 'set-role':
      return changeRole(workspaceId, userId, action.role);
    case 'resend-invite':
      return resendInvite(workspaceId, userId);
    case 'cancel-invite':
    case 'remove':
      return removeFromWorkspace(workspaceId, userId);
  }
}

function doneText({ action, member }: ActionRequest): string {
  const name = displayName(member.user);
  switch (action.kind) {
    case 'set-role':
      return `${name} is now ${ROLE_LABELS[action.role].toLowerCase()}`;
    case 'resend-invite':
      return `Invitation sent again to ${member.user.email}`;
    case 'cancel-invite':
      return `Invitation to ${member.user.email} canceled`;
    case 'remove':
      return `${name} was removed from the workspace`;
  }
}

/** What to ask before an action that is hard to take back; null when it needs no confirmation. */
function confirmationOf({ action, member }: ActionRequest) {
  const name = displayName(member.user);
  if (action.kind === 'remove') {
    return {
      title: `Remove ${name} from the workspace?`,
      message: `${name} loses access to its groups, projects and docs at once. You can invite them again later.`,
      confirmLabel: 'Remove',
      critical: true,
    };
  }
  if (action.kind === 'set-role' && action.role === 'OWNER') {
    return {
      title: `Make ${name} an owner?`,
      message: 'Owners manage billing and members, and can delete the workspace.',
      confirmLabel: 'Set as Owner',
    };
  }
  return null;
}

/** Runs a row action of Members and Guests; the team answered by the server replaces the list. */
export function useMemberAction(workspaceId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: ActionRequest) => send(workspaceId, request),
    onSuccess: (team, request) => {
      queryClient.setQueryData(workspaceKeys.team(workspaceId), team);
      void invalidateSeats(queryClient, workspaceId);
      toast.success(doneText(request));
    },
    onError: (error) => {
      const detail = isApiError(error) ? error.detail : null;
      toast.error(detail ?? 'The change could not be made. Try again.');
    },
  });

  const run = (request: ActionRequest) => {
    const confirmation = confirmationOf(request);
    if (!confirmation) {
      mutation.mutate(request);
      return;
    }
    openConfirmModal({ ...confirmation, onConfirm: () => mutation.mutate(request) });
  };

  return { run, pendingFor: mutation.isPending ? mutation.variables.member.user.id : null };
}
