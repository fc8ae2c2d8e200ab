import { DROP_ZONE_EDGE_RATIO, MAX_DOC_DEPTH } from './constants';

/** Where a dragged doc lands relative to the node it is dropped on. */
export const DROP_AREAS = ['before', 'inside', 'after'] as const;
export type DropArea = (typeof DROP_AREAS)[number];

/**
 * Drop zones of a node: its top 15% drops before it, its bottom 15% after it, the middle 70%
 * inside it. `offsetRatio` is the pointer's height within the node, from 0 (top) to 1 (bottom).
 */
export function dropArea(offsetRatio: number): DropArea {
  if (offsetRatio < DROP_ZONE_EDGE_RATIO) return 'before';
  if (offsetRatio > 1 - DROP_ZONE_EDGE_RATIO) return 'after';
  return 'inside';
}

/**
 * A doc's path is the ids from the root down to it, joined by dots: '12.45.78' is doc 78, inside
 * 45, inside 12. Its depth is the number of ids (a root doc has depth 1).
 */
export const PATH_SEPARATOR = '.';

export function pathIds(path: string): number[] {
  return path === '' ? [] : path.split(PATH_SEPARATOR).map(Number);
}

export function depthOf(path: string): number {
  return pathIds(path).length;
}

export function parentPathOf(path: string): string {
  const last = path.lastIndexOf(PATH_SEPARATOR);
  return last === -1 ? '' : path.slice(0, last);
}

export function childPath(parentPath: string, id: number): string {
  return parentPath === '' ? String(id) : `${parentPath}${PATH_SEPARATOR}${id}`;
}

export function isSameOrDescendant(path: string, ancestorPath: string): boolean {
  return path === ancestorPath || path.startsWith(`${ancestorPath}${PATH_SEPARATOR}`);
}

/** How many levels a subtree spans: 1 for a doc without children. */
export function subtreeDepth(rootPath: string, descendantPaths: string[]): number {
  const base = depthOf(rootPath);
  return descendantPaths.reduce((deepest, path) => Math.max(deepest, depthOf(path) - base + 1), 1);
}

/** The parent a drop puts the dragged doc under. */
export function parentAfterDrop(targetPath: string, area: DropArea): string {
  return area === 'inside' ? targetPath : parentPathOf(targetPath);
}

/**
 * A drop is valid when it does not put a doc on or inside itself, and the target's depth plus
 * the dragged subtree's depth stays within the maximum.
 */
export function canDrop(
  fromPath: string,
  fromSubtreeDepth: number,
  targetPath: string,
  area: DropArea,
  maxDepth: number = MAX_DOC_DEPTH,
): boolean {
  if (isSameOrDescendant(targetPath, fromPath)) return false;
  const newParentDepth = depthOf(parentAfterDrop(targetPath, area));
  return newParentDepth + fromSubtreeDepth <= maxDepth;
}

/** A new doc can go under a parent while the parent is above the maximum depth. */
export function canCreateUnder(parentPath: string, maxDepth: number = MAX_DOC_DEPTH): boolean {
  return depthOf(parentPath) + 1 <= maxDepth;
}
