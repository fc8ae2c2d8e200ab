import type { Doc, DocNode } from '@hangar/contracts/docs';
import { publicEndpoints } from '@hangar/contracts/endpoints/public';
import type { ImportantLinks } from '@hangar/contracts/important-links';
import type { PublicLog } from '@hangar/contracts/logs';
import type { PublicProject } from '@hangar/contracts/public';
import type { FullTextSearchResults, publicFullTextSearchQuery } from '@hangar/contracts/search';
import type { z } from 'zod';
import { callEndpoint } from '../../api/endpoint-call';

/**
 * The public share API (docs/api.md "Public links"): the token in the path, no workspace header
 * and no bearer token, so a visitor's calls never carry a signed-in user's identity.
 */
const anonymous = { withoutWorkspace: true, accessToken: null } as const;

export function fetchPublicProject(token: string, signal?: AbortSignal): Promise<PublicProject> {
  return callEndpoint(publicEndpoints.project, { params: { token }, ...anonymous, signal });
}

export function fetchPublicDocs(token: string, signal?: AbortSignal): Promise<DocNode[]> {
  return callEndpoint(publicEndpoints.docs, { params: { token }, ...anonymous, signal });
}

export function fetchPublicDoc(token: string, docId: number, signal?: AbortSignal): Promise<Doc> {
  return callEndpoint(publicEndpoints.doc, { params: { token, docId }, ...anonymous, signal });
}

export function fetchPublicLogs(token: string, signal?: AbortSignal): Promise<PublicLog[]> {
  return callEndpoint(publicEndpoints.logs, {
    params: { token },
    query: {},
    ...anonymous,
    signal,
  });
}

export function fetchPublicLinks(token: string, signal?: AbortSignal): Promise<ImportantLinks> {
  return callEndpoint(publicEndpoints.importantLinks, {
    params: { token },
    ...anonymous,
    signal,
  });
}

/**
 * What a visitor asks GET /public/{token}/search/full-text (`publicFullTextSearchQuery`): the
 * query, a kind, a page. The contract's input type leaves the coerced numbers `unknown`, so they
 * come from its output; parameters left undefined are not sent.
 */
export type PublicSearchParams = Pick<z.input<typeof publicFullTextSearchQuery>, 'q' | 'kind'> &
  Partial<Pick<z.output<typeof publicFullTextSearchQuery>, 'limit' | 'offset'>>;

/** The docs and logs the link shows (never archived ones) whose title or body match, best first. */
export function fetchPublicSearch(
  token: string,
  params: PublicSearchParams,
  signal?: AbortSignal,
): Promise<FullTextSearchResults> {
  const { limit, offset, ...words } = params;
  return callEndpoint(publicEndpoints.search, {
    params: { token },
    // The query travels as text: the numbers go as the strings the contract coerces back.
    query: { ...words, limit: limit, offset: offset },
    ...anonymous,
    signal,
  });
}
