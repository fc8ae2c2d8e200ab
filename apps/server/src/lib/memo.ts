/** Lets the event loop read what the sockets already hold (e.g. an invalidation) first. */
const readPendingEvents = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Entry<Value> {
  value: Value;
  until: number;
}

/**
 * Values loaded on demand and kept until `lifetimeOf` says, or until `forget` drops them (what an
 * event bus listener calls when it hears they changed). A value is used only after the event loop
 * has read what its sockets already hold, so an invalidation that already arrived is applied
 * first; a load that began before an invalidation does not store what it read.
 */
export function createMemo<Value>(
  maxEntries: number,
  lifetimeOf: (value: Value, now: number) => number,
) {
  const entries = new Map<string, Entry<Value>>();
  // Bumped by every invalidation: a load that began before one must not store what it read.
  let generation = 0;
  return {
    forget(test: (key: string, value: Value) => boolean) {
      generation += 1;
      for (const [key, entry] of entries) if (test(key, entry.value)) entries.delete(key);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    /** Entries held now, expired ones included until they are dropped. */
    size: () => entries.size,
    async get(key: string, load: () => Promise<Value | null>, keep: (value: Value) => boolean) {
      if (entries.has(key)) {
        await readPendingEvents();
        const entry = entries.get(key);
        if (entry && entry.until > Date.now()) return entry.value;
        entries.delete(key);
      }
      const startedAt = generation;
      const value = await load();
      if (value !== null && keep(value) && startedAt === generation) {
        const now = Date.now();
        // Expired entries at the old end go now, not when the map is full or their key comes back.
        for (const [oldKey, entry] of entries) {
          if (entry.until > now && entries.size < maxEntries) break;
          entries.delete(oldKey);
        }
        entries.set(key, { value, until: lifetimeOf(value, now) });
      }
      return value;
    },
  };
}
