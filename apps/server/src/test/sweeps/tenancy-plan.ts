import { GOOD_CARD, NEXT_YEAR, TEST_CUSTOMER } from '../../modules/billing/billing-fixtures';
import { TINY_PNG, type FullWorkspace } from './full-workspace';
import { strayAnchor } from '../comment-anchors';
import { SWEEP_PASSKEY, SWEEP_PASSKEY_ASSERTION, UNKNOWN_LINK_TOKEN } from './fixture-values';

/**
 * What a route acts on, which decides who the sweep calls it as and what it expects:
 * - `open`: nothing of a workspace (health, sign-in, e-mailed links): no leak, no change.
 * - `self`: the caller's own account: no leak, no change to the victim.
 * - `workspace`: the workspace of `X-Workspace-Id`: an outsider naming the victim's is refused.
 * - `item`: items of the victim (path, query or body ids): refused to outsiders with either
 *   workspace header, and to a guest without rights on them.
 * - `admin`: the admins of the template workspace (the victim's): refused to everyone else.
 * - `public`: a share token: wrong, revoked and other projects' tokens are refused.
 * - `live`: the doc websocket, swept over websockets by live-tenancy.test.ts; a plain request
 *   is refused to everyone.
 */
type Scope = 'open' | 'self' | 'workspace' | 'item' | 'admin' | 'public' | 'live';

export interface Recipe {
  scope: Scope;
  /** Owner or admin only: a member of the victim's workspace is refused too. */
  ownerOnly?: boolean;
  params?: (victim: FullWorkspace) => Record<string, string | number>;
  query?: (victim: FullWorkspace) => Record<string, string>;
  /** A JSON body that would change the victim's data if the call were allowed. */
  body?: (victim: FullWorkspace) => unknown;
  /** A multipart body instead. */
  form?: () => FormData;
  /** The access token goes in this query parameter (the event stream), not a header. */
  tokenInQuery?: string;
  /** A list filtered to what the caller may see: it answers, without the victim's items. */
  filtered?: boolean;
}

type Params = Recipe['params'];
type Body = Recipe['body'];
const open = (extra: Partial<Recipe> = {}): Recipe => ({ scope: 'open', ...extra });
const self = (body?: Body): Recipe => ({ scope: 'self', body });
const workspace = (body?: Body, extra: Partial<Recipe> = {}): Recipe => ({
  scope: 'workspace',
  body,
  ...extra,
});
const owner = (body?: Body): Recipe => workspace(body, { ownerOnly: true });
const item = (params: Params, body?: Body, extra: Partial<Recipe> = {}): Recipe => ({
  scope: 'item',
  params,
  body,
  ...extra,
});
const pub = (params: Params, extra: Partial<Recipe> = {}): Recipe => ({
  scope: 'public',
  params,
  ...extra,
});

const group: Params = (v) => ({ id: v.groupId });
const project: Params = (v) => ({ id: v.projectId });
const doc: Params = (v) => ({ projectId: v.projectId, docId: v.docId });
const version: Params = (v) => ({ projectId: v.projectId, docId: v.docId, versionId: v.versionId });
const log: Params = (v) => ({ id: v.projectId, logId: v.logId });
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
const inProject: Params = (v) => ({ projectId: v.projectId });
const trashEntry: Params = (v) => ({ entryId: v.trashEntryId });
const ownerInGroup: Params = (v) => ({ id: v.groupId, userId: v.people.owner.user.id });
const shared: Params = (v) => ({ token: v.projectShareToken });
const linkToken = { params: () => ({ token: UNKNOWN_LINK_TOKEN }) };
const stranger = 'nobody-of-the-sweep@example.com';

function imageForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'sweep.png');
  return form;
}

function markdownForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob(['# Eve was here\n\nText'], { type: 'text/markdown' }), 'eve.md');
  return form;
}

/**
 * How the sweep fills every route of the app to aim it at the victim. A route of the route
 * table missing here fails the sweep with its name: a new route is swept, or said to be open.
 */
