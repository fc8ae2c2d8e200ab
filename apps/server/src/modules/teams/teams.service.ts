import type { TeamInvitesInput, TeamMemberUpdateInput } from '@hangar/contracts';
import type { Right } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { DataDeps } from '../shared/shared.deps';
import type { MemberContext } from '../workspaces/workspaces.access';
import { assertCanGrant, assertWorkspaceMembers, rightsTouchedBy } from './teams-members';
import type { TeamTable } from './teams.repository';

export { teamMemberRows, type TeamTable } from './teams.repository';

const NOT_ON_TEAM = 'This person is not on the team';

/** A call about the team of one item (a group or a project), by a member of its workspace. */
export interface TeamCall {
  caller: MemberContext;
  itemId: number;
}

/** Someone's place on a team changed (right null when removed). */
export interface TeamChange {
  userId: number;
  action: 'added' | 'updated' | 'removed';
  right: Right | null;
}

/** A team change's event fields after the item's own id (`group_id` or `project_id`). */
export function teamChangeFields(change: TeamChange) {
  return { user_id: change.userId, action: change.action, right: change.right };
}

/** What changing a team needs of the item it belongs to (a group or a project). */
export interface ItemTeam<Answer> {
  /** The caller's right on the item, which they can see. */
  right: Right;
  /** The item's own team. */
  table: TeamTable;
  itemId: number;
  /** Tells those who can see the item (and the person concerned) about the change. */
  publish(change: TeamChange): Promise<void>;
  /** The team as the caller sees it after the change. */
  answer(): Promise<Answer>;
}

/** What the team routes of one kind of item (groups or projects) call. */
export interface TeamServices<Team> {
  /** The item's team as the caller sees it. */
  load(deps: DataDeps, call: TeamCall): Promise<Team>;
  /** The item's team, to change as the caller may. */
  toChange(deps: DataDeps, call: TeamCall): Promise<ItemTeam<Team>>;
}

/** A new item's creator joins its team with EDIT, as its primary contact; answers the item. */
export async function withCreatorOnTeam<Item extends { id: number }>(
  db: Database,
  table: TeamTable,
  caller: MemberContext,
  item: Item,
): Promise<Item> {
  await table.upsert(db, item.id, {
    userId: caller.actor.userId,
    right: 'EDIT',
    primaryContact: true,
  });
  return item;
}

/** Adds people (or gives those already on it a new right), never beyond the caller's own right. */
export async function addToTeam<Answer>(
  db: Database,
  caller: MemberContext,
  team: ItemTeam<Answer>,
  invites: TeamInvitesInput['invites'],
): Promise<Answer> {
  const rows = await team.table.rows(db, [team.itemId]);
  const rights = new Map(rows.map((row) => [row.member.userId, row.member.right]));
  assertCanGrant(team.right, rightsTouchedBy(invites, rights));
  await assertWorkspaceMembers(db, caller.workspaceId, invites);
  await db.transaction(async (tx) => {
    for (const invite of invites) {
      await team.table.upsert(tx, team.itemId, { userId: invite.user_id, right: invite.right });
    }
  });
  for (const invite of invites) {
    await team.publish({ userId: invite.user_id, action: 'added', right: invite.right });
  }
  return team.answer();
}

export async function editTeamMember<Answer>(
  db: Database,
  team: ItemTeam<Answer>,
  userId: number,
  input: TeamMemberUpdateInput,
): Promise<Answer> {
  const target = await team.table.find(db, team.itemId, userId);
  if (!target) throw HttpError.notFound(NOT_ON_TEAM);
  assertCanGrant(team.right, [target.right, ...(input.right ? [input.right] : [])]);
  await team.table.update(db, team.itemId, userId, {
    ...(input.right !== undefined ? { right: input.right } : {}),
    ...(input.primary_contact !== undefined ? { primaryContact: input.primary_contact } : {}),
  });
  await team.publish({ userId, action: 'updated', right: input.right ?? target.right });
  return team.answer();
}

/** Remove from team: by someone who can invite at that level, or by the person themselves. */
export async function removeFromTeam<Answer>(
  db: Database,
  caller: MemberContext,
  team: ItemTeam<Answer>,
  userId: number,
): Promise<Answer> {
  const target = await team.table.find(db, team.itemId, userId);
  if (!target) throw HttpError.notFound(NOT_ON_TEAM);
  if (userId !== caller.actor.userId) assertCanGrant(team.right, [target.right]);
  await team.table.remove(db, team.itemId, userId);
  await team.publish({ userId, action: 'removed', right: null });
  return team.answer();
}
