import type { Group } from '@hangar/contracts/groups';

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
 * The group's controls from the `abilities` the server computed with @hangar/domain; this only
 * names them for the pages, and hides 'Add a project' in the archived filter.
 */
export function groupControls(
  group: Pick<Group, 'abilities'>,
  { showingArchived = false }: { showingArchived?: boolean } = {},
): GroupControls {
  const { abilities } = group;
  return {
    editSettings: abilities.update,
    addPeople: abilities.addPeople,
    archive: abilities.archive,
    restore: abilities.restore,
    delete: abilities.delete,
    addProject: abilities.createProject && !showingArchived,
    restoreFromBanner: abilities.restore,
  };
}
