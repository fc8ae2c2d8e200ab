import type { LiveState } from './live-session';

/**
 * Whether the editor shows the doc as it is: what the browser kept is loaded, and the first
 * exchange with the live server is done (`synced`), or there will be none for now (no live
 * connection, refused, or failed: the saved content is all there is).
 */
export function docContentLoaded(state: LiveState, live: boolean): boolean {
  if (!state.localLoaded) return false;
  if (!live || state.synced || state.denied) return true;
  return state.attempted && state.connection !== 'connected';
}
