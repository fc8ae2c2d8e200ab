import type { DocLinkTarget } from '@hangar/contracts/doc-links';
import { DOC_LINKS_MAX_IDS } from '@hangar/contracts/doc-links';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { fetchBacklinks, fetchDocLinkTargets, type PageLinkScope } from './page-link-api';

const scopeKey = (scope: PageLinkScope) =>
  scope.kind === 'public'
    ? (['public', scope.token, 'page-links'] as const)
    : (['workspaces', scope.workspaceId, 'page-links'] as const);

/** Page links' targets and docs' "Linked from", apart from the docs' keys (any project). */
export const pageLinkKeys = {
  all: (workspaceId: number) => ['workspaces', workspaceId, 'page-links'] as const,
  target: (scope: PageLinkScope, docId: number) => [...scopeKey(scope), 'target', docId] as const,
  backlinks: (workspaceId: number, docId: number) =>
    ['workspaces', workspaceId, 'page-links', 'backlinks', docId] as const,
};

/**
 * The targets asked for in the same moment, fetched by one request (every page link of a doc
 * asks at its first render, and again together when a rename reloads them).
 */
function targetBatcher(scope: PageLinkScope) {
  let waiting = new Map<number, ((target: DocLinkTarget) => void)[]>();
  let failures = new Map<number, ((error: unknown) => void)[]>();
  const flush = async () => {
    const batch = waiting;
    const rejecters = failures;
    waiting = new Map();
    failures = new Map();
    const ids = [...batch.keys()];
    for (let start = 0; start < ids.length; start += DOC_LINKS_MAX_IDS) {
      const part = ids.slice(start, start + DOC_LINKS_MAX_IDS);
      try {
        const targets = await fetchDocLinkTargets(scope, part);
        for (const target of targets) batch.get(target.id)?.forEach((resolve) => resolve(target));
      } catch (error) {
        for (const id of part) rejecters.get(id)?.forEach((reject) => reject(error));
      }
    }
  };
  return (docId: number) =>
    new Promise<DocLinkTarget>((resolve, reject) => {
      if (waiting.size === 0) setTimeout(() => void flush(), 0);
      waiting.set(docId, [...(waiting.get(docId) ?? []), resolve]);
      failures.set(docId, [...(failures.get(docId) ?? []), reject]);
    });
}

const batchers = new Map<string, (docId: number) => Promise<DocLinkTarget>>();

function loadTarget(scope: PageLinkScope, docId: number): Promise<DocLinkTarget> {
  const key = JSON.stringify(scopeKey(scope));
  let load = batchers.get(key);
  if (!load) {
    load = targetBatcher(scope);
    batchers.set(key, load);
  }
  return load(docId);
}

/** What a page link to `docId` shows: the target's current title, or restricted, or deleted. */
function docLinkTargetQuery(scope: PageLinkScope, docId: number) {
  return queryOptions({
    queryKey: pageLinkKeys.target(scope, docId),
    queryFn: () => loadTarget(scope, docId),
    staleTime: 60_000,
  });
}

/** GET .../docs/{docId}/backlinks: the docs linking to this one that the user may see. */
export function backlinksQuery(workspaceId: number, projectId: number, docId: number) {
  return queryOptions({
    queryKey: pageLinkKeys.backlinks(workspaceId, docId),
    queryFn: () => fetchBacklinks(workspaceId, projectId, docId),
  });
}

/** Where the page links of the editor on screen are read; null: they show their saved title. */
export const PageLinkScopeContext = createContext<PageLinkScope | null>(null);

export function useDocLinkTarget(docId: number | null) {
  const scope = useContext(PageLinkScopeContext);
  return useQuery({
    ...docLinkTargetQuery(scope ?? { kind: 'public', token: '' }, docId ?? 0),
    enabled: scope !== null && docId !== null,
  });
}
