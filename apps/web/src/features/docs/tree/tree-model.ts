import type { DocNode, MoveDocInput } from '@hangar/contracts/docs';
import {
  canDrop,
  childPath,
  parentAfterDrop,
  parentPathOf,
  PATH_SEPARATOR,
  pathIds,
  type DropArea,
} from '@hangar/domain/tree';

/**
 * The client's docs tree (SPEC.md section 3 "Tree node"): the server's nodes, flattened into the
 * rows the panel shows, with the opened state kept on this device.
 */
export interface TreeRow {
  node: DocNode;
  /** 1 for a top-level doc. */
  depth: number;
  /** The parent row's doc id, null at the top level. */
  parentId: number | null;
  hasChildren: boolean;
  opened: boolean;
}

/** The rows on screen: every top-level doc, and the children of opened ones. */
export function visibleRows(tree: readonly DocNode[], opened: ReadonlySet<number>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly DocNode[], depth: number, parentId: number | null) => {
    for (const node of nodes) {
      const isOpened = opened.has(node.item_id) && node.children.length > 0;
      rows.push({
        node,
        depth,
        parentId,
        hasChildren: node.children.length > 0,
        opened: isOpened,
      });
      if (isOpened) walk(node.children, depth + 1, node.item_id);
    }
  };
  walk(tree, 1, null);
  return rows;
}

/** The node with `id`, searched through the whole tree. */
export function findNode(tree: readonly DocNode[], id: number): DocNode | null {
  for (const node of tree) {
    if (node.item_id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}

/** The ids from the top of the tree down to `id`'s parent (the nodes to open to show it). */
export function ancestorIds(tree: readonly DocNode[], id: number): number[] | null {
  for (const node of tree) {
    if (node.item_id === id) return [];
    const below = ancestorIds(node.children, id);
    if (below) return [node.item_id, ...below];
  }
  return null;
}

/**
 * The parents of the doc at `parentPath`'s end, from the top down (the top bar's breadcrumb), as
 * the loaded trees have them: the active one, then the archived one. Null when one is missing
 * (a tree not loaded yet, or older than the doc): the bar then shows no parents rather than some.
 */
export function parentNodes(
  parentPath: string,
  trees: readonly (readonly DocNode[] | undefined)[],
): DocNode[] | null {
  const parents: DocNode[] = [];
  for (const id of pathIds(parentPath)) {
    let found: DocNode | null = null;
    for (const tree of trees) {
      found = tree ? findNode(tree, id) : null;
      if (found) break;
    }
    if (!found) return null;
    parents.push(found);
  }
  return parents;
}

/** How many levels a node and its descendants span: 1 for a doc without children. */
function subtreeDepthOf(node: DocNode): number {
  return 1 + node.children.reduce((deepest, child) => Math.max(deepest, subtreeDepthOf(child)), 0);
}

/** Whether `node` may go `area` of `target` (SPEC.md section 4 "Drag and drop"). */
export function canDropNode(node: DocNode, target: DocNode, area: DropArea): boolean {
  return canDrop(node.path, subtreeDepthOf(node), target.path, area);
}

function withPath(node: DocNode, path: string): DocNode {
  return {
    ...node,
    path,
    children: node.children.map((child) => withPath(child, childPath(path, child.item_id))),
  };
}

function without(nodes: readonly DocNode[], id: number): DocNode[] {
  return nodes
    .filter((node) => node.item_id !== id)
    .map((node) => ({ ...node, children: without(node.children, id) }));
}

function insert(
  nodes: readonly DocNode[],
  parentPath: string,
  moved: DocNode,
  target: DocNode,
  area: DropArea,
): DocNode[] {
  const placeAmong = (siblings: readonly DocNode[]): DocNode[] => {
    if (area === 'inside') return [...siblings, moved];
    const index = siblings.findIndex((sibling) => sibling.item_id === target.item_id);
    const at = area === 'before' ? index : index + 1;
    return [...siblings.slice(0, at), moved, ...siblings.slice(at)];
  };
  if (parentPath === '') return placeAmong(nodes);
  return nodes.map((node) =>
    node.path === parentPath
      ? { ...node, children: placeAmong(node.children) }
      : { ...node, children: insert(node.children, parentPath, moved, target, area) },
  );
}

/**
 * The tree the client expects after a move, as the server makes it: the doc and its children go
 * before or after the target, or become its last child; their paths follow.
 */
export function treeAfterMove(tree: readonly DocNode[], move: MoveDocInput): DocNode[] {
  const fromId = Number(move.from_path.split(PATH_SEPARATOR).at(-1));
  const targetId = Number(move.to_path.split(PATH_SEPARATOR).at(-1));
  const moving = findNode(tree, fromId);
  const target = findNode(tree, targetId);
  if (!moving || !target) throw new Error('The doc to move or its target is not in the tree');
  const parentPath = parentAfterDrop(target.path, move.area);
  const moved = withPath(moving, childPath(parentPath, moving.item_id));
  return insert(without(tree, fromId), parentPath, moved, target, move.area);
}

export type KeyboardMove = 'up' | 'down' | 'indent' | 'outdent';

/** The node's parent in the tree: null at the top level (or when the parent is not shown). */
function parentOf(tree: readonly DocNode[], node: DocNode): DocNode | null {
  const parentPath = parentPathOf(node.path);
  if (parentPath === '') return null;
  return findNode(tree, Number(parentPath.split(PATH_SEPARATOR).at(-1)));
}

function siblingsOf(tree: readonly DocNode[], node: DocNode): readonly DocNode[] {
  if (parentPathOf(node.path) === '') return tree;
  return parentOf(tree, node)?.children ?? [];
}

/**
 * The move a keyboard command makes (SPEC.md section 4, by keys instead of the pointer): up and
 * down swap with a sibling, indent goes inside the sibling above (last child), outdent goes
 * after the parent. Null when there is nowhere to go, or the depth rule forbids it.
 */
export function keyboardMove(
  tree: readonly DocNode[],
  node: DocNode,
  command: KeyboardMove,
): MoveDocInput | null {
  const siblings = siblingsOf(tree, node);
  const index = siblings.findIndex((sibling) => sibling.item_id === node.item_id);
  let target: DocNode | undefined;
  let area: DropArea;
  switch (command) {
    case 'up':
      [target, area] = [siblings[index - 1], 'before'];
      break;
    case 'down':
      [target, area] = [siblings[index + 1], 'after'];
      break;
    case 'indent':
      [target, area] = [siblings[index - 1], 'inside'];
      break;
    case 'outdent':
      [target, area] = [parentOf(tree, node) ?? undefined, 'after'];
      break;
  }
  if (index === -1 || !target || !canDropNode(node, target, area)) return null;
  return { from_path: node.path, to_path: target.path, area };
}
