import type { Group } from '@hangar/contracts/groups';
import {
  canAddPeopleToGroup,
  canAddProject,
  canDeleteGroup,
  canEditGroup,
  canRestore,
} from '@hangar/domain/policies';
import type { WorkspaceRole } from '@hangar/domain/roles';

/** Which controls of a group the user sees (SPEC.md section 6). */
export interface GroupControls {
  editSettings: boolean;
  addPeople: boolean;
  /** Archive an active group. */
  archive: boolean;
  /** Restore an archived group (its menu): members and above who can edit. */
  restore: boolean;
  delete: boolean;
  /** 'Add a project': never in the archived filter, nor in an archived group. */
  addProject: boolean;
  /** The restore action of the 'This group is archived' banner. */
  restoreFromBanner: boolean;
}

/**
 * The group's controls from the workspace role and the right the server computed
 * (`current_user_right`): the domain policies decide, this only wires them to the group's state.
 */
export function groupControls(
  role: WorkspaceRole,
  group: Pick<Group, 'current_user_right' | 'is_archived'>,
  { showingArchived = false }: { showingArchived?: boolean } = {},
): GroupControls {
  const right = group.current_user_right;
  const editable = canEditGroup(right);
  return {
    editSettings: editable,
    addPeople: canAddPeopleToGroup(right),
    archive: editable && !group.is_archived,
    restore: group.is_archived && canRestore(role, right),
    delete: canDeleteGroup(role, right),
    addProject: canAddProject(right, showingArchived) && !group.is_archived,
    restoreFromBanner: group.is_archived && canRestore(role, right),
  };
}
