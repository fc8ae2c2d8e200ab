import type { EventPayload } from '@hangar/contracts/events';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveTopic } from '../../../api/sse';
import { invalidateProjectLinks } from '../queries';

/**
 * `projectLinks` (links added, the list replaced) and `externalLink` (an address or title
 * changed): the project's important links reload where they are on screen.
 */
function handleImportantLinksEvent(
  payload: EventPayload<'projectLinks' | 'externalLink'>,
  queryClient: QueryClient,
  workspaceId: number,
) {
  void invalidateProjectLinks(queryClient, workspaceId, payload.project_id);
}

/** The important links' live events while a workspace page is open. */
export function useImportantLinksLiveEvents(workspaceId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const handle = (payload: EventPayload<'projectLinks' | 'externalLink'>) =>
      handleImportantLinksEvent(payload, queryClient, workspaceId);
    const stopLinks = onLiveTopic('projectLinks', handle);
    const stopExternal = onLiveTopic('externalLink', handle);
    return () => {
      stopLinks();
      stopExternal();
    };
  }, [workspaceId, queryClient]);
}
