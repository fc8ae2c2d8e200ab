import { canEdit, canInviteTo, canRestore, canView } from '../access';
import type { Right, WorkspaceRole } from '../roles';
import type { Abilities } from './abilities';

export const PROJECT_ACTIONS = [
  'read',
  /** Name, emoji, privacy, default right, group; reading the share token. */
  'update',
  /** Turn the public link on. */
  'share',
  /** Turn the public link off: allowed on an archived project too. */
  'unshare',
  'archive',
  'restore',
  'delete',
  /** Add people, change their right, primary contact, remove them. */
  'addPeople',
  /** 'New log', 'New important document', 'New documentation page'. */
  'create',
  /** Change what is in it: logs, important links, planning, the order of its docs. */
  'editContent',
] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];
export type ProjectAbilities = Abilities<ProjectAction>;

export interface ProjectSubject {
  role: WorkspaceRole;
  /** The member's right on the project (`projectRightOf`); null when they cannot see it. */
  right: Right | null;
  archived: boolean;
}

/**
 * An archived project is read-only until restored; its settings and team stay editable. Only an
 * owner who can edit it deletes it.
 */
export function projectAbilities({ role, right, archived }: ProjectSubject): ProjectAbilities {
  const editor = canEdit(right);
  return {
    read: canView(right),
    update: editor,
    share: editor && !archived,
    unshare: editor,
    archive: editor && !archived,
    restore: archived && canRestore(role, right),
    delete: role === 'OWNER' && editor,
    addPeople: canInviteTo(right),
    create: editor && !archived,
    editContent: editor && !archived,
  };
}
