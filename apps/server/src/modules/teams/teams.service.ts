import type { TeamInvitesInput, TeamMemberUpdateInput } from '@hangar/contracts';
import type { Right } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { MemberContext } from '../workspaces/workspaces.access';
import { assertCanGrant, assertWorkspaceMembers, rightsTouchedBy } from './team-members';

export const NOT_ON_TEAM = 'This person is not on the team';

/** What changing a team needs of the item it belongs to (a group or a project). */
export interface ItemTeam<Answer> {
  /** The caller's right on the item, which they can see. */
  right: Right;
  /** The rights of the people on the item's own team. */
  teamRights(): Promise<Map<number, Right>>;
  findMember(userId: number): Promise<{ right: Right } | null>;
  upsertMember(db: Database, member: { userId: number; right: Right }): Promise<void>;
  updateMember(userId: number, changes: { right?: Right; primaryContact?: boolean }): Promise<void>;
  deleteMember(userId: number): Promise<void>;
  /** Tells those who can see the item (and the person concerned) about the change. */
  publish(change: {
    userId: number;
    action: 'added' | 'updated' | 'removed';
    right: Right | null;
  }): Promise<void>;
  /** The team as the caller sees it after the change. */
  answer(): Promise<Answer>;
}

/** Adds people (or gives those already on it a new right), never beyond the caller's own right. */
export async function addToTeam<Answer>(
  db: Database,
  context: MemberContext,
  team: ItemTeam<Answer>,
  invites: TeamInvitesInput['invites'],
): Promise<Answer> {
  assertCanGrant(team.right, rightsTouchedBy(invites, await team.teamRights()));
  await assertWorkspaceMembers(db, context.workspaceId, invites);
  await db.transaction(async (tx) => {
    for (const invite of invites) {
      await team.upsertMember(tx, { userId: invite.user_id, right: invite.right });
    }
  });
  for (const invite of invites) {
    await team.publish({ userId: invite.user_id, action: 'added', right: invite.right });
  }
  return team.answer();
}

export async function editTeamMember<Answer>(
  team: ItemTeam<Answer>,
  userId: number,
  input: TeamMemberUpdateInput,
): Promise<Answer> {
  const target = await team.findMember(userId);
  if (!target) throw HttpError.notFound(NOT_ON_TEAM);
  assertCanGrant(team.right, [target.right, ...(input.right ? [input.right] : [])]);
  await team.updateMember(userId, {
    ...(input.right !== undefined ? { right: input.right } : {}),
    ...(input.primary_contact !== undefined ? { primaryContact: input.primary_contact } : {}),
  });
  await team.publish({ userId, action: 'updated', right: input.right ?? target.right });
  return team.answer();
}

/** Remove from team: by someone who can invite at that level, or by the person themselves. */
export async function removeFromTeam<Answer>(
  context: MemberContext,
  team: ItemTeam<Answer>,
  userId: number,
): Promise<Answer> {
  const target = await team.findMember(userId);
  if (!target) throw HttpError.notFound(NOT_ON_TEAM);
  if (userId !== context.actor.userId) assertCanGrant(team.right, [target.right]);
  await team.deleteMember(userId);
  await team.publish({ userId, action: 'removed', right: null });
  return team.answer();
}
