import { projectList } from '@hangar/contracts/projects';
import { WORKSPACE_HOME_LAST_PROJECTS } from '@hangar/domain/constants';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';

export const projectKeys = {
  all: (workspaceId: number) => ['workspaces', workspaceId, 'projects'] as const,
  latest: (workspaceId: number) => ['workspaces', workspaceId, 'projects', 'latest'] as const,
};

/** The workspace home's latest projects (GET /projects?limit=6), newest first. */
export function latestProjectsQuery(workspaceId: number) {
  return queryOptions({
    queryKey: projectKeys.latest(workspaceId),
    queryFn: ({ signal }) =>
      apiCall('/projects', projectList, {
        query: { limit: WORKSPACE_HOME_LAST_PROJECTS },
        signal,
        workspaceId,
      }),
  });
}
