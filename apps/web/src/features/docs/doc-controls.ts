import type { Doc, DocNode } from '@hangar/contracts/docs';
import type { Project } from '@hangar/contracts/projects';
import { docAbilities } from '@hangar/domain/abilities/doc';
import type { WorkspaceRole } from '@hangar/domain/roles';

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
 * The doc's controls from the `abilities` the server computed with @hangar/domain: editors, a
 * locked doc not for guests; an archived doc is read-only until restored, and an archived
 * project keeps everything still.
 */
export function docControls(doc: Pick<Doc, 'abilities'>): DocControls {
  const { abilities } = doc;
  return {
    edit: abilities.edit,
    menu: abilities.menu,
    duplicate: abilities.duplicate,
    template: abilities.template,
    share: abilities.share,
    export: abilities.export,
    archive: abilities.archive,
    restore: abilities.restore,
    lock: abilities.lock,
    delete: abilities.delete,
    restoreFromBanner: abilities.restore,
  };
}

/**
 * Whether a page of the tree can be dragged elsewhere: its `move` ability. Tree nodes carry no
 * abilities (the tree stays small), so they are computed from the project the tree belongs to.
 */
export function canMoveDocNode(
  role: WorkspaceRole,
  project: Pick<Project, 'current_user_right' | 'is_archived'>,
  node: Pick<DocNode, 'is_archived' | 'is_locked'>,
): boolean {
  return docAbilities({
    role,
    right: project.current_user_right,
    projectArchived: project.is_archived,
    archived: node.is_archived === true,
    locked: node.is_locked === true,
    viewersComment: false, // moving does not depend on who may comment
  }).move;
}
