import { canEdit, canInviteTo, canRestore, canView } from '../access';
import { hasRoleAtLeast, type Right, type WorkspaceRole } from '../roles';
import type { Abilities } from './abilities';

export const GROUP_ACTIONS = [
  'read',
  /** Name, privacy and default right. */
  'update',
  /** Add people, change their right, primary contact, remove them (each grant at most one's own right). */
  'addPeople',
  'archive',
  'restore',
  'delete',
  /** 'Add a project' (the web also hides it in the archived filter). */
  'createProject',
] as const;
export type GroupAction = (typeof GROUP_ACTIONS)[number];
export type GroupAbilities = Abilities<GroupAction>;

export interface GroupSubject {
  role: WorkspaceRole;
  /** The member's right on the group (`groupRightOf`); null when they cannot see it. */
  right: Right | null;
  archived: boolean;
}

/**
 * SPEC.md section 6: an archived group keeps its settings and team editable, but takes no new
 * project. Deleting needs edit (which implies invite) and the member role or higher.
 */
export function groupAbilities({ role, right, archived }: GroupSubject): GroupAbilities {
  return {
    read: canView(right),
    update: canEdit(right),
    addPeople: canInviteTo(right),
    archive: canEdit(right) && !archived,
    restore: archived && canRestore(role, right),
    delete: canEdit(right) && hasRoleAtLeast(role, 'MEMBER'),
    createProject: canEdit(right) && !archived,
  };
}
