import { endpoint } from '../endpoint';
import { fullTextSearchQuery, fullTextSearchResults, searchList } from '../search';

/** Search in a workspace: everything one may see (filtered on the client), and full text. */
export const searchEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/search',
    response: searchList,
    needs: 'member',
  }),
  fullText: endpoint({
    method: 'GET',
    path: '/search/full-text',
    query: fullTextSearchQuery,
    response: fullTextSearchResults,
    needs: 'member',
  }),
};
