/** The ids of the events this instance has delivered lately, so none is delivered twice. */
export interface DeliveredIds {
  has(id: string): boolean;
  add(id: string): void;
}

/**
 * Remembers the last `capacity` ids. An id at or below one it had to forget counts as
 * delivered: once that many newer events went by, an older one is stale, and a duplicate would
 * be worse than its absence (a catch-up that far behind sends `reset` anyway).
 */
export function createDeliveredIds(capacity: number): DeliveredIds {
  const ids = new Set<string>();
  let forgottenUpTo = -1n;
  return {
    has: (id) => ids.has(id) || BigInt(id) <= forgottenUpTo,
    add(id) {
      if (ids.has(id)) return;
      ids.add(id);
      if (ids.size <= capacity) return;
      const oldest = ids.values().next().value;
      if (oldest === undefined) return;
      ids.delete(oldest);
      const forgotten = BigInt(oldest);
      if (forgotten > forgottenUpTo) forgottenUpTo = forgotten;
    },
  };
}
