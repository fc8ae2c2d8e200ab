import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveTopic } from '../../../api/sse';
import { refreshTrash } from '../trash-queries';

/**
 * The trash's live events (topic `trash`), heard while the trash page is open: an entry came,
 * went back or was purged, so that workspace's trash reloads.
 */
export function useTrashLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => onLiveTopic('trash', (payload) => void refreshTrash(queryClient, payload.workspace_id)),
    [queryClient],
  );
}
