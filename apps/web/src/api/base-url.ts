import { API_PREFIX } from '@hangar/contracts/http';

/**
 * The API base, set at build time with `VITE_API_BASE_URL` (for example
 * `https://api.example.com/api`); by default the `/api` path of the host that serves the app.
 */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL || API_PREFIX).replace(/\/+$/, '');

export function apiUrl(path: string): string {
  return `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
