import { MODAL_WIDTH } from '@hangar/domain/constants';
import type { Right } from '@hangar/domain/roles';
import { useAddressModal } from '../../ui/use-address-modal';
import { ADD_USERS_MODAL, AddPeopleDialog } from './components/AddPeopleDialog';
import type { TeamInvitesInput } from '@hangar/contracts/groups';

interface AddPeopleModalOptions {
  workspaceId: number;
  /** The user's right; null (or not enough to invite) keeps the dialog shut. */
  actorRight: Right | null;
  allowed: boolean;
  teamUserIds: readonly number[];
  /** 'the group “Design”': where the people go. */
  target: string;
  add: (invites: TeamInvitesInput['invites']) => Promise<void>;
}

/**
 * The 'Add people' dialog of a group page or a project team page, opened by the address
 * (`?modal=add-users`); returns the function that opens it.
 */
export function useAddPeopleModal(options: AddPeopleModalOptions): () => void {
  const { workspaceId, actorRight, allowed, teamUserIds, target, add } = options;
  return useAddressModal(ADD_USERS_MODAL, allowed && actorRight !== null, (close) => ({
    title: 'Add people',
    size: MODAL_WIDTH.default,
    centered: true,
    children: actorRight ? (
      <AddPeopleDialog
        workspaceId={workspaceId}
        actorRight={actorRight}
        teamUserIds={teamUserIds}
        target={target}
        onAdd={async (invites) => {
          await add(invites);
          close();
        }}
      />
    ) : null,
  }));
}
