import { canEdit, canRestore, canView } from '../access';
import { hasRoleAtLeast, type Right, type WorkspaceRole } from '../roles';
import type { Abilities } from './abilities';

export const DOC_ACTIONS = [
  'read',
  /** Content (live editing), name, emoji; applying a template. */
  'edit',
  /** The doc action menu shows. */
  'menu',
  /** The menu's Duplicate; the server judges the target project's `create`. */
  'duplicate',
  /** The menu's Export (reading it through the API only needs `read`). */
  'export',
  /** Use as template, or stop. */
  'template',
  /** Turn the public link on. */
  'share',
  /** Turn the public link off, or read it: allowed on archived docs and projects too. */
  'unshare',
  'archive',
  'restore',
  /** Lock and unlock: members and above. */
  'lock',
  'delete',
  /** Drag it elsewhere in the tree. */
  'move',
  /** Its page history: the versions and what changed (never through a public link). */
  'history',
  /** Bring back one of its versions, as a new change of the live doc. */
  'restoreVersion',
  /** Start a comment thread, reply, resolve and reopen threads. */
  'comment',
  /** Delete anyone's comments and threads: owners and admins. */
  'moderateComments',
] as const;
export type DocAction = (typeof DOC_ACTIONS)[number];
export type DocAbilities = Abilities<DocAction>;

export interface DocSubject {
  role: WorkspaceRole;
  /** The member's right on the doc's project; null when they cannot see it. */
  right: Right | null;
  projectArchived: boolean;
  archived: boolean;
  locked: boolean;
  /** The project lets the people who only view it comment too. */
  viewersComment: boolean;
}

/**
 * Editors of the project change its docs, a locked doc only members and above. A doc of an
 * archived project is read-only, its menu hidden; an archived doc can only be restored, deleted
 * or unshared until restored (docs/decisions.md, "Archived docs and logs are read-only").
 * Comments (issue 21) are for editors, also of a locked doc, and for viewers where the project
 * allows it; owners and admins moderate them.
 */
export function docAbilities(subject: DocSubject): DocAbilities {
  const { role, right, projectArchived, archived, locked, viewersComment } = subject;
  const member = hasRoleAtLeast(role, 'MEMBER');
  const editor = canEdit(right) && (!locked || member);
  const live = editor && !projectArchived;
  const edit = live && !archived;
  return {
    read: canView(right),
    edit,
    menu: live,
    duplicate: live,
    export: live,
    template: edit,
    share: edit,
    unshare: editor,
    archive: edit,
    restore: live && archived && canRestore(role, right),
    lock: edit && member,
    delete: live && member,
    move: edit,
    history: canView(right),
    restoreVersion: edit,
    comment:
      !projectArchived && !archived && (canEdit(right) || (viewersComment && canView(right))),
    moderateComments: canView(right) && hasRoleAtLeast(role, 'ADMIN'),
  };
}
