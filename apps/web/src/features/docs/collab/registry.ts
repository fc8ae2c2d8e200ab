import { registerUnsavedWork } from '../../../lib/unsaved-work';
import { LiveDocSession, type LiveDocOptions } from './live-session';
import { pendingDocIds } from './pending-docs';

/**
 * The open docs' sessions, one per user and doc, shared by the pages that show it. A session no
 * page uses any more stays until the database holds every change (or 10 minutes passed:
 * the changes stay in IndexedDB and go at the next start), so leaving a doc loses nothing.
 */
const sessions = new Map<string, LiveDocSession>();
const listeners = new Set<() => void>();
/** A page that comes back at once (React's strict mode, a quick back) finds its session. */
const GRACE_MS = 1500;
const LINGER_MAX_MS = 10 * 60_000;

const keyOf = (userId: number, docId: number) => `${userId}:${docId}`;

function changed(): void {
  for (const listener of listeners) listener();
}

export function subscribeSessions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function findSession(userId: number, docId: number): LiveDocSession | null {
  return sessions.get(keyOf(userId, docId)) ?? null;
}

export function acquireLiveDoc(options: LiveDocOptions): LiveDocSession {
  const key = keyOf(options.userId, options.docId);
  let session = sessions.get(key);
  if (!session) {
    session = new LiveDocSession(options);
    sessions.set(key, session);
  } else if (options.persist) {
    session.enablePersistence();
  }
  session.refs += 1;
  changed();
  return session;
}

function close(key: string, session: LiveDocSession): void {
  if (sessions.get(key) !== session || session.refs > 0) return;
  sessions.delete(key);
  session.destroy();
  changed();
}

/** A page stops using the session: it closes once nothing is left to send. */
export function releaseLiveDoc(session: LiveDocSession): void {
  session.refs -= 1;
  if (session.refs > 0) return;
  const key = keyOf(session.userId, session.docId);
  const startedAt = Date.now();
  const check = () => {
    if (session.refs > 0) {
      unsubscribe();
      return;
    }
    if (session.settled || Date.now() - startedAt > LINGER_MAX_MS) {
      unsubscribe();
      close(key, session);
    }
  };
  const unsubscribe = session.subscribe(check);
  setTimeout(check, GRACE_MS);
  setTimeout(check, LINGER_MAX_MS + GRACE_MS);
}

/** The doc was deleted: its session closes and the browser forgets its changes. */
export async function forgetLiveDoc(userId: number, docId: number): Promise<void> {
  const key = keyOf(userId, docId);
  const session = sessions.get(key);
  if (!session) return;
  sessions.delete(key);
  await session.clearLocal();
  session.destroy();
  changed();
}

/** Whether some doc has changes the server has not stored (the leave-page warning). */
function hasPendingChanges(): boolean {
  return [...sessions.values()].some((session) => session.pending > 0);
}

/**
 * Sends the changes a previous visit left in the browser (offline, tab closed) for docs that are
 * not open: each one's session opens without a page and closes once the server has them.
 */
export function resumePendingDocs(userId: number): void {
  for (const docId of pendingDocIds(userId)) {
    if (sessions.has(keyOf(userId, docId))) continue;
    const session = acquireLiveDoc({ docId, userId, contentState: '', persist: true, live: true });
    releaseLiveDoc(session);
  }
}

// The leave-page warning while changes are not stored (they are kept in the browser too).
registerUnsavedWork(hasPendingChanges);
