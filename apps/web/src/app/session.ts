import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from '../features/auth/session-store';

export type { Session };

/** Who is using the app; re-renders when the user signs in or out (in any tab). */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The signed-in user's id, or null when nobody is signed in. */
export function useSignedInUserId(): number | null {
  const session = useSession();
  return session.status === 'signed-in' ? session.userId : null;
}
