import type { Database } from '../../db/client';
import { workspacesOnlyOwnedBy } from './workspaces.repository';

/** An account cannot go while it is the only owner of a workspace that has other members. */
export function ownershipBlocksDeletion(db: Database) {
  return async (userId: number): Promise<string | null> => {
    const workspaces = await workspacesOnlyOwnedBy(db, userId);
    const first = workspaces[0];
    if (!first) return null;
    return `You are the only owner of the workspace ${first.name}, which has other members. Make someone else an owner, or delete the workspace, before deleting your account.`;
  };
}
