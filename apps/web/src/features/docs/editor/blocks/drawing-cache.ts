import { DRAWINGS_KEY_PREFIX, tabCaches } from './forget-drawings';

/**
 * The drawings of diagrams and formulas made in this browser, by what was drawn: a doc opened
 * again shows them at once, without loading or running Mermaid or KaTeX for them. Kept in memory
 * for the tab and in local storage across visits (at most MAX_KEPT_CHARS, oldest dropped first),
 * each tied to the app's build so a new Mermaid or KaTeX draws again. Signing out forgets them.
 */
export interface DrawingCache {
  get(name: string): string | null;
  set(name: string, drawing: string): void;
}

const ENTRY_PREFIX = `${DRAWINGS_KEY_PREFIX}:`;
const INDEX_KEY = `${DRAWINGS_KEY_PREFIX}s`;
const BUILD = (import.meta.env.VITE_BUILD_ID as string | undefined) ?? 'dev';
const MAX_KEPT_CHARS = 2_000_000;
const MAX_KEPT_IN_TAB = 500;

interface StoredDrawing {
  name: string;
  drawing: string;
  build: string;
}
/** The stored entries, oldest first, with their sizes. */
type Index = [key: string, chars: number][];

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A 64-bit FNV-1a of `text` in hex: the entry's key (the stored name rules out collisions). */
function hashOf(text: string): string {
  let low = 0x811c9dc5;
  let high = 0x050c5d1f;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
    high = Math.imul(high ^ code, 0x01000193 ^ 0x5bd1e995) >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}

function readIndex(store: Storage): Index {
  try {
    const parsed: unknown = JSON.parse(store.getItem(INDEX_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Index) : [];
  } catch {
    return [];
  }
}

function readStored(store: Storage, key: string, name: string): string | null {
  try {
    const stored = JSON.parse(store.getItem(key) ?? 'null') as StoredDrawing | null;
    return stored?.name === name && stored.build === BUILD ? stored.drawing : null;
  } catch {
    return null;
  }
}

function writeStored(store: Storage, key: string, value: string): void {
  const index = readIndex(store).filter(([kept]) => kept !== key);
  index.push([key, value.length]);
  let total = index.reduce((sum, [, chars]) => sum + chars, 0);
  while (total > MAX_KEPT_CHARS && index.length > 1) {
    const [dropped, chars] = index.shift() ?? ['', 0];
    store.removeItem(dropped);
    total -= chars;
  }
  for (;;) {
    try {
      store.setItem(key, value);
      store.setItem(INDEX_KEY, JSON.stringify(index));
      return;
    } catch {
      // The storage is full (other entries of this origin): drop our oldest, or give up.
      const dropped = index.length > 1 ? index.shift() : undefined;
      if (!dropped) return;
      store.removeItem(dropped[0]);
    }
  }
}

export function drawingCache(kind: string): DrawingCache {
  const inTab = new Map<string, string>();
  tabCaches.push(inTab);
  const keyOf = (name: string) => `${ENTRY_PREFIX}${kind}:${hashOf(name)}`;
  const keepInTab = (name: string, drawing: string) => {
    if (inTab.size >= MAX_KEPT_IN_TAB) inTab.delete(inTab.keys().next().value ?? '');
    inTab.set(name, drawing);
  };
  return {
    get(name) {
      const known = inTab.get(name);
      if (known !== undefined) return known;
      const store = localStore();
      const stored = store ? readStored(store, keyOf(name), name) : null;
      if (stored !== null) keepInTab(name, stored);
      return stored;
    },
    set(name, drawing) {
      keepInTab(name, drawing);
      const store = localStore();
      const value: StoredDrawing = { name, drawing, build: BUILD };
      if (store) writeStored(store, keyOf(name), JSON.stringify(value));
    },
  };
}
