import {
  docActivity,
  docActivityQuery,
  docVersion,
  docVersionContent,
  docVersions,
  docVersionsQuery,
} from '../doc-history';
import { endpoint } from '../endpoint';
import { numericId } from '../http';
import { projectIdParams, docParams } from './path-params';

const versionParams = docParams.extend({ versionId: numericId });

/** Page history: a doc's versions, one with what changed, its restore; a project's doc activity. */
export const docHistoryEndpoints = {
  /** With `limit`, a page, and a `Link: rel="next"` header while more follow. */
  versions: endpoint({
    method: 'GET',
    path: '/projects/:projectId/docs/:docId/versions',
    params: docParams,
    query: docVersionsQuery,
    response: docVersions,
    needs: 'doc.history',
  }),
  version: endpoint({
    method: 'GET',
    path: '/projects/:projectId/docs/:docId/versions/:versionId',
    params: versionParams,
    response: docVersionContent,
    needs: 'doc.history',
  }),
  restoreVersion: endpoint({
    method: 'POST',
    path: '/projects/:projectId/docs/:docId/versions/:versionId/restore',
    params: versionParams,
    response: docVersion,
    needs: 'doc.restoreVersion',
  }),
  activity: endpoint({
    method: 'GET',
    path: '/projects/:projectId/doc-activity',
    params: projectIdParams,
    query: docActivityQuery,
    response: docActivity,
    needs: 'project.read',
  }),
};
