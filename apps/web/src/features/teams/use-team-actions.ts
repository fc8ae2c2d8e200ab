import type { TeamInvitesInput, TeamMemberUpdateInput } from '@hangar/contracts/groups';
import { RIGHT_LABELS } from '@hangar/domain/roles';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { personName } from '../../ui/AvatarRow';
import { openConfirmModal } from '../../ui/ConfirmModal';
import { toast } from '../../ui/toast';
import { addedToTeamText } from './components/AddPeopleDialog';
import type { TeamEntry, TeamMemberAction } from './team-member-actions';

/** The team calls of a group or a project; each answers the new team. */
export interface TeamCalls<Team> {
  add: (invites: TeamInvitesInput['invites']) => Promise<Team>;
  update: (userId: number, changes: TeamMemberUpdateInput) => Promise<Team>;
  remove: (userId: number) => Promise<Team>;
  /** The team the server answered: into the cache. */
  onTeam: (team: Team) => void;
  /** The user left the team: they may have lost access to it. */
  onLeft?: () => void;
}

interface ActionRequest {
  action: TeamMemberAction;
  entry: TeamEntry;
}

function doneText({ action, entry }: ActionRequest): string {
  const name = personName(entry.user);
  switch (action.kind) {
    case 'set-right':
      return `${name}: ${RIGHT_LABELS[action.right]}`;
    case 'set-primary-contact':
      return action.primary
        ? `${name} is now a primary contact`
        : `${name} is no longer a primary contact`;
    case 'remove':
      return action.self ? 'You left the team' : `${name} was removed from the team`;
  }
}

function failureText(error: unknown): string {
  return (isApiError(error) && error.detail) || 'The change could not be made. Try again.';
}

/**
 * Runs the row actions of a team list and the 'Add people' dialog: removing asks first, the
 * team the server answers replaces the list, a toast says what changed.
 */
export function useTeamActions<Team>(calls: TeamCalls<Team>, place: string) {
  const change = useMutation({
    mutationFn: ({ action, entry }: ActionRequest) => {
      const userId = entry.user.id;
      if (action.kind === 'remove') return calls.remove(userId);
      return calls.update(
        userId,
        action.kind === 'set-right' ? { right: action.right } : { primary_contact: action.primary },
      );
    },
    onSuccess: (team, request) => {
      calls.onTeam(team);
      toast.success(doneText(request));
      if (request.action.kind === 'remove' && request.action.self) calls.onLeft?.();
    },
    onError: (error) => toast.error(failureText(error)),
  });

  const run = (action: TeamMemberAction, entry: TeamEntry) => {
    if (action.kind !== 'remove') {
      change.mutate({ action, entry });
      return;
    }
    const name = personName(entry.user);
    openConfirmModal({
      title: action.self ? `Leave ${place}?` : `Remove ${name} from the team?`,
      message: action.self
        ? `You may lose access to ${place}, unless it is open to all workspace members.`
        : `${name} may lose access to ${place}. You can add them again later.`,
      confirmLabel: action.self ? 'Leave' : 'Remove',
      critical: true,
      onConfirm: () => change.mutate({ action, entry }),
    });
  };

  /** Sends the 'Add people' dialog's choice; failures stay in the dialog's form. */
  const add = async (invites: TeamInvitesInput['invites']) => {
    calls.onTeam(await calls.add(invites));
    toast.success(addedToTeamText(invites.length));
  };

  return { run, add, pendingFor: change.isPending ? change.variables.entry.user.id : null };
}
