import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { retainLiveChannel } from './sse';

/**
 * Keeps the live channel open while a signed-in layout is on screen. `onGiveUp` runs when the
 * server refuses the stream (see `LiveChannelOptions`).
 */
export function useLiveChannel(enabled = true, onGiveUp?: () => void): void {
  const queryClient = useQueryClient();
  const giveUp = useRef(onGiveUp);
  useEffect(() => {
    giveUp.current = onGiveUp;
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    return retainLiveChannel(queryClient, () => giveUp.current?.());
  }, [enabled, queryClient]);
}
