import { searchList } from '@hangar/contracts/search';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';

export const searchKeys = {
  list: (workspaceId: number) => ['workspaces', workspaceId, 'search'] as const,
};

/**
 * GET /search: everything the user may see in the workspace, filtered on the client. The modal
 * asks again at each opening (`refetchOnMount: 'always'`), never while it stays open.
 */
export function searchListQuery(workspaceId: number) {
  return queryOptions({
    queryKey: searchKeys.list(workspaceId),
    queryFn: ({ signal }) => apiCall('/search', searchList, { signal, workspaceId }),
    refetchOnWindowFocus: false,
  });
}
