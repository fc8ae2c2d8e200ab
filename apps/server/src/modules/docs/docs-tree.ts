import type { DocNode } from '@hangar/contracts';
import { docAbilities, parentPathOf } from '@hangar/domain';
import { docSubject } from '../shared/authorize';
import type { DocRow } from './docs.repository';
import type { DocTreeRow } from './docs-tree.repository';

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

/** Whom a tree answers: what `requireProject` loads. */
type TreeCaller = Parameters<typeof docSubject>[0];

/** A cached tree's answers, one per kind of caller (role, right, project state), dropped with it. */
const answersByTree = new WeakMap<DocNode[], Map<string, DocNode[]>>();

function withAbilities(nodes: DocNode[], caller: TreeCaller): DocNode[] {
  return nodes.map((node) => {
    const doc = { isArchived: node.is_archived === true, isLocked: node.is_locked === true };
    const { move } = docAbilities(docSubject(caller, doc));
    return { ...node, children: withAbilities(node.children, caller), abilities: { move } };
  });
}

/**
 * The tree as `caller` gets it: each node with what they may do with it in the tree. The tree
 * is cached per project, so abilities are added at answer time; callers of one kind share one
 * answer object, which sendSharedAnswer then encodes once.
 */
export function treeForCaller(tree: DocNode[], caller: TreeCaller): DocNode[] {
  const kind = JSON.stringify(docSubject(caller, { isArchived: false, isLocked: false }));
  let answers = answersByTree.get(tree);
  if (!answers) {
    answers = new Map();
    answersByTree.set(tree, answers);
  }
  let answer = answers.get(kind);
  if (!answer) {
    answer = withAbilities(tree, caller);
    answers.set(kind, answer);
  }
  return answer;
}
