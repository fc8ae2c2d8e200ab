import { canGrantRight, canInviteTo } from '../access';
import type { Right } from '../roles';
import type { Abilities } from './abilities';

/** Changes to a group's or project's team: adding people, changing their right, removing them. */
export const TEAM_ACTIONS = [
  /** Change the team at all: the invite right. */
  'manage',
  /** Give, or take away, this right (`GRANT_ACTIONS`): at most one's own. */
  'grantEdit',
  'grantInvite',
  'grantView',
] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];
export type TeamAbilities = Abilities<TeamAction>;

/** The action of giving (or taking away) each right. */
export const GRANT_ACTIONS = {
  EDIT: 'grantEdit',
  INVITE: 'grantInvite',
  VIEW: 'grantView',
} as const satisfies Record<Right, TeamAction>;

export interface TeamSubject {
  /** The caller's right on the group or project; null when they cannot see it. */
  right: Right | null;
}

/** People with the invite right change the team, never granting more than their own right. */
export function teamAbilities({ right }: TeamSubject): TeamAbilities {
  return {
    manage: canInviteTo(right),
    grantEdit: canGrantRight(right, 'EDIT'),
    grantInvite: canGrantRight(right, 'INVITE'),
    grantView: canGrantRight(right, 'VIEW'),
  };
}
