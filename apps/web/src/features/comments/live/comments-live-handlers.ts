import type { EventPayload } from '@hangar/contracts/events';
import type { QueryClient } from '@tanstack/react-query';
import { commentKeys } from '../comments-queries';

export interface CommentsLiveContext {
  workspaceId: number;
  queryClient: QueryClient;
}

/**
 * A thread or comment of a doc changed elsewhere (topic `comments`): that doc's threads reload
 * when they are on screen, and are refetched when next shown otherwise.
 */
export function handleCommentsEvent(
  event: EventPayload<'comments'>,
  { workspaceId, queryClient }: CommentsLiveContext,
): void {
  const doc = { workspaceId, projectId: event.project_id, docId: event.doc_id };
  void queryClient.invalidateQueries({ queryKey: commentKeys.threads(doc) });
}
