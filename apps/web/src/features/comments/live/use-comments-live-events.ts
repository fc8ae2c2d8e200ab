import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveTopic } from '../../../api/sse';
import { handleCommentsEvent } from './comments-live-handlers';

/** The comments' live events while a workspace page is open (topic `comments`). */
export function useCommentsLiveEvents(workspaceId: number): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveTopic('comments', (payload) =>
        handleCommentsEvent(payload, { workspaceId, queryClient }),
      ),
    [workspaceId, queryClient],
  );
}
