import type { AccountDeletionHook, BeforeAccountDeletionHook } from '../account/account.deps';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { publishWorkspaceChanged } from './workspaces.events';
import type { WorkspaceDeletionHook, WorkspacesDeps } from './workspaces.deps';
import { deleteWorkspace, workspacesLeftBy } from './workspaces.repository';

/** The workspaces an account takes with it; refused while it is the only owner of a shared one. */
async function workspacesGoingWith(db: Database, userId: number) {
  const { alone, onlyOwner } = await workspacesLeftBy(db, userId);
  const blocking = onlyOwner[0];
  if (blocking) {
    throw HttpError.simple(
      409,
      `You are the only owner of the workspace ${blocking.name}, which has other members. Make someone else an owner, or delete the workspace, before deleting your account.`,
    );
  }
  return alone;
}

/**
 * Before the account's transaction: what POST /workspaces/c/delete does before deleting (ending
 * the subscription at the payment provider) for each workspace that will go with the account.
 */
export function workspacesBeforeAccountDeletion(deps: {
  db: Database;
  workspaceDeletionHooks: WorkspaceDeletionHook[];
}): BeforeAccountDeletionHook {
  return async (userId) => {
    for (const workspace of await workspacesGoingWith(deps.db, userId)) {
      for (const hook of deps.workspaceDeletionHooks) await hook(workspace.id);
    }
  };
}

/**
 * When an account goes: it cannot while it is the only owner of a workspace others have
 * joined; a workspace no one else has joined goes with it, as POST /workspaces/c/delete would
 * delete it.
 */
export function workspacesOnAccountDeletion(
  deps: Pick<WorkspacesDeps, 'bus'>,
): AccountDeletionHook {
  return async (tx, userId) => {
    const alone = await workspacesGoingWith(tx, userId);
    for (const workspace of alone) await deleteWorkspace(tx, workspace.id);
    return async () => {
      for (const workspace of alone) {
        await publishWorkspaceChanged(deps.bus, workspace.id, 'deleted', null);
      }
    };
  };
}
