import type { DocNode } from '@hangar/contracts';
import type { EventBus } from '../../events/bus';
import { createMemo } from '../../lib/memo';

/** The longest a project's tree is served without hearing of a change to it. */
const DOC_TREE_CACHE_TTL_MS = 10_000;
const DOC_TREE_CACHE_MAX_ENTRIES = 2_000;

type TreeView = 'active' | 'archived';

/**
 * Each project's docs tree, built once and served until a doc of the project changes: every doc
 * change publishes a `doc` event with its project (docs.events.ts), which every instance hears.
 * The call that publishes one answers only once Redis has taken it (events/bus.ts), so the
 * caller's next read finds the new tree on any instance.
 */
export interface DocTreeCache {
  tree(projectId: number, view: TreeView, build: () => Promise<DocNode[]>): Promise<DocNode[]>;
  close(): void;
}

export function createDocTreeCache(bus: EventBus): DocTreeCache {
  const trees = createMemo<DocNode[]>(
    DOC_TREE_CACHE_MAX_ENTRIES,
    (_tree, now) => now + DOC_TREE_CACHE_TTL_MS,
  );
  const unsubscribe = bus.subscribe(
    (event) => {
      if (event.topic === 'doc') {
        const prefix = `${event.payload.project_id}:`;
        trees.forget((key) => key.startsWith(prefix));
      }
    },
    () => trees.clear(),
  );
  return {
    async tree(projectId, view, build) {
      return (await trees.get(`${projectId}:${view}`, build, () => true)) ?? [];
    },
    close() {
      unsubscribe();
      trees.clear();
    },
  };
}
