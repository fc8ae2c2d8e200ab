import { canEdit, canInviteTo } from './access';
import { hasRoleAtLeast, rightLevel, type Right, type WorkspaceRole } from './roles';

/** Actions on groups and projects (SPEC.md section 6), for the server to enforce and the web to show. */

/** The plus button of the groups menu: members and above. */
export function canCreateGroup(role: WorkspaceRole): boolean {
  return hasRoleAtLeast(role, 'MEMBER');
}

/** Edit settings and archive (restoring also needs the member role: `canRestore`). */
export function canEditGroup(right: Right | null): boolean {
  return canEdit(right);
}

/** Add people. */
export function canAddPeopleToGroup(right: Right | null): boolean {
  return canInviteTo(right);
}

/** Delete needs edit, invite and a workspace role of member or higher. */
export function canDeleteGroup(role: WorkspaceRole, right: Right | null): boolean {
  return canEdit(right) && canInviteTo(right) && hasRoleAtLeast(role, 'MEMBER');
}

/** Add a project: edit on the group, and never from the archived filter. */
export function canAddProject(groupRight: Right | null, showingArchived: boolean): boolean {
  return canEdit(groupRight) && !showingArchived;
}

export function canEditProject(right: Right | null): boolean {
  return canEdit(right);
}

export function canAddPeopleToProject(right: Right | null): boolean {
  return canInviteTo(right);
}

/** Project deletion needs the owner role and the ability to edit the project. */
export function canDeleteProject(role: WorkspaceRole, right: Right | null): boolean {
  return role === 'OWNER' && canEdit(right);
}

/**
 * Restore an archived group, project or doc, from its menu or its archived banner: members who
 * can edit; guests cannot (SPEC.md section 6).
 */
export function canRestore(role: WorkspaceRole, right: Right | null): boolean {
  return hasRoleAtLeast(role, 'MEMBER') && canEdit(right);
}

/** People with the invite right add others with at most their own right. */
export function canGrantRight(actorRight: Right | null, granted: Right): boolean {
  return (
    canInviteTo(actorRight) && actorRight !== null && rightLevel(granted) <= rightLevel(actorRight)
  );
}

/** A doc is editable by those who can edit its project; a locked one not by guests. */
export function canEditDoc(
  role: WorkspaceRole,
  projectRight: Right | null,
  doc: { is_locked: boolean },
): boolean {
  return canEdit(projectRight) && (!doc.is_locked || hasRoleAtLeast(role, 'MEMBER'));
}

/** The doc menu's Delete: editors who are members or above. */
export function canDeleteDoc(
  role: WorkspaceRole,
  projectRight: Right | null,
  doc: { is_locked: boolean },
): boolean {
  return canEditDoc(role, projectRight, doc) && hasRoleAtLeast(role, 'MEMBER');
}
