import type { Database } from '../../db/client';
import { loadViewer } from './groups.access';
import { listGroups } from './groups.repository';
import { listProjects } from './groups-projects.repository';
import type { MemberCall } from '../workspaces/workspaces.access';

/** The groups and projects of the workspace the caller may see, and where each project is. */
export async function visibleItems(db: Database, { caller }: MemberCall) {
  const [groups, projects, viewer] = await Promise.all([
    listGroups(db, caller.workspaceId),
    listProjects(db, caller.workspaceId),
    loadViewer(db, caller),
  ]);
  const visibleGroups = groups.filter((group) => viewer.groupRight(group) !== null);
  // All groups: a guest sees the projects they were added to, not their groups.
  const groupsById = new Map(groups.map((group) => [group.id, group]));
  const visibleProjects = projects.filter((project) => {
    const group = groupsById.get(project.groupId);
    return group && viewer.projectRight(group, project) !== null;
  });
  const projectsById = new Map(visibleProjects.map((project) => [project.id, project]));
  return {
    allProjects: projects,
    visibleGroups,
    visibleProjects,
    groupsById,
    projectsById,
    /** [group, project]: the names above an item of that project. */
    locationOf(projectId: number): string[] {
      const project = projectsById.get(projectId);
      return [groupsById.get(project?.groupId ?? 0)?.name ?? '', project?.name ?? ''];
    },
  };
}
