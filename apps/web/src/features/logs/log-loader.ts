import type { Log } from '@hangar/contracts/logs';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { MISSING_PROJECT_ID, requireNumericId } from '../../app/item-guards';
import { workspaceAccessOf } from '../../app/workspace-guards';
import { logQuery } from './queries';

const MISSING_LOG_ID = 'Missing log id';

/**
 * Loader of `/logs/{logid}` and its edit and send-notification pages: numeric ids (else the 404
 * page, 'Missing log id'), the workspace check, then the log, asked again at each visit. A log
 * of another project or workspace is the API's 404.
 */
export function createRequireLog(queryClient: QueryClient) {
  const access = workspaceAccessOf(queryClient);
  return async (args: LoaderFunctionArgs): Promise<Log> => {
    const logId = requireNumericId(args.params.logid, MISSING_LOG_ID);
    const projectId = requireNumericId(args.params.projectid, MISSING_PROJECT_ID);
    const { workspaceId } = await access(args);
    return queryClient.fetchQuery({ ...logQuery(workspaceId, projectId, logId), staleTime: 0 });
  };
}
