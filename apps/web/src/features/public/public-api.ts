import { doc, docTree, type Doc, type DocNode } from '@hangar/contracts/docs';
import { importantLinks, type ImportantLinks } from '@hangar/contracts/important-links';
import { publicLogList, type PublicLog } from '@hangar/contracts/logs';
import { publicProject, type PublicProject } from '@hangar/contracts/public';
import {
  fullTextSearchResults,
  type FullTextSearchResults,
  type publicFullTextSearchQuery,
} from '@hangar/contracts/search';
import type { z } from 'zod';
import { apiCall } from '../../api/client';

/**
 * The public share API (docs/api.md "Public links"): the token in the path, no workspace header
 * and no bearer token, so a visitor's calls never carry a signed-in user's identity.
 */
const anonymous = { withoutWorkspace: true, accessToken: null } as const;
const publicPath = (token: string, rest: string) => `/public/${encodeURIComponent(token)}${rest}`;

export function fetchPublicProject(token: string, signal?: AbortSignal): Promise<PublicProject> {
  return apiCall(publicPath(token, '/project'), publicProject, { ...anonymous, signal });
}

export function fetchPublicDocs(token: string, signal?: AbortSignal): Promise<DocNode[]> {
  return apiCall(publicPath(token, '/docs'), docTree, { ...anonymous, signal });
}

export function fetchPublicDoc(token: string, docId: number, signal?: AbortSignal): Promise<Doc> {
  return apiCall(publicPath(token, `/docs/${docId}`), doc, { ...anonymous, signal });
}

export function fetchPublicLogs(token: string, signal?: AbortSignal): Promise<PublicLog[]> {
  return apiCall(publicPath(token, '/logs'), publicLogList, { ...anonymous, signal });
}

export function fetchPublicLinks(token: string, signal?: AbortSignal): Promise<ImportantLinks> {
  return apiCall(publicPath(token, '/important-links'), importantLinks, { ...anonymous, signal });
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
  return apiCall(publicPath(token, '/search/full-text'), fullTextSearchResults, {
    ...anonymous,
    query: { ...params },
    signal,
  });
}
