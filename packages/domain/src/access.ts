import {
  effectiveRight,
  hasRightAtLeast,
  hasRoleAtLeast,
  rightLevel,
  type Right,
  type WorkspaceRole,
} from './roles';

/**
 * Who sees a group or project, and with which right (SPEC.md section 6; docs/rights.md):
 * - owners and admins of the workspace: EDIT on everything;
 * - a group's or project's team: the right they were given;
 * - members (not guests) on an OPEN group or project: its default `right`;
 * - a group's team right also applies to every project of the group;
 * - guests: only what they were added to.
 */
export const PRIVACIES = ['OPEN', 'PRIVATE'] as const;
export type Privacy = (typeof PRIVACIES)[number];

export const PRIVACY_LABELS: Record<Privacy, string> = {
  OPEN: 'Open to all workspace members',
  PRIVATE: 'Private to its team',
};

export interface Shared {
  privacy: Privacy;
  /** What every workspace member gets when it is OPEN. */
  right: Right;
}

export interface Viewer {
  role: WorkspaceRole;
  /** The viewer's right on the group's team, if they are on it. */
  groupTeamRight: Right | null;
}

export function groupRightOf(viewer: Viewer, group: Shared): Right | null {
  if (hasRoleAtLeast(viewer.role, 'ADMIN')) return 'EDIT';
  const open =
    hasRoleAtLeast(viewer.role, 'MEMBER') && group.privacy === 'OPEN' ? group.right : null;
  return effectiveRight(viewer.groupTeamRight, open);
}

export function projectRightOf(
  viewer: Viewer & { projectTeamRight: Right | null },
  group: Shared,
  project: Shared,
): Right | null {
  if (hasRoleAtLeast(viewer.role, 'ADMIN')) return 'EDIT';
  const seesGroup = groupRightOf(viewer, group) !== null;
  const open =
    hasRoleAtLeast(viewer.role, 'MEMBER') && seesGroup && project.privacy === 'OPEN'
      ? project.right
      : null;
  return effectiveRight(effectiveRight(viewer.projectTeamRight, viewer.groupTeamRight), open);
}

/** Rights on an item as the rest of the rules see them: none means not even visible. */
export function canView(right: Right | null): right is Right {
  return right !== null;
}

export function canEdit(right: Right | null): boolean {
  return right !== null && hasRightAtLeast(right, 'EDIT');
}

export function canInviteTo(right: Right | null): boolean {
  return right !== null && hasRightAtLeast(right, 'INVITE');
}

/** People with the invite right add others with at most their own right. */
export function canGrantRight(actorRight: Right | null, granted: Right): boolean {
  return (
    canInviteTo(actorRight) && actorRight !== null && rightLevel(granted) <= rightLevel(actorRight)
  );
}

/**
 * Restore an archived group, project or doc, from its menu or its archived banner: members who
 * can edit; guests cannot (SPEC.md section 6).
 */
export function canRestore(role: WorkspaceRole, right: Right | null): boolean {
  return hasRoleAtLeast(role, 'MEMBER') && canEdit(right);
}
