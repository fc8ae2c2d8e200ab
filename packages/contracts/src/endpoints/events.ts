import { endpoint } from '../endpoint';

/** The live channel (SPEC.md section 7 "Live events"). */
export const eventEndpoints = {
  /**
   * Server-sent events, not JSON. The access token travels as the `access_token` query
   * parameter (an EventSource cannot set headers): without one, only what anyone may see.
   */
  subscribe: endpoint({ method: 'GET', path: '/sub', needs: 'anyone' }),
};
