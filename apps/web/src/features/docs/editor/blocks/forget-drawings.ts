import { STORAGE_PREFIX } from '../../../../lib/storage';

/** Every key of the drawings kept in this browser starts so: the entries and their index. */
export const DRAWINGS_KEY_PREFIX = `${STORAGE_PREFIX}drawing`;

/** The drawings kept in memory by this tab's caches, cleared with the stored ones. */
export const tabCaches: Map<string, string>[] = [];

/**
 * Forgets every drawing kept in this browser (at sign-out: they show the docs' content). Apart
 * from the cache: the session code calling it loads at start, the cache only with a doc.
 */
export function forgetDrawings(): void {
  for (const inTab of tabCaches) inTab.clear();
  try {
    const store = window.localStorage;
    for (let index = store.length - 1; index >= 0; index--) {
      const key = store.key(index);
      if (key?.startsWith(DRAWINGS_KEY_PREFIX)) store.removeItem(key);
    }
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
