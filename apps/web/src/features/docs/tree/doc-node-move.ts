import type { DocNode } from '@hangar/contracts/docs';
import type { Project } from '@hangar/contracts/projects';
import { docAbilities } from '@hangar/domain/abilities/doc';
import type { WorkspaceRole } from '@hangar/domain/roles';

/**
 * Whether a page of the tree can be dragged elsewhere: its `move` ability. Tree nodes carry no
 * abilities (the tree stays small), so the domain's `docAbilities` judges the node's own states
 * (archived, locked) with the project's right and state and the caller's role.
 */
export function canMoveDocNode(
  role: WorkspaceRole,
  project: Pick<Project, 'current_user_right' | 'is_archived' | 'viewers_comment'>,
  node: Pick<DocNode, 'is_archived' | 'is_locked'>,
): boolean {
  return docAbilities({
    role,
    right: project.current_user_right,
    projectArchived: project.is_archived,
    archived: node.is_archived === true,
    locked: node.is_locked === true,
    viewersComment: project.viewers_comment,
  }).move;
}
