import type { EventTransport, LiveEventListener } from './types';

/** The default transport: events reach only the listeners of this process. */
export function createInProcessTransport(): EventTransport {
  let deliver: LiveEventListener | null = null;
  return {
    async start(onEvent) {
      deliver = onEvent;
    },
    async broadcast(event) {
      deliver?.(event);
    },
    async close() {
      deliver = null;
    },
  };
}
