import { TINY_PNG, type FullWorkspace } from './full-workspace';
import { UNKNOWN_LINK_TOKEN } from './fixture-values';

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

/** Recipes of some routes of the app, by route name (`GET /api/...`). */
export type Recipes = Record<string, Recipe>;

type Params = Recipe['params'];
type Body = Recipe['body'];
export const open = (extra: Partial<Recipe> = {}): Recipe => ({ scope: 'open', ...extra });
export const self = (body?: Body): Recipe => ({ scope: 'self', body });
export const workspace = (body?: Body, extra: Partial<Recipe> = {}): Recipe => ({
  scope: 'workspace',
  body,
  ...extra,
});
export const owner = (body?: Body): Recipe => workspace(body, { ownerOnly: true });
export const item = (params: Params, body?: Body, extra: Partial<Recipe> = {}): Recipe => ({
  scope: 'item',
  params,
  body,
  ...extra,
});
export const pub = (params: Params, extra: Partial<Recipe> = {}): Recipe => ({
  scope: 'public',
  params,
  ...extra,
});

export const project: Params = (v) => ({ id: v.projectId });
export const doc: Params = (v) => ({ projectId: v.projectId, docId: v.docId });
export const linkToken = { params: () => ({ token: UNKNOWN_LINK_TOKEN }) };
export const stranger = 'nobody-of-the-sweep@example.com';

export function imageForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'sweep.png');
  return form;
}
