/**
 * Who is using the app. Accounts arrive with a later issue; until then nobody is signed in, and
 * every screen that depends on it (the error page's button, guards) reads it from here.
 */
export type Session =
  { status: 'signed-out' } | { status: 'signed-in'; userId: number; workspaceId: number | null };

const SIGNED_OUT: Session = { status: 'signed-out' };

export function useSession(): Session {
  return SIGNED_OUT;
}