export const TENANCY_PLAN: Record<string, Recipe> = {
  'GET /api/health': open(),
  // Opened by METRICS_TOKEN alone, never by a user's credentials (the sweep sets one): counts by
  // route pattern, nothing of any workspace.
  'GET /api/metrics': open(),
  'GET /api/config': open(),
  'GET /api/openapi.json': open(),
  'GET /api/docs': open(),
  'GET /api/docs/reference.js': open(),
  'GET /api/docs/:file': open({ params: () => ({ file: 'swagger-ui.css' }) }),
  'GET /api/sub': open({ tokenInQuery: 'access_token' }),
  'POST /api/auth/signin': open({
    body: (v) => ({ username: v.people.owner.user.email, password: 'not-the-password' }),
  }),
  'POST /api/auth/refresh': open(),
  'POST /api/auth/signin/two-factor': open({
    body: () => ({ challenge: UNKNOWN_LINK_TOKEN, code: '123456' }),
  }),
  'POST /api/auth/signin/two-factor/passkey-options': open({
    body: () => ({ challenge: UNKNOWN_LINK_TOKEN }),
  }),
  'POST /api/auth/passkey/options': open(),
  'POST /api/auth/passkey': open({ body: () => ({ response: SWEEP_PASSKEY_ASSERTION }) }),
  // Signing out needs no valid token (it ends whatever session the request names).
  'POST /api/auth/signout': open(),
  'POST /api/users/signup/email': open({ body: () => ({ email: stranger }) }),
  'GET /api/users/signup/profile/:token': open(linkToken),
  'POST /api/users/signup/profile': open({
    body: () => ({ token: UNKNOWN_LINK_TOKEN, fullname: 'Eve', password: 'Sweep-Password-9431!' }),
  }),
  // Single sign-on is off in the sweeps: no provider to start at, no sign-in to complete.
  'GET /api/auth/sso': open(),
  'GET /api/auth/sso/:provider/start': open({ params: () => ({ provider: 'generic' }) }),
  'POST /api/auth/sso/callback': open({
    body: () => ({ state: 'sweep-state', code: 'sweep-code' }),
  }),
  'POST /api/users/password-lost': open({ body: () => ({ email: stranger }) }),
  'GET /api/users/password-reset/:token': open(linkToken),
  'POST /api/users/password-reset': open({
    body: () => ({ token: UNKNOWN_LINK_TOKEN, password: 'Sweep-Password-9431!' }),
  }),
  'PUT /api/users/me/password': self(() => ({
    current_password: 'not-the-password',
    new_password: 'Sweep-Password-9431!',
  })),
  'GET /api/users/me': self(),
  'PUT /api/users/me': self(() => ({ fullname: 'Eve Attacker' })),
  'POST /api/users/me/email-reset': self(() => ({ email: stranger })),
  'POST /api/users/confirm-email-reset/:token': open(linkToken),
  'POST /api/users/me/delete': self(() => ({ password: 'not-the-password' })),
  'GET /api/users/me/api-tokens': self(),
  'POST /api/users/me/api-tokens': self(() => ({
    name: 'Eve was here',
    scope: 'write',
    expires_in_days: 7,
  })),
  'DELETE /api/users/me/api-tokens/:tokenId': item((v) => ({ tokenId: v.apiTokenId })),
  'GET /api/users/me/sessions': self(),
  'GET /api/users/me/two-factor': self(),
  'POST /api/users/me/two-factor/totp/setup': self(),
  'POST /api/users/me/two-factor/totp/confirm': self(() => ({ code: '123456' })),
  'POST /api/users/me/two-factor/recovery-codes': self(() => ({ password: 'not-the-password' })),
  'DELETE /api/users/me/two-factor': self(() => ({ password: 'not-the-password' })),
  'GET /api/users/me/two-factor/passkeys': self(),
  'POST /api/users/me/two-factor/passkeys/registration-options': self(),
  'POST /api/users/me/two-factor/passkeys': self(() => ({ name: 'Eve', response: SWEEP_PASSKEY })),
  // The fixture holds no passkey: the caller's password is wrong anyway, so nothing goes.
  'DELETE /api/users/me/two-factor/passkeys/:passkeyId': {
    scope: 'self',
    params: () => ({ passkeyId: 1 }),
    body: () => ({ password: 'not-the-password' }),
  },
  // Another's session is unknown to the caller: 404, and it stays signed in.
  'DELETE /api/users/me/sessions/:sessionId': item((v) => ({ sessionId: v.ownerSessionId })),
  'POST /api/users/me/sessions/sign-out-everywhere': self(() => ({ revoke_api_tokens: false })),
  'POST /api/upload': { scope: 'self', form: imageForm },
  'GET /media/:filename': open({ params: (v) => ({ filename: v.upload }) }),
  'POST /api/workspaces': self(() => ({ name: 'Eve Workspace' })),
  'GET /api/workspaces': self(),
  'GET /api/workspaces/c': workspace(),
  'PUT /api/workspaces/c': workspace(() => ({ name: 'Taken over' }), { ownerOnly: true }),
  'PUT /api/workspaces/c/personal-settings': workspace(() => ({ job_title: 'Intruder' })),
  'POST /api/workspaces/c/leave': workspace(),
  'POST /api/workspaces/c/delete': owner(),
  'GET /api/workspaces/c/sign-in-rules': owner(),
  'PUT /api/workspaces/c/sign-in-rules': owner(() => ({
    require_two_factor: false,
    require_sso: true,
    join_domain: null,
  })),
  'GET /api/workspaces/c/team': workspace(),
  'POST /api/workspaces/c/team': workspace(() => ({
    invites: [{ email: stranger, role: 'ADMIN' }],
  })),
  'PUT /api/workspaces/c/team/:userId': item(
    (v) => ({ userId: v.people.admin.user.id }),
    () => ({ role: 'GUEST' }),
    { ownerOnly: true },
  ),
  'PUT /api/workspaces/c/team/:userId/refresh': item((v) => ({ userId: v.invitee.id })),
  'DELETE /api/workspaces/c/team/:userId': item(
    (v) => ({ userId: v.people.admin.user.id }),
    undefined,
    {
      ownerOnly: true,
    },
  ),
  'POST /api/workspaces/accept-invite/:token': open(linkToken),
  'POST /api/groups': workspace(() => ({ name: 'Eve group' })),
  'GET /api/groups/names': workspace(),
  'GET /api/groups': item(undefined, undefined, {
    query: (v) => ({ ids: String(v.groupId) }),
    filtered: true,
  }),
  'GET /api/groups/:id': item(group),
  'PUT /api/groups/:id': item(group, () => ({ name: 'Taken over' })),
  'PUT /api/groups/:id/archive': item(group),
  'PUT /api/groups/:id/restore': item(group),
  'DELETE /api/groups/:id': item(group),
  'GET /api/groups/:id/team': item(group),
  'POST /api/groups/:id/team': item(group, (v) => ({
    invites: [{ user_id: v.people.guest.user.id, right: 'EDIT' }],
  })),
  'PUT /api/groups/:id/team/:userId': item(ownerInGroup, () => ({ right: 'EDIT' })),
  'DELETE /api/groups/:id/team/:userId': item(ownerInGroup),
  'GET /api/projects': item(undefined, undefined, {
    query: (v) => ({ group_id: String(v.groupId) }),
    filtered: true,
  }),
  'GET /api/projects/editable': workspace(),
  'POST /api/projects': item(undefined, (v) => ({ name: 'Eve project', group_id: v.groupId })),
  'GET /api/projects/:id': item(project),
  'PUT /api/projects/:id': item(project, () => ({ name: 'Taken over' })),
  'PUT /api/projects/:id/archive': item(project),
  'PUT /api/projects/:id/restore': item(project),
  'DELETE /api/projects/:id': item(project),
  'PUT /api/projects/:id/planning': item(project, () => ({
    planning: { phases: [], milestones: [] },
  })),
  'GET /api/projects/:id/share': item(project),
  'PUT /api/projects/:id/share': item(project, () => ({ enabled: false })),
  'GET /api/projects/:id/team': item(project),
  'POST /api/projects/:id/team': item(project, (v) => ({
    invites: [{ user_id: v.people.guest.user.id, right: 'EDIT' }],
  })),
  'PUT /api/projects/:id/team/:userId': item(
    (v) => ({ id: v.projectId, userId: v.people.viewer.user.id }),
    () => ({ right: 'EDIT' }),
  ),
  'DELETE /api/projects/:id/team/:userId': item((v) => ({
    id: v.projectId,
    userId: v.people.viewer.user.id,
  })),
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
  'GET /api/trash': item(undefined, undefined, {
    query: (v) => ({ project_id: String(v.projectId) }),
    filtered: true,
  }),
  'POST /api/trash/:entryId/restore': item(trashEntry),
  'DELETE /api/trash/:entryId': item(trashEntry, undefined, { ownerOnly: true }),
  'GET /api/projects/:id/logs': item(project),
  'POST /api/projects/:id/logs': item(project, () => ({
    title: 'Eve log',
    description: { type: 'doc', content: [{ type: 'paragraph' }] },
    attachments: [],
  })),
  'GET /api/projects/:id/logs/:logId': item(log),
  'PUT /api/projects/:id/logs/:logId': item(log, () => ({ title: 'Taken over' })),
  'DELETE /api/projects/:id/logs/:logId': item(log),
  'PUT /api/projects/:id/logs/:logId/archive': item(log),
  'PUT /api/projects/:id/logs/:logId/restore': item(log),
  'POST /api/projects/:id/logs/:logId/notify': item(log, () => ({})),
  'GET /api/projects/:id/important-links': item(project),
  'POST /api/projects/:id/important-links': item(project, (v) => ({
    group_id: v.linkGroupId,
    link_type: 'external',
    url: 'https://eve.example.com/',
  })),
  'PUT /api/projects/:id/important-links': item(project, () => ({ groups: [] })),
  'PUT /api/projects/:id/external-links/:linkId': item(
    (v) => ({ id: v.projectId, linkId: v.linkId }),
    () => ({ url: 'https://eve.example.com/' }),
  ),
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
  'GET /api/public/:token/doc-links': pub(shared, { query: (v) => ({ ids: String(v.docId) }) }),
  'GET /api/public/:token/logs': pub(shared),
  'GET /api/public/:token/important-links': pub(shared),
  'GET /api/public/:token/project': pub(shared),
  'GET /api/public/:token/docs': pub(shared),
  'GET /api/public/:token/search/full-text': pub(shared, { query: (v) => ({ q: v.tag }) }),
  'GET /api/public/:token/docs/:docId': pub((v) => ({
    token: v.projectShareToken,
    docId: v.docId,
  })),
  'GET /api/public/:token/files/:filename': pub((v) => ({
    token: v.projectShareToken,
    filename: v.docFile,
  })),
  'GET /api/billing': owner(),
  'GET /api/billing/invoices': owner(),
  'GET /api/billing/invoices/:invoiceId/pdf': {
    ...owner(),
    params: (v) => ({ invoiceId: v.invoiceId ?? 0 }),
  },
  'GET /api/billing/subscription': owner(),
  'POST /api/billing/trial': owner(),
  'POST /api/billing/subscription': owner(() => ({ plan: 'PRO', cycle: 'yearly', nb_seats: 50 })),
  'PUT /api/billing/subscription/plan': owner(() => ({ plan: 'PRO' })),
  'PUT /api/billing/subscription/cycle': owner(),
  'PUT /api/billing/subscription/seats': owner(() => ({ nb_seats: 1 })),
  'POST /api/billing/subscription/cancel': owner(),
  'POST /api/billing/subscription/abort': owner(),
  'POST /api/billing/customer': owner(() => ({ ...TEST_CUSTOMER, name: 'Eve SAS' })),
  'PUT /api/billing/customer': owner(() => ({ ...TEST_CUSTOMER, name: 'Eve SAS' })),
  'PUT /api/billing/payment-method': owner(() => ({ payment_method_id: 'pm_sweep_unknown' })),
  'POST /api/billing/sandbox/payment-methods': owner(() => ({
    number: GOOD_CARD,
    exp_month: 12,
    exp_year: NEXT_YEAR,
    cvc: '123',
  })),
  'POST /api/billing/sandbox/clock': owner(() => ({ days: 40 })),
  'GET /api/admin/permissions': self(),
  'POST /api/admin/workspaces/demo': {
    scope: 'admin',
    ownerOnly: true,
    body: () => ({ name: 'Eve demo', owner_email: stranger }),
  },
  'POST /api/admin/billing/trial': {
    scope: 'admin',
    ownerOnly: true,
    body: (v) => ({ workspace_id: v.workspace.id, customer_email: stranger }),
  },
  'GET /ws/docs/:id/live': { scope: 'live', params: (v) => ({ id: v.docId }) },
};
