import type { DocNode } from '@hangar/contracts';
import { parentPathOf } from '@hangar/domain';
import type { DocRow, DocTreeRow } from './docs.repository';

export function treeRowOf(doc: DocRow): DocTreeRow {
  return { ...doc, shared: doc.shareToken !== null };
}

/** A node as the tree sends it: the emoji and the flags only when set. */
export function toNode(doc: DocTreeRow, children: DocNode[] = []): DocNode {
  const node: DocNode = { item_id: doc.id, path: doc.path, name: doc.name, children };
  if (doc.emoji !== null) node.emoji = doc.emoji;
  if (doc.isTemplate) node.is_template = true;
  if (doc.isLocked) node.is_locked = true;
  if (doc.isArchived) node.is_archived = true;
  if (doc.shared) node.shared = true;
  return node;
}

/** Siblings in their order. */
export function byPosition(a: DocRow, b: DocRow): number {
  return a.position - b.position || a.id - b.id;
}

/**
 * The tree of the given docs, which come siblings in their order (listProjectTree): each doc
 * under its parent when the parent is among them, at the top otherwise (an archived doc whose
 * parent is active roots the archived view).
 */
export function buildTree(rows: DocTreeRow[]): DocNode[] {
  const byParent = new Map<string, DocTreeRow[]>();
  const paths = new Set(rows.map((row) => row.path));
  for (const row of rows) {
    const parent = parentPathOf(row.path);
    const key = paths.has(parent) ? parent : '';
    const siblings = byParent.get(key);
    if (siblings) siblings.push(row);
    else byParent.set(key, [row]);
  }
  const nodesUnder = (path: string): DocNode[] =>
    (byParent.get(path) ?? []).map((row) => toNode(row, nodesUnder(row.path)));
  return nodesUnder('');
}

/** The docs of a view: active ones, or archived ones. */
export function docsOfView<Row extends Pick<DocRow, 'isArchived'>>(
  rows: Row[],
  only: 'active' | 'archived',
): Row[] {
  return rows.filter((row) => row.isArchived === (only === 'archived'));
}

export function subtreeOf(rows: DocRow[], path: string): DocRow[] {
  return rows.filter((row) => row.path === path || row.path.startsWith(`${path}.`));
}
