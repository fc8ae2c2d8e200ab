import type { TeamUserProfile } from '@hangar/contracts/people';
import { GRANT_ACTIONS, teamAbilities } from '@hangar/domain/abilities/team';
import { RIGHTS, type Right } from '@hangar/domain/roles';

/** One person of a group's or project's team, as the team lists show them. */
export interface TeamEntry {
  user: TeamUserProfile;
  right: Right;
  primary_contact: boolean;
  /** On a project's list: they have their right through the group's team (managed there). */
  fromGroup?: boolean;
  /** On a project's list: the right they really have, when stronger than `right` (admins...). */
  effectiveRight?: Right;
}

export type TeamMemberAction =
  | { kind: 'set-right'; right: Right }
  | { kind: 'set-primary-contact'; primary: boolean }
  | { kind: 'remove'; self: boolean };

/**
 * What the user may do to a team member (SPEC.md section 6; docs/rights.md), from their team
 * abilities (`teamAbilities`): with the invite right, change the right of people at or below
 * their own level to a right up to their own, set or unset them as primary contact, remove them;
 * everyone may leave a team. People who come from the group's team are managed on the group.
 */
export function teamMemberActions(
  actor: { userId: number; right: Right | null },
  entry: TeamEntry,
): TeamMemberAction[] {
  if (entry.fromGroup) return [];
  const self = entry.user.id === actor.userId;
  const abilities = teamAbilities({ right: actor.right });
  const manages = abilities[GRANT_ACTIONS[entry.right]];
  const actions: TeamMemberAction[] = [];
  if (manages) {
    for (const right of RIGHTS) {
      if (right !== entry.right && abilities[GRANT_ACTIONS[right]]) {
        actions.push({ kind: 'set-right', right });
      }
    }
    actions.push({ kind: 'set-primary-contact', primary: !entry.primary_contact });
  }
  if (manages || self) actions.push({ kind: 'remove', self });
  return actions;
}

/** The rights the user may give when adding people: up to their own. */
export function grantableRights(actorRight: Right | null): Right[] {
  const abilities = teamAbilities({ right: actorRight });
  return RIGHTS.filter((right) => abilities[GRANT_ACTIONS[right]]);
}
