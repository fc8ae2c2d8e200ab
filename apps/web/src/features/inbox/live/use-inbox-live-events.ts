import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveTopic } from '../../../api/sse';
import { refreshInbox } from '../inbox-queries';

/**
 * My inbox's live events (topic `inbox`, only mine): an entry came, or entries were read in
 * another tab, so that workspace's count and list reload (at once when on screen, else when
 * next shown). A reset of the live channel reloads them too, like every query
 * (api/live-topics.ts).
 */
export function useInboxLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => onLiveTopic('inbox', (payload) => void refreshInbox(queryClient, payload.workspace_id)),
    [queryClient],
  );
}
