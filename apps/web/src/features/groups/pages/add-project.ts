import type { Group } from '@hangar/contracts/groups';

/**
 * 'Add a project' on a group's page: the group's `createProject` ability, never while the page
 * lists its archived projects.
 */
export function showsAddProject(
  group: Pick<Group, 'abilities'>,
  showingArchived: boolean,
): boolean {
  return group.abilities.createProject && !showingArchived;
}
