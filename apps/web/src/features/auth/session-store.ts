import { STORAGE_PREFIX, storage } from '../../lib/storage';
import { forgetDrawings } from '../docs/editor/blocks/forget-drawings';
import { writeStoredToken, type StoredToken } from './token';

/**
 * Why the last session ended: the user signed out, the server refused it, another tab signed
 * out, or the account's e-mail address changed (confirming it ends every session of the account).
 */
export type SessionEnd = 'user' | 'server' | 'elsewhere' | 'email-changed';

/** Who is using the app, as the stored `auth-access` and `current-user-id` keys say. */
export type Session =
  | { status: 'signed-out'; endedBy: SessionEnd | null }
  | { status: 'signed-in'; userId: number; workspaceId: number | null };

const NEVER_SIGNED_IN: Session = { status: 'signed-out', endedBy: null };

let lastEnd: SessionEnd | null = null;
let snapshot: Session = NEVER_SIGNED_IN;
const listeners = new Set<() => void>();
let watchingOtherTabs = false;

/** The workspace this user opened last, as kept in `last-workspace`. */
function lastWorkspaceOf(userId: number): number | null {
  const last = storage.get('last-workspace');
  return last && last.userId === userId ? last.workspaceId : null;
}

function readSession(): Session {
  const token = storage.get('auth-access');
  const userId = storage.get('current-user-id');
  if (token && userId !== null) {
    return { status: 'signed-in', userId, workspaceId: lastWorkspaceOf(userId) };
  }
  return lastEnd ? { status: 'signed-out', endedBy: lastEnd } : NEVER_SIGNED_IN;
}

function sameSession(a: Session, b: Session): boolean {
  if (a.status === 'signed-in') {
    return b.status === 'signed-in' && a.userId === b.userId && a.workspaceId === b.workspaceId;
  }
  return b.status === 'signed-out' && a.endedBy === b.endedBy;
}

/** The current session; the same object while nothing changed (for useSyncExternalStore). */
export function getSession(): Session {
  const next = readSession();
  if (!sameSession(next, snapshot)) snapshot = next;
  return snapshot;
}

function notify(): void {
  const before = snapshot;
  if (getSession() !== before) for (const listener of listeners) listener();
}

function watchOtherTabs(): void {
  if (watchingOtherTabs || typeof window === 'undefined') return;
  watchingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !event.key.startsWith(STORAGE_PREFIX)) return;
    const wasSignedIn = snapshot.status === 'signed-in';
    if (wasSignedIn && !storage.get('auth-access')) {
      lastEnd = storage.get('session-end-reason') ?? 'elsewhere';
    }
    notify();
  });
}

export function subscribeSession(listener: () => void): () => void {
  watchOtherTabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the token and the user id, then tells whoever listens that the session changed. */
export function startSession(token: StoredToken, userId: number): void {
  lastEnd = null;
  storage.remove('session-end-reason');
  writeStoredToken(token);
  storage.set('current-user-id', userId);
  notify();
}

/** A new access token for the same session (refresh). */
export function replaceSessionToken(token: StoredToken): void {
  writeStoredToken(token);
  notify();
}

/** The signed-in user's last used workspace, or null (none yet, or nobody signed in). */
export function lastUsedWorkspaceId(): number | null {
  const session = getSession();
  return session.status === 'signed-in' ? session.workspaceId : null;
}

/** Keeps `workspaceId` as the signed-in user's last used workspace (their fallback route). */
export function rememberLastWorkspace(workspaceId: number): void {
  const userId = storage.get('current-user-id');
  if (userId === null || lastWorkspaceOf(userId) === workspaceId) return;
  storage.set('last-workspace', { userId, workspaceId });
  notify();
}

/** Forgets the last used workspace when it is this one (the user left it, or it is gone). */
export function forgetLastWorkspace(workspaceId: number): void {
  if (storage.get('last-workspace')?.workspaceId !== workspaceId) return;
  storage.remove('last-workspace');
  notify();
}

/**
 * Forgets the session in this tab (and, through storage, in the others); a user's own sign-out
 * (an e-mail change is one too) also forgets the drawings of their docs' diagrams and formulas
 * kept in this browser. The other tabs read why from `session-end-reason`, written first: they
 * see `auth-access` go after it. A 401 met once this tab is already signed out (its live channel,
 * closed by the server, gives up and reloads the profile) does not replace the reason given.
 */
export function endSession(endedBy: SessionEnd): void {
  if (endedBy === 'server' && lastEnd !== null && !storage.get('auth-access')) return;
  lastEnd = endedBy;
  if (endedBy === 'email-changed') storage.set('session-end-reason', endedBy);
  else storage.remove('session-end-reason');
  storage.remove('auth-access');
  storage.remove('current-user-id');
  if (endedBy === 'user' || endedBy === 'email-changed') forgetDrawings();
  notify();
}

let reauthenticating = false;

/**
 * True while the 'Your authentication has expired' modal is open: a 401 then means "sign in
 * again here", not "leave the page", so nothing navigates away from the form underneath.
 */
export function isReauthenticating(): boolean {
  return reauthenticating;
}

export function setReauthenticating(value: boolean): void {
  reauthenticating = value;
}
