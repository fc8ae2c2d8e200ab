import {
  createDocInput,
  deleteDocResponse,
  doc,
  docTree,
  docsQuery,
  duplicateDocInput,
  moveDocInput,
  templateGroups,
  updateDocInput,
} from '../docs';
import { endpoint } from '../endpoint';
import { numericId } from '../http';
import { shareInput, shareState } from '../projects';
import { archivingEndpoints } from './item-endpoints';
import { projectIdParams, docParams } from './path-params';

/** The docs of a project: tree, content, moves, toggles, duplicates, templates, share link. */
export const docEndpoints = {
  tree: endpoint({
    method: 'GET',
    path: '/projects/:projectId/docs',
    params: projectIdParams,
    query: docsQuery,
    response: docTree,
    needs: 'project.read',
  }),
  create: endpoint({
    method: 'POST',
    path: '/projects/:projectId/docs',
    params: projectIdParams,
    body: createDocInput,
    status: 201,
    response: doc,
    needs: 'project.create',
  }),
  move: endpoint({
    method: 'PUT',
    path: '/projects/:projectId/docs/move',
    params: projectIdParams,
    body: moveDocInput,
    response: docTree,
    needs: 'project.editContent, doc.move',
  }),
  read: endpoint({
    method: 'GET',
    path: '/projects/:projectId/docs/:docId',
    params: docParams,
    response: doc,
    needs: 'doc.read',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/projects/:projectId/docs/:docId',
    params: docParams,
    body: updateDocInput,
    response: doc,
    needs: 'doc.edit (doc.lock to lock)',
  }),
  ...archivingEndpoints(
    { path: '/projects/:projectId/docs/:docId', item: 'doc' },
    { params: docParams },
  ),
  remove: endpoint({
    method: 'DELETE',
    path: '/projects/:projectId/docs/:docId',
    params: docParams,
    response: deleteDocResponse,
    needs: 'doc.delete',
  }),
  duplicate: endpoint({
    method: 'POST',
    path: '/projects/:projectId/docs/:docId/duplicate',
    params: docParams,
    body: duplicateDocInput,
    status: 201,
    response: doc,
    needs: 'doc.read, project.create on the target project',
  }),
  templates: endpoint({
    method: 'GET',
    path: '/docs/templates',
    response: templateGroups,
    needs: 'member',
  }),
  useTemplate: endpoint({
    method: 'PUT',
    path: '/projects/:projectId/docs/:docId/use-template/:templateId',
    params: docParams.extend({ templateId: numericId }),
    response: doc,
    needs: 'doc.edit',
  }),
  shareState: endpoint({
    method: 'GET',
    path: '/projects/:projectId/docs/:docId/share',
    params: docParams,
    response: shareState,
    needs: 'doc.unshare',
  }),
  share: endpoint({
    method: 'PUT',
    path: '/projects/:projectId/docs/:docId/share',
    params: docParams,
    body: shareInput,
    response: shareState,
    needs: 'doc.share to turn it on, doc.unshare to turn it off',
  }),
};
