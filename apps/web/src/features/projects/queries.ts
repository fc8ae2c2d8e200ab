import { WORKSPACE_HOME_LAST_PROJECTS } from '@hangar/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  fetchProject,
  fetchProjects,
  fetchProjectTeam,
  type ProjectListOptions,
} from './projects-api';
import { useRouteId } from '../../api/live-screen';
import { keyedInvalidation, keyedQuery } from '../../api/keyed-query';

/** Everything about the projects of a workspace sits under ['workspaces', id, 'projects']. */
export const projectKeys = {
  all: (workspaceId: number) => ['workspaces', workspaceId, 'projects'] as const,
  latest: (workspaceId: number) => ['workspaces', workspaceId, 'projects', 'latest'] as const,
  list: (workspaceId: number, options: ProjectListOptions) =>
    [
      'workspaces',
      workspaceId,
      'projects',
      'list',
      options.groupId ?? null,
      options.only ?? 'active',
      options.limit ?? null,
    ] as const,
  detail: (workspaceId: number, projectId: number) =>
    ['workspaces', workspaceId, 'projects', 'detail', projectId] as const,
  team: (workspaceId: number, projectId: number) =>
    ['workspaces', workspaceId, 'projects', 'team', projectId] as const,
};

/** The workspace home's latest projects (GET /projects?limit=6), newest first. */
export function latestProjectsQuery(workspaceId: number) {
  return queryOptions({
    queryKey: projectKeys.latest(workspaceId),
    queryFn: ({ signal }) =>
      fetchProjects(workspaceId, { limit: WORKSPACE_HOME_LAST_PROJECTS }, signal),
  });
}

/** Projects of the workspace or of a group, by state, newest `last_update` first. */
export const projectsQuery = keyedQuery(projectKeys.list, fetchProjects);

/** One project as the user sees it: its `abilities` decide what the user may do with it. */
export const projectQuery = keyedQuery(projectKeys.detail, fetchProject);

export const projectTeamQuery = keyedQuery(projectKeys.team, fetchProjectTeam);

/** The project id of the route (`.../project/:projectid`), which its loader checked. */
export function useProjectId(): number {
  return useRouteId('projectid');
}

/** The project of the route (its loader fetched it before the page rendered). */
export function useProject(workspaceId: number, projectId: number) {
  return useQuery(projectQuery(workspaceId, projectId)).data;
}

/** After a change to projects (here or live): every project list and detail reloads. */
export const invalidateProjects = keyedInvalidation(projectKeys.all);
