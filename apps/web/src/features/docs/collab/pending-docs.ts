import { storage } from '../../../lib/storage';

/**
 * The docs whose changes the database does not hold yet, per user (`docs-pending`,
 * 'userId:docId' -> how many). Their changes are in IndexedDB: at the app's next start they are
 * sent again, even if the doc is never opened again (see registry.resumePendingDocs).
 */
const keyOf = (userId: number, docId: number) => `${userId}:${docId}`;

export function notePending(userId: number, docId: number, count: number): void {
  const all = storage.get('docs-pending') ?? {};
  const key = keyOf(userId, docId);
  if ((all[key] ?? 0) === count) return;
  const next = { ...all };
  if (count > 0) next[key] = count;
  else delete next[key];
  storage.set('docs-pending', next);
}

/** How many changes of `userId` to `docId` a previous visit left unsaved. */
export function pendingCount(userId: number, docId: number): number {
  return storage.get('docs-pending')?.[keyOf(userId, docId)] ?? 0;
}

/** The docs of `userId` with changes waiting for the server. */
export function pendingDocIds(userId: number): number[] {
  return Object.keys(storage.get('docs-pending') ?? {})
    .map((key) => key.split(':').map(Number))
    .filter(([user, doc]) => user === userId && Number.isSafeInteger(doc) && (doc ?? 0) > 0)
    .map(([, doc]) => doc as number);
}
