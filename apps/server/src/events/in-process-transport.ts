import type { EventTransport } from './types';

/** The default transport, for one process: the bus delivers every event itself, there is no one else to tell. */
export function createInProcessTransport(): EventTransport {
  return {
    async start() {},
    async broadcast() {},
    requestCatchUp() {},
    async close() {},
  };
}
