import type { DocNode } from '@hangar/contracts/docs';
import { describe, expect, it } from 'vitest';
import { findNode, keyboardMove, parentNodes, treeAfterMove } from './tree-model';
import { reconcileTree, TreeSyncError } from './tree-sync';

interface Shape {
  id: number;
  children?: Shape[];
}

function build(shapes: readonly Shape[], parentPath = ''): DocNode[] {
  return shapes.map(({ id, children = [] }) => {
    const path = parentPath === '' ? String(id) : `${parentPath}.${id}`;
    return { item_id: id, path, name: `Doc ${id}`, children: build(children, path) };
  });
}

/** Every path, depth first: shows the order, the nesting and the paths at once. */
function outline(nodes: readonly DocNode[]): string[] {
  return nodes.flatMap((node) => [node.path, ...outline(node.children)]);
}

function node(tree: readonly DocNode[], id: number): DocNode {
  const found = findNode(tree, id);
  if (!found) throw new Error(`no doc ${id}`);
  return found;
}

// 1 (with 11 and 12, 12 holding 121), 2, 3
const tree = build([
  { id: 1, children: [{ id: 11 }, { id: 12, children: [{ id: 121 }] }] },
  { id: 2 },
  { id: 3 },
]);

describe('treeAfterMove, a doc that has children', () => {
  it('goes before another doc with its children, their paths rewritten', () => {
    const after = treeAfterMove(tree, { from_path: '1.12', to_path: '2', area: 'before' });
    expect(outline(after)).toEqual(['1', '1.11', '12', '12.121', '2', '3']);
    expect(node(after, 121).path).toBe('12.121');
  });

  it('goes inside another doc as its last child', () => {
    const after = treeAfterMove(tree, { from_path: '1', to_path: '3', area: 'inside' });
    expect(outline(after)).toEqual(['2', '3', '3.1', '3.1.11', '3.1.12', '3.1.12.121']);
    expect(node(after, 1).path).toBe('3.1');
  });

  it('goes after another doc, among its siblings', () => {
    const after = treeAfterMove(tree, { from_path: '1', to_path: '2', area: 'after' });
    expect(outline(after)).toEqual(['2', '1', '1.11', '1.12', '1.12.121', '3']);
  });

  it('reorders among its own siblings', () => {
    const after = treeAfterMove(tree, { from_path: '1.12', to_path: '1.11', area: 'before' });
    expect(outline(after)).toEqual(['1', '1.12', '1.12.121', '1.11', '2', '3']);
  });

  it('throws when the doc or its target is missing', () => {
    expect(() => treeAfterMove(tree, { from_path: '9', to_path: '2', area: 'after' })).toThrow();
  });
});

describe('keyboardMove', () => {
  it.each([
    [2, 'up', { from_path: '2', to_path: '1', area: 'before' }],
    [2, 'down', { from_path: '2', to_path: '3', area: 'after' }],
    [2, 'indent', { from_path: '2', to_path: '1', area: 'inside' }],
    [12, 'outdent', { from_path: '1.12', to_path: '1', area: 'after' }],
  ] as const)('moves %i %s among siblings', (id, command, move) => {
    expect(keyboardMove(tree, node(tree, id), command)).toEqual(move);
  });

  it('returns null where there is nowhere to go', () => {
    expect(keyboardMove(tree, node(tree, 1), 'up')).toBeNull();
    expect(keyboardMove(tree, node(tree, 3), 'down')).toBeNull();
    expect(keyboardMove(tree, node(tree, 1), 'indent')).toBeNull();
    expect(keyboardMove(tree, node(tree, 1), 'outdent')).toBeNull();
  });

  it('returns null when indenting would pass the maximum depth of 4', () => {
    // 1 > 2 > 3 > 4 fills the four levels; 5 holds 51, two levels.
    const deep = build([
      { id: 1, children: [{ id: 2, children: [{ id: 3, children: [{ id: 4 }, { id: 5 }] }] }] },
      { id: 6, children: [{ id: 61 }] },
      { id: 7, children: [{ id: 71, children: [{ id: 711, children: [{ id: 7111 }] }] }] },
    ]);
    // 5 is at depth 4: inside 4 would be depth 5.
    expect(keyboardMove(deep, node(deep, 5), 'indent')).toBeNull();
    // 7 spans four levels: inside 6 it would reach depth 5.
    expect(keyboardMove(deep, node(deep, 7), 'indent')).toBeNull();
    // 61 alone can go one level deeper: the limit is not reached.
    expect(keyboardMove(deep, node(deep, 6), 'indent')).toEqual({
      from_path: '6',
      to_path: '1',
      area: 'inside',
    });
  });
});

describe('reconcileTree', () => {
  const expected = treeAfterMove(tree, { from_path: '3', to_path: '1', area: 'before' });

  it("returns the server's tree when it matches what was expected", () => {
    const server = build([
      { id: 3 },
      { id: 1, children: [{ id: 11 }, { id: 12, children: [{ id: 121 }] }] },
      { id: 2 },
    ]);
    expect(reconcileTree(expected, server)).toBe(server);
  });

  it("throws a TreeSyncError when the server's order differs", () => {
    const server = build([
      { id: 1, children: [{ id: 11 }, { id: 12, children: [{ id: 121 }] }] },
      { id: 3 },
      { id: 2 },
    ]);
    expect(() => reconcileTree(expected, server)).toThrow(TreeSyncError);
  });

  it("throws a TreeSyncError when the server's nesting differs", () => {
    const server = build([
      { id: 3 },
      { id: 1, children: [{ id: 11 }, { id: 12 }] },
      { id: 2, children: [{ id: 121 }] },
    ]);
    expect(() => reconcileTree(expected, server)).toThrow(/doc 12 holds \[\]/);
  });

  it('throws a TreeSyncError when a path does not match its place', () => {
    const server = build([
      { id: 3 },
      { id: 1, children: [{ id: 11 }, { id: 12, children: [{ id: 121 }] }] },
      { id: 2 },
    ]);
    const misplaced = server.map((doc) => (doc.item_id === 2 ? { ...doc, path: '1.2' } : doc));
    expect(() => reconcileTree(expected, misplaced)).toThrow(TreeSyncError);
  });
});

describe('parentNodes, the top bar’s breadcrumb', () => {
  const names = (nodes: DocNode[] | null) => nodes?.map((parent) => parent.name) ?? null;

  it('lists the parents from the top down, none for a top-level doc', () => {
    expect(names(parentNodes('1.12', [tree]))).toEqual(['Doc 1', 'Doc 12']);
    expect(names(parentNodes('', [tree]))).toEqual([]);
  });

  it('looks in the next tree for a parent the first does not have', () => {
    const archived = build([{ id: 7, children: [{ id: 8 }] }]);
    expect(names(parentNodes('7', [tree, archived]))).toEqual(['Doc 7']);
  });

  it('gives null while a parent is in no loaded tree', () => {
    expect(parentNodes('1.99', [tree, undefined])).toBeNull();
    expect(parentNodes('1', [undefined])).toBeNull();
  });
});
