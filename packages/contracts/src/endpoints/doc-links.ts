import { docBacklinks, docLinkTargets, docLinksQuery } from '../doc-links';
import { endpoint } from '../endpoint';
import { docParams } from './path-params';

/** Links between docs (issue 39): what a page link shows, and a doc's "Linked from". */
export const docLinkEndpoints = {
  targets: endpoint({
    method: 'GET',
    path: '/doc-links',
    query: docLinksQuery,
    response: docLinkTargets,
    needs: 'member',
  }),
  backlinks: endpoint({
    method: 'GET',
    path: '/projects/:projectId/docs/:docId/backlinks',
    params: docParams,
    response: docBacklinks,
    needs: 'doc.read',
  }),
};
