import type { Log } from '@hangar/contracts/logs';
import type { QueryClient } from '@tanstack/react-query';
import { createItemLoader, MISSING_PROJECT_ID, requireNumericId } from '../../app/item-guards';
import { logQuery } from './queries';

const MISSING_LOG_ID = 'Missing log id';

/**
 * Loader of `/logs/{logid}` and its edit and send-notification pages: numeric ids (else the 404
 * page, 'Missing log id'), the workspace check, then the log, asked again at each visit. A log
 * of another project or workspace is the API's 404.
 */
export function createRequireLog(queryClient: QueryClient) {
  return createItemLoader(
    queryClient,
    (params) => ({
      logId: requireNumericId(params.logid, MISSING_LOG_ID),
      projectId: requireNumericId(params.projectid, MISSING_PROJECT_ID),
    }),
    (workspaceId, { projectId, logId }): Promise<Log> =>
      queryClient.fetchQuery({ ...logQuery(workspaceId, projectId, logId), staleTime: 0 }),
  );
}
