import { docAbilities, type DocAbilities } from '@hangar/domain/abilities/doc';
import { groupAbilities, type GroupAbilities } from '@hangar/domain/abilities/group';
import type { Right, WorkspaceRole } from '@hangar/domain/roles';

/** Items with the `abilities` the server would send for this role, right and state. */
interface ProjectState {
  current_user_right: Right;
  is_archived: boolean;
  viewers_comment?: boolean;
}

export function groupWith(
  role: WorkspaceRole,
  right: Right,
  archived = false,
): { abilities: GroupAbilities } {
  return { abilities: groupAbilities({ role, right, archived }) };
}

export function docWith(
  role: WorkspaceRole,
  project: ProjectState,
  doc: { is_locked: boolean; is_archived: boolean },
): { abilities: DocAbilities } {
  const subject = {
    role,
    right: project.current_user_right,
    projectArchived: project.is_archived,
    archived: doc.is_archived,
    locked: doc.is_locked,
    viewersComment: project.viewers_comment === true,
  };
  return { abilities: docAbilities(subject) };
}
