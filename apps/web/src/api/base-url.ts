import { API_PREFIX } from '@hangar/contracts/http';

/**
 * The API base, set at build time with `VITE_API_BASE_URL`: a path on the origin that serves
 * the app, such as `/api` (the default) or `/hangar/api` behind a proxy. Another origin would be
 * refused: the CSP allows `connect-src 'self'` only, and the server answers no CORS.
 */
const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL || API_PREFIX).replace(/\/+$/, '');

export function apiUrl(path: string): string {
  return `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
