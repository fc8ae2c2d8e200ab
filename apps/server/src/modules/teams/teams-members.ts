import type { TeamInvitesInput, ValidationIssue } from '@hangar/contracts';
import { GRANT_ACTIONS, teamAbilities, type Right } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { authorize } from '../shared/authorize';
import { findMember } from '../workspaces/workspaces.access';

/** People added to a group or project team must be accepted members of its workspace. */
export async function assertWorkspaceMembers(
  db: Database,
  workspaceId: number,
  invites: TeamInvitesInput['invites'],
): Promise<void> {
  const issues: ValidationIssue[] = [];
  for (const [index, invite] of invites.entries()) {
    const member = await findMember(db, workspaceId, invite.user_id);
    if (!member || member.pendingInvite) {
      issues.push({
        loc: ['body', 'invites', index, 'user_id'],
        msg: 'This person is not a member of the workspace',
      });
    }
  }
  if (issues.length > 0) throw HttpError.validation(issues);
}

/**
 * Adding people to a team, changing their right or removing them needs the invite right, and
 * never grants more than one's own right.
 */
export function assertCanGrant(actorRight: Right, granted: Right[]): void {
  const subject = { right: actorRight };
  authorize(teamAbilities, subject, 'manage');
  for (const right of granted) authorize(teamAbilities, subject, GRANT_ACTIONS[right]);
}

/**
 * The rights an invite list touches: the rights given, and the current right of anyone already on
 * the team, since the invite replaces it (an INVITE holder must not demote an EDIT member).
 */
export function rightsTouchedBy(
  invites: TeamInvitesInput['invites'],
  currentRights: Map<number, Right>,
): Right[] {
  return invites.flatMap((invite) => {
    const current = currentRights.get(invite.user_id);
    return current ? [invite.right, current] : [invite.right];
  });
}
