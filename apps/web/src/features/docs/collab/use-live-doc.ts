import { useEffect, useSyncExternalStore } from 'react';
import { INITIAL_LIVE_STATE, type LiveDocSession, type LiveState } from './live-session';
import { acquireLiveDoc, findSession, releaseLiveDoc, subscribeSessions } from './registry';

export interface UseLiveDocOptions {
  docId: number;
  userId: number;
  contentState: string;
  /** The user may edit: their changes are kept in the browser until the database holds them. */
  editable: boolean;
  /** Connect to the live server (not for an archived doc, which it refuses). */
  live: boolean;
  /** A share link's live token (a visitor reads the doc live); the user's token otherwise. */
  token?: string;
}

/**
 * The live session of a doc while the component is mounted (shared with other components showing
 * the same doc, and kept after it until the database holds every change).
 */
export function useLiveDoc({
  docId,
  userId,
  contentState,
  editable,
  live,
  token,
}: UseLiveDocOptions): LiveDocSession | null {
  useEffect(() => {
    const session = acquireLiveDoc({ docId, userId, contentState, persist: editable, live, token });
    return () => releaseLiveDoc(session);
    // The saved content matters only when the session is created: later ones come live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [docId, userId, editable, live, token]);
  return useSyncExternalStore(subscribeSessions, () => findSession(userId, docId));
}

/** The state of a doc without a live session yet. */
export const NO_LIVE_STATE: LiveState = { ...INITIAL_LIVE_STATE, localLoaded: false };
const noSubscription = () => () => {};

/**
 * One value of the session's state, re-rendering only when that value changes: the state changes
 * at every keystroke (its count of changes not saved yet), and a page re-rendered at each one
 * made typing slow in a long doc.
 */
export function useLiveValue<Value extends string | number | boolean>(
  session: LiveDocSession | null,
  select: (state: LiveState) => Value,
): Value {
  return useSyncExternalStore(session ? session.subscribe : noSubscription, () =>
    select(session ? session.getState() : NO_LIVE_STATE),
  );
}
