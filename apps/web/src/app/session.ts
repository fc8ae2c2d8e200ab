import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from '../features/auth/session-store';

export type { Session };

/** Who is using the app; re-renders when the user signs in or out (in any tab). */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
