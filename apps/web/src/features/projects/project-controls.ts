import type { Project } from '@hangar/contracts/projects';
import {
  canAddPeopleToProject,
  canCreateInProject,
  canDeleteProject,
  canEditProject,
  canRestore,
} from '@hangar/domain/policies';
import type { WorkspaceRole } from '@hangar/domain/roles';

/** Which controls of a project the user sees (SPEC.md sections 2 "Project layout" and 6). */
export interface ProjectControls {
  editSettings: boolean;
  share: boolean;
  archive: boolean;
  restore: boolean;
  delete: boolean;
  addPeople: boolean;
  /** 'New log', 'New important document', 'New documentation page'. */
  create: boolean;
  /** The restore action of the 'This project is archived' banner. */
  restoreFromBanner: boolean;
}

/**
 * The project's controls from the workspace role and the right the server computed
 * (`current_user_right`): the domain policies decide, this only wires them to the project's state.
 * An archived project is read-only until restored: no sharing, nothing new in it.
 */
export function projectControls(
  role: WorkspaceRole,
  project: Pick<Project, 'current_user_right' | 'is_archived'>,
): ProjectControls {
  const right = project.current_user_right;
  const editable = canEditProject(right);
  const active = !project.is_archived;
  return {
    editSettings: editable,
    share: editable && active,
    archive: editable && active,
    restore: !active && canRestore(role, right),
    delete: canDeleteProject(role, right),
    addPeople: canAddPeopleToProject(right),
    create: canCreateInProject(right) && active,
    restoreFromBanner: !active && canRestore(role, right),
  };
}
