import type { DocNode } from '@hangar/contracts';
import type { PublicScope } from './public.access';

/** Tree nodes for visitors: which other docs have links of their own is none of their business. */
export function publicNodes(nodes: DocNode[]): DocNode[] {
  return nodes.map(({ shared: _shared, ...node }) => ({
    ...node,
    children: publicNodes(node.children),
  }));
}

/**
 * Where a doc stands for a visitor. A doc link's doc stands alone: its real path would name the
 * ids of the unshared docs above it.
 */
export function publicPlace<Item extends { path: string; parent_path?: string }>(
  scope: PublicScope,
  docId: number,
  item: Item,
): Item {
  if (scope.mode === 'project') return item;
  const place = { ...item, path: String(docId) };
  if (item.parent_path !== undefined) place.parent_path = '';
  return place;
}
