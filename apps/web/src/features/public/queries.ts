import { queryOptions } from '@tanstack/react-query';
import {
  fetchPublicDoc,
  fetchPublicDocs,
  fetchPublicLinks,
  fetchPublicLogs,
  fetchPublicProject,
  fetchPublicSearch,
  type PublicSearchParams,
} from './public-api';
import { keyedQuery } from '../../api/keyed-query';

/** Everything a share link shows sits under ['public', token]: nothing mixes with a workspace. */
export const publicKeys = {
  all: (token: string) => ['public', token] as const,
  project: (token: string) => ['public', token, 'project'] as const,
  docs: (token: string) => ['public', token, 'docs'] as const,
  doc: (token: string, docId: number) => ['public', token, 'doc', docId] as const,
  logs: (token: string) => ['public', token, 'logs'] as const,
  links: (token: string) => ['public', token, 'links'] as const,
  search: (token: string, params: PublicSearchParams) =>
    ['public', token, 'search', params] as const,
};

export const publicProjectQuery = keyedQuery(publicKeys.project, fetchPublicProject);

export const publicDocsQuery = keyedQuery(publicKeys.docs, fetchPublicDocs);

export const publicDocQuery = keyedQuery(publicKeys.doc, fetchPublicDoc);

export const publicLogsQuery = keyedQuery(publicKeys.logs, fetchPublicLogs);

export const publicLinksQuery = keyedQuery(publicKeys.links, fetchPublicLinks);

/**
 * The link's search: a request superseded by the next query is cancelled (`signal`); a failure
 * is shown at once, not retried (the next keystroke asks again).
 */
export function publicSearchQuery(token: string, params: PublicSearchParams) {
  return queryOptions({
    queryKey: publicKeys.search(token, params),
    queryFn: ({ signal }) => fetchPublicSearch(token, params, signal),
    refetchOnWindowFocus: false,
    retry: false,
  });
}
