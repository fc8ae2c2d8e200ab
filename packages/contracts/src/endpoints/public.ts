import { z } from 'zod';
import { docLinksQuery, docLinkTargets } from '../doc-links';
import { doc, docTree } from '../docs';
import { endpoint } from '../endpoint';
import { numericId } from '../http';
import { importantLinks } from '../important-links';
import { publicLogList, publicLogsQuery } from '../logs';
import { publicProject, publicToken } from '../public';
import { fullTextSearchResults, publicFullTextSearchQuery } from '../search';

const tokenParams = z.object({ token: publicToken });

/** Read-only calls of share links (SPEC.md section 7): the token in the path, no sign-in. */
export const publicEndpoints = {
  /** Paged like the project's logs: `Link: <...>; rel="next"` while more follow. */
  logs: endpoint({
    method: 'GET',
    path: '/public/:token/logs',
    params: tokenParams,
    query: publicLogsQuery,
    response: publicLogList,
    needs: 'share-link',
  }),
  importantLinks: endpoint({
    method: 'GET',
    path: '/public/:token/important-links',
    params: tokenParams,
    response: importantLinks,
    needs: 'share-link',
  }),
  project: endpoint({
    method: 'GET',
    path: '/public/:token/project',
    params: tokenParams,
    response: publicProject,
    needs: 'share-link',
  }),
  docs: endpoint({
    method: 'GET',
    path: '/public/:token/docs',
    params: tokenParams,
    response: docTree,
    needs: 'share-link',
  }),
  /** The titles of the linked docs the share link opens. */
  docLinks: endpoint({
    method: 'GET',
    path: '/public/:token/doc-links',
    params: tokenParams,
    query: docLinksQuery,
    response: docLinkTargets,
    needs: 'share-link',
  }),
  search: endpoint({
    method: 'GET',
    path: '/public/:token/search/full-text',
    params: tokenParams,
    query: publicFullTextSearchQuery,
    response: fullTextSearchResults,
    needs: 'share-link',
  }),
  doc: endpoint({
    method: 'GET',
    path: '/public/:token/docs/:docId',
    params: tokenParams.extend({ docId: numericId }),
    response: doc,
    needs: 'share-link',
  }),
};
