import type { RouteEntry } from '../../http/route-table';
import type { FullWorkspace } from './full-workspace';
import type { SweepRequest } from './send-request';
import type { Recipe } from './tenancy-recipes';

/** The two tenants of the sweep, and the credentials that must open nothing of the victim's. */
export interface TenancyWorld {
  victim: FullWorkspace;
  attacker: FullWorkspace;
  /** The ids every row of the victim's got (see `startIdsAt`). */
  victimIds: { from: number; to: number };
  /** An access token of the victim's owner, signed out. */
  revokedToken: string;
  /** A personal API token of the victim's owner, revoked. */
  revokedApiToken: string;
  /** The victim project's share token before it was turned off and on again. */
  revokedShareToken: string;
}

/** One way to call a route, and what must come of it. */
export interface Attempt {
  caller: string;
  token: string | null;
  workspaceId: number;
  /** Params that replace the recipe's (public routes: another token). */
  params?: Record<string, string | number>;
  /** Must answer 4xx; `401` when it must be exactly that (no credentials). */
  refused: boolean | 401;
  /** Text of the victim's that must not appear in the answer. */
  markers: string[];
}

/** Every text of the victim's an outsider must never read: names, e-mails, tokens, files. */
export function outsiderMarkers(victim: FullWorkspace): string[] {
  return [victim.tag, victim.projectShareToken, victim.docShareToken, victim.upload];
}

/** What a guest of the victim's workspace without rights on its items must not read. */
function itemMarkers(victim: FullWorkspace): string[] {
  const names = ['Group', 'Project', 'Doc', 'Template', 'Log', 'Links', 'Link', 'Phase'];
  return [
    ...names.map((name) => `${victim.tag} ${name}`),
    victim.projectShareToken,
    victim.docShareToken,
  ];
}

/** What a member must not read of the owner's pages (billing details). */
function ownerMarkers(victim: FullWorkspace): string[] {
  return [`${victim.tag} Billing`, `${victim.tag}-billing@example.com`];
}

const SIGNED_IN_SCOPES = new Set(['self', 'workspace', 'item', 'admin']);

/** Who calls a route in the sweep, by what it acts on (see `Scope`). */
export function attemptsFor(recipe: Recipe, world: TenancyWorld): Attempt[] {
  const { victim, attacker } = world;
  const outsider = outsiderMarkers(victim);
  if (recipe.scope === 'public') {
    const base = recipe.params?.(victim) ?? {};
    const token = (value: string) => ({ ...base, token: value });
    // Another project's token opens that project: refused where the route names a victim's item.
    const namesItem = Object.keys(base).some((name) => name !== 'token');
    const attempt = (caller: string, params: Record<string, string | number>, refused = true) => ({
      caller,
      token: null,
      workspaceId: attacker.workspace.id,
      params,
      refused,
      markers: outsider,
    });
    return [
      attempt('a wrong share token', token('sweepWrongShareToken_0123456789')),
      attempt('a revoked share token', token(world.revokedShareToken)),
      attempt("another project's share token", token(attacker.projectShareToken), namesItem),
    ];
  }
  const signedIn = SIGNED_IN_SCOPES.has(recipe.scope);
  const live = recipe.scope === 'live';
  const itemLike = recipe.scope === 'item' || live;
  // A filtered list answers an outsider or a guest too, showing none of the victim's items.
  const refusedOutsider = itemLike && !recipe.filtered;
  const refusedWithoutToken = signedIn ? 401 : live;
  const attempts: Attempt[] = [
    {
      caller: 'the other workspace owner, in their workspace',
      token: attacker.people.owner.token,
      workspaceId: attacker.workspace.id,
      refused: refusedOutsider || recipe.scope === 'admin',
      markers: outsider,
    },
    {
      caller: "the other workspace owner, naming the victim's workspace",
      token: attacker.people.owner.token,
      workspaceId: victim.workspace.id,
      refused: (signedIn && recipe.scope !== 'self') || live,
      markers: outsider,
    },
    {
      caller: "the other workspace owner's API token, naming the victim's workspace",
      token: attacker.apiToken,
      workspaceId: victim.workspace.id,
      refused: (signedIn && recipe.scope !== 'self') || live,
      markers: outsider,
    },
    {
      caller: 'no token',
      token: null,
      workspaceId: victim.workspace.id,
      refused: refusedWithoutToken,
      markers: outsider,
    },
    {
      caller: "a signed-out token of the victim's owner",
      token: world.revokedToken,
      workspaceId: victim.workspace.id,
      refused: refusedWithoutToken,
      markers: outsider,
    },
    {
      caller: "a revoked API token of the victim's owner",
      token: world.revokedApiToken,
      workspaceId: victim.workspace.id,
      refused: refusedWithoutToken,
      markers: outsider,
    },
  ];
  if (itemLike) {
    attempts.push({
      caller: 'a guest without rights on the item',
      token: victim.people.guest.token,
      workspaceId: victim.workspace.id,
      refused: refusedOutsider,
      markers: itemMarkers(victim),
    });
  }
  if (recipe.ownerOnly) {
    attempts.push({
      caller: 'a member, on an owner or admin action',
      token: victim.people.member.token,
      workspaceId: victim.workspace.id,
      refused: true,
      markers: ownerMarkers(victim),
    });
  }
  return attempts;
}

/** The request of an attempt: the recipe's params, query and body, the caller's credentials. */
export function requestFor(
  route: RouteEntry,
  recipe: Recipe,
  victim: FullWorkspace,
  attempt: Attempt,
): SweepRequest {
  const params = attempt.params ?? recipe.params?.(victim) ?? {};
  const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
  const query = new URLSearchParams(recipe.query?.(victim) ?? {});
  const headers: Record<string, string> = {
    'x-workspace-id': String(attempt.workspaceId),
    'x-client-id': 'tenancy-sweep-01',
  };
  if (attempt.token && recipe.tokenInQuery) query.set(recipe.tokenInQuery, attempt.token);
  else if (attempt.token) headers.authorization = `Bearer ${attempt.token}`;
  const body = recipe.body?.(victim);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return {
    label: attempt.caller,
    method: route.method,
    path: query.size > 0 ? `${path}?${query}` : path,
    headers,
    body: recipe.form ? recipe.form() : body === undefined ? undefined : JSON.stringify(body),
  };
}

/** The victim's texts and ids found in an answer; ids the request itself named do not count. */
export function leakedIn(
  answer: string,
  request: SweepRequest,
  markers: string[],
  ids: { from: number; to: number },
): string[] {
  const asked = `${request.path} ${typeof request.body === 'string' ? request.body : ''}`;
  const texts = markers.filter((marker) => answer.includes(marker));
  const numbers = [...answer.matchAll(/(?<!\d)\d{7}(?!\d)/g)].map((match) => match[0]);
  const victimIds = numbers.filter((text) => {
    const value = Number(text);
    return value >= ids.from && value <= ids.to && !asked.includes(text);
  });
  return [...texts, ...new Set(victimIds)];
}
