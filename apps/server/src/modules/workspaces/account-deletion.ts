import type { AccountDeletionHook } from '../users/profile.service';
import { HttpError } from '../../http/errors';
import { publishWorkspaceChanged } from './workspace-events';
import type { WorkspacesDeps } from './workspaces.deps';
import { deleteWorkspace, workspacesLeftBy } from './workspaces.repository';

/**
 * When an account goes: it cannot while it is the only owner of a workspace others have
 * joined; a workspace no one else has joined goes with it, as POST /workspaces/c/delete would
 * delete it.
 */
export function workspacesOnAccountDeletion(
  deps: Pick<WorkspacesDeps, 'bus'>,
): AccountDeletionHook {
  return async (tx, userId) => {
    const { alone, onlyOwner } = await workspacesLeftBy(tx, userId);
    const blocking = onlyOwner[0];
    if (blocking) {
      throw HttpError.simple(
        409,
        `You are the only owner of the workspace ${blocking.name}, which has other members. Make someone else an owner, or delete the workspace, before deleting your account.`,
      );
    }
    for (const workspace of alone) await deleteWorkspace(tx, workspace.id);
    return async () => {
      for (const workspace of alone) {
        await publishWorkspaceChanged(deps.bus, workspace.id, 'deleted', null);
      }
    };
  };
}
