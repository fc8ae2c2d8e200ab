import type { Doc } from '@hangar/contracts/docs';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { createItemLoader, MISSING_PROJECT_ID, requireNumericId } from '../../app/item-guards';
import { docQuery } from './queries';

export const MISSING_DOC_ID = 'Missing doc id';

/**
 * Loader of `/doc/{docid}` and its print view: numeric ids (else the 404 page, 'Missing doc
 * id'), the workspace check, then the doc with its saved content, asked again at each visit.
 * Without a network, a doc seen before in this tab still opens (its content is kept).
 */
export function createRequireDoc(queryClient: QueryClient) {
  return createItemLoader(
    queryClient,
    (params) => ({
      docId: requireNumericId(params.docid, MISSING_DOC_ID),
      projectId: requireNumericId(params.projectid, MISSING_PROJECT_ID),
    }),
    async (workspaceId, { projectId, docId }): Promise<Doc> => {
      const query = docQuery(workspaceId, projectId, docId);
      try {
        return await queryClient.fetchQuery({ ...query, staleTime: 0 });
      } catch (error) {
        const cached = queryClient.getQueryData(query.queryKey);
        if (cached && isApiError(error) && error.isNetworkFailure) return cached;
        throw error;
      }
    },
  );
}
