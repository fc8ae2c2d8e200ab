import { strayAnchor } from '../comment-anchors';
import type { Recipe, Recipes } from './tenancy-recipes';
import { doc, imageForm, item, self, workspace } from './tenancy-recipes';

type Params = Recipe['params'];
const inProject: Params = (v) => ({ projectId: v.projectId });
const version: Params = (v) => ({ projectId: v.projectId, docId: v.docId, versionId: v.versionId });
const thread: Params = (v) => ({ projectId: v.projectId, docId: v.docId, threadId: v.threadId });
const comment: Params = (v) => ({
  projectId: v.projectId,
  docId: v.docId,
  threadId: v.threadId,
  commentId: v.commentId,
});
const sweepComment = () => ({
  client_request_id: '5b0e1bd1-7a44-4c1e-9a3b-2a4d1f0c9e12',
  body: 'Eve was here',
  mentions: [],
});

function markdownForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob(['# Eve was here\n\nText'], { type: 'text/markdown' }), 'eve.md');
  return form;
}

/** Recipes of the routes of docs: files, imports, versions, comments, links and search. */
export const DOC_RECIPES: Recipes = {
  'GET /api/projects/:projectId/docs': item(inProject),
  'POST /api/projects/:projectId/docs': item(inProject, () => ({ parent_path: '' })),
  'PUT /api/projects/:projectId/docs/move': item(inProject, (v) => ({
    from_path: String(v.templateId),
    to_path: String(v.docId),
    area: 'inside',
  })),
  'GET /api/projects/:projectId/docs/:docId': item(doc),
  'PUT /api/projects/:projectId/docs/:docId': item(doc, () => ({ name: 'Taken over' })),
  'PUT /api/projects/:projectId/docs/:docId/archive': item(doc),
  'PUT /api/projects/:projectId/docs/:docId/restore': item(doc),
  'DELETE /api/projects/:projectId/docs/:docId': item(doc),
  'POST /api/projects/:projectId/docs/:docId/duplicate': item(doc, () => ({ name: 'Copied out' })),
  'GET /api/docs/templates': workspace(),
  'PUT /api/projects/:projectId/docs/:docId/use-template/:templateId': item((v) => ({
    projectId: v.projectId,
    docId: v.docId,
    templateId: v.templateId,
  })),
  'GET /api/projects/:projectId/docs/:docId/share': item(doc),
  'PUT /api/projects/:projectId/docs/:docId/share': item(doc, () => ({ enabled: false })),
  'GET /api/projects/:projectId/docs/:docId/export': item(doc, undefined, {
    query: () => ({ format: 'markdown' }),
  }),
  'GET /api/projects/:projectId/docs/export.zip': item(inProject),
  'POST /api/projects/:projectId/docs/import': item(inProject, undefined, { form: markdownForm }),
  'POST /api/projects/:projectId/docs/imports': item(inProject, undefined, { form: markdownForm }),
  'GET /api/projects/:projectId/docs/imports/:importId': item((v) => ({
    projectId: v.projectId,
    importId: v.importJobId,
  })),
  'POST /api/projects/:projectId/files': item(inProject, undefined, { form: imageForm }),
  'GET /api/projects/:projectId/files/:filename': item((v) => ({
    projectId: v.projectId,
    filename: v.docFile,
  })),
  'GET /api/workspaces/c/storage': workspace(),
  'GET /api/projects/:projectId/docs/:docId/versions': item(doc),
  'GET /api/projects/:projectId/docs/:docId/versions/:versionId': item(version),
  'POST /api/projects/:projectId/docs/:docId/versions/:versionId/restore': item(version),
  'GET /api/projects/:projectId/doc-activity': item(inProject),
  'GET /api/projects/:projectId/docs/:docId/threads': item(doc),
  'POST /api/projects/:projectId/docs/:docId/threads': item(doc, () => ({
    ...sweepComment(),
    anchor: strayAnchor(),
    quote: 'Eve',
  })),
  'PATCH /api/projects/:projectId/docs/:docId/threads/:threadId': item(thread, () => ({
    resolved: true,
  })),
  'DELETE /api/projects/:projectId/docs/:docId/threads/:threadId': item(thread),
  'POST /api/projects/:projectId/docs/:docId/threads/:threadId/comments': item(thread, () =>
    sweepComment(),
  ),
  'PATCH /api/projects/:projectId/docs/:docId/threads/:threadId/comments/:commentId': item(
    comment,
    () => ({ body: 'Taken over', mentions: [] }),
  ),
  'DELETE /api/projects/:projectId/docs/:docId/threads/:threadId/comments/:commentId':
    item(comment),
  'GET /api/projects/:projectId/mentionable': item(inProject),
  'GET /api/inbox': self(),
  'GET /api/inbox/unread': self(),
  'POST /api/inbox/read-all': self(),
  'POST /api/inbox/:itemId/read': item((v) => ({ itemId: v.inboxItemId })),
  'GET /api/search': workspace(),
  'GET /api/search/full-text': item(undefined, undefined, {
    query: (v) => ({ q: v.tag, project_id: String(v.projectId) }),
    filtered: true,
  }),
  'GET /api/doc-links': item(undefined, undefined, {
    query: (v) => ({ ids: String(v.docId) }),
    filtered: true,
  }),
  'GET /api/projects/:projectId/docs/:docId/backlinks': item(doc),
};
