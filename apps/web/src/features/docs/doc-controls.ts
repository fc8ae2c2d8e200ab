import type { Doc } from '@hangar/contracts/docs';
import type { Project } from '@hangar/contracts/projects';
import { canDeleteDoc, canEditDoc, canRestore } from '@hangar/domain/policies';
import { hasRoleAtLeast, type Right, type WorkspaceRole } from '@hangar/domain/roles';

/** Which controls of a doc the user sees (SPEC.md sections 2 "Doc action menu", 5 and 6). */
export interface DocControls {
  /** The content, the name and the emoji can be changed (live editing is not read-only). */
  edit: boolean;
  /** The doc action menu shows; its actions follow. */
  menu: boolean;
  duplicate: boolean;
  template: boolean;
  share: boolean;
  export: boolean;
  archive: boolean;
  restore: boolean;
  /** Lock and unlock: members and above. */
  lock: boolean;
  /** Members and above who can edit it. */
  delete: boolean;
  /** The restore action of the 'This documentation is archived' banner. */
  restoreFromBanner: boolean;
}

/**
 * The doc's controls from the workspace role, the project's right the server computed and the
 * states: the domain policies decide (`canEditDoc`: editors, and a locked doc not for guests);
 * an archived doc is read-only until restored, and an archived project keeps everything still.
 */
export function docControls(
  role: WorkspaceRole,
  project: Pick<Project, 'current_user_right' | 'is_archived'>,
  doc: Pick<Doc, 'is_locked' | 'is_archived'>,
): DocControls {
  const right: Right | null = project.current_user_right;
  const editor = canEditDoc(role, right, doc) && !project.is_archived;
  const active = !doc.is_archived;
  return {
    edit: editor && active,
    menu: editor,
    duplicate: editor,
    template: editor && active,
    share: editor && active,
    export: editor,
    archive: editor && active,
    restore: editor && !active && canRestore(role, right),
    lock: editor && active && hasRoleAtLeast(role, 'MEMBER'),
    delete: editor && canDeleteDoc(role, right, doc),
    restoreFromBanner: !active && !project.is_archived && canRestore(role, right),
  };
}
