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

/** A GET of the share link's token, `query` if any besides. */
function shareLinkRead<
  const Path extends `/public/:token/${string}`,
  const Spec extends { response: z.ZodType; query?: z.ZodType },
>({ path, ...spec }: { path: Path } & Spec) {
  return endpoint({ method: 'GET', path, params: tokenParams, ...spec, needs: 'share-link' });
}

/** Read-only calls of share links (SPEC.md section 7): the token in the path, no sign-in. */
export const publicEndpoints = {
  /** Paged like the project's logs: `Link: <...>; rel="next"` while more follow. */
  logs: shareLinkRead({
    path: '/public/:token/logs',
    query: publicLogsQuery,
    response: publicLogList,
  }),
  importantLinks: shareLinkRead({
    path: '/public/:token/important-links',
    response: importantLinks,
  }),
  project: shareLinkRead({ path: '/public/:token/project', response: publicProject }),
  docs: shareLinkRead({ path: '/public/:token/docs', response: docTree }),
  /** The titles of the linked docs the share link opens. */
  docLinks: shareLinkRead({
    path: '/public/:token/doc-links',
    query: docLinksQuery,
    response: docLinkTargets,
  }),
  search: shareLinkRead({
    path: '/public/:token/search/full-text',
    query: publicFullTextSearchQuery,
    response: fullTextSearchResults,
  }),
  doc: endpoint({
    method: 'GET',
    path: '/public/:token/docs/:docId',
    params: tokenParams.extend({ docId: numericId }),
    response: doc,
    needs: 'share-link',
  }),
};
