import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { retainLiveChannel } from './sse';

/** Keeps the live channel open while a signed-in layout is on screen. */
export function useLiveChannel(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    return retainLiveChannel(queryClient);
  }, [enabled, queryClient]);
}
