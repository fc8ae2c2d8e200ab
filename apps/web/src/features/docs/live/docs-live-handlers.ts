import type { EventPayload } from '@hangar/contracts/events';
import type { QueryClient } from '@tanstack/react-query';
import { workspaceKeys } from '../../workspaces/queries';
import { pageLinkKeys } from '../editor/blocks/page-link/page-link-queries';
import { docKeys } from '../queries';

/** The project and doc of the page on screen, from the route. */
export interface DocsScreen {
  projectId: number | null;
  docId: number | null;
}

export interface DocsLiveContext {
  workspaceId: number;
  queryClient: QueryClient;
  screen: () => DocsScreen;
  /** Asks the server again whether the doc on screen still exists (false: it was deleted). */
  docExists: (projectId: number, docId: number) => Promise<boolean>;
  /** Leaves the doc on screen for the project's logs, with a toast saying why. */
  leave: (projectId: number, docId: number, message: string) => void;
}

export const DOC_DELETED_ELSEWHERE = 'This document was deleted by someone else';

/**
 * A doc changed elsewhere (SPEC.md section 7, topic `doc`): the project's trees, its docs and the
 * templates reload, so creations, moves, renames and archives by others show without a reload
 * (and a doc that leaves the active filter leaves the list). When the doc on screen (or the doc
 * it was inside) is deleted, the user goes to the project's logs, told why.
 */
export function handleDocEvent(event: EventPayload<'doc'>, context: DocsLiveContext): void {
  const { workspaceId, queryClient } = context;
  const screen = context.screen();
  const onScreen = screen.projectId === event.project_id ? screen.docId : null;

  if (event.action === 'deleted') {
    queryClient.removeQueries({
      queryKey: docKeys.detail(workspaceId, event.project_id, event.doc_id),
    });
  }
  void queryClient.invalidateQueries({
    queryKey: docKeys.project(workspaceId, event.project_id),
    // The doc on screen is checked below instead: a 404 must not reach its page first.
    predicate: (query) =>
      !(event.action === 'deleted' && onScreen !== null && query.queryKey.includes(onScreen)),
  });
  void queryClient.invalidateQueries({ queryKey: docKeys.templates(workspaceId) });
  // Page links and "Linked from" show docs' current titles (and whether they still exist).
  if (event.action !== 'created' && event.action !== 'moved') {
    void queryClient.invalidateQueries({ queryKey: pageLinkKeys.all(workspaceId) });
  }
  if (event.action === 'created' || event.action === 'deleted') {
    // The free plan counts docs.
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.current(workspaceId) });
  }
  if (event.action !== 'deleted' || onScreen === null) return;
  if (onScreen === event.doc_id) {
    context.leave(event.project_id, onScreen, DOC_DELETED_ELSEWHERE);
    return;
  }
  // The doc on screen may have been inside the deleted one.
  void context.docExists(event.project_id, onScreen).then((exists) => {
    if (!exists) context.leave(event.project_id, onScreen, DOC_DELETED_ELSEWHERE);
  });
}

/** The docs linking to a doc changed (topic `docLinks`): its "Linked from" reloads. */
export function handleDocLinksEvent(
  event: EventPayload<'docLinks'>,
  { workspaceId, queryClient }: Pick<DocsLiveContext, 'workspaceId' | 'queryClient'>,
): void {
  void queryClient.invalidateQueries({
    queryKey: pageLinkKeys.backlinks(workspaceId, event.doc_id),
  });
}
