import { publicEndpoints } from '@hangar/contracts/endpoints/public';
import { logEndpoints } from '@hangar/contracts/endpoints/logs';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../../../api/endpoint-call';
import { publicKeys } from '../../../../public/queries';
import { logKeys } from '../../../../logs/queries';

/**
 * The latest logs of a view. Its key sits under the project's list of logs, so the logs' live
 * events (a log added, edited, archived, deleted, here or in another tab) reload it as they
 * reload the logs page.
 */
export function latestLogsQuery(workspaceId: number, projectId: number, limit: number) {
  return queryOptions({
    queryKey: [...logKeys.project(workspaceId, projectId), 'list', 'latest', limit] as const,
    queryFn: ({ signal }) =>
      callEndpoint(logEndpoints.list, {
        params: { id: projectId },
        query: { only: 'active', limit },
        signal,
        workspaceId,
      }),
  });
}

/** The latest logs a project's share link shows (no workspace, no user: as a visitor). */
export function publicLatestLogsQuery(token: string, limit: number) {
  return queryOptions({
    queryKey: [...publicKeys.logs(token), 'latest', limit] as const,
    queryFn: ({ signal }) =>
      callEndpoint(publicEndpoints.logs, {
        params: { token },
        query: { limit },
        signal,
        withoutWorkspace: true,
        accessToken: null,
      }),
  });
}
