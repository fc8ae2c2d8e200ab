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

export function publicProjectQuery(token: string) {
  return queryOptions({
    queryKey: publicKeys.project(token),
    queryFn: ({ signal }) => fetchPublicProject(token, signal),
  });
}

export function publicDocsQuery(token: string) {
  return queryOptions({
    queryKey: publicKeys.docs(token),
    queryFn: ({ signal }) => fetchPublicDocs(token, signal),
  });
}

export function publicDocQuery(token: string, docId: number) {
  return queryOptions({
    queryKey: publicKeys.doc(token, docId),
    queryFn: ({ signal }) => fetchPublicDoc(token, docId, signal),
  });
}

export function publicLogsQuery(token: string) {
  return queryOptions({
    queryKey: publicKeys.logs(token),
    queryFn: ({ signal }) => fetchPublicLogs(token, signal),
  });
}

export function publicLinksQuery(token: string) {
  return queryOptions({
    queryKey: publicKeys.links(token),
    queryFn: ({ signal }) => fetchPublicLinks(token, signal),
  });
}

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
