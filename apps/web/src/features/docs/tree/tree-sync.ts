import type { DocNode } from '@hangar/contracts/docs';
import { childPath } from '@hangar/domain/tree';

/**
 * The client's tree and the server's disagree (SPEC.md section 3: "the client tree must stay in
 * sync with it or an error is raised"): someone else changed the tree at the same time, or a
 * path is not what its place says.
 */
export class TreeSyncError extends Error {
  constructor(readonly difference: string) {
    super(`The docs tree is out of sync with the server: ${difference}`);
    this.name = 'TreeSyncError';
  }
}

/** Checks every node's path against its place: its parent's path, then its own id. */
function checkPaths(nodes: readonly DocNode[], parentPath: string): void {
  for (const node of nodes) {
    const expected = childPath(parentPath, node.item_id);
    if (node.path !== expected) {
      throw new TreeSyncError(`doc ${node.item_id} is at "${node.path}", expected "${expected}"`);
    }
    checkPaths(node.children, node.path);
  }
}

function compare(expected: readonly DocNode[], actual: readonly DocNode[], where: string): void {
  const expectedIds = expected.map((node) => node.item_id);
  const actualIds = actual.map((node) => node.item_id);
  if (expectedIds.join(',') !== actualIds.join(',')) {
    throw new TreeSyncError(
      `${where} holds [${actualIds.join(', ')}], expected [${expectedIds.join(', ')}]`,
    );
  }
  expected.forEach((node, index) => {
    const other = actual[index];
    if (other) compare(node.children, other.children, `doc ${node.item_id}`);
  });
}

/**
 * The server's tree after a change, checked against what the client expected: same docs, same
 * nesting, same order, paths that match their places. Returns the server's tree (it is the
 * truth); throws a TreeSyncError when they cannot be reconciled, so the caller reloads it.
 */
export function reconcileTree(expected: readonly DocNode[], server: DocNode[]): DocNode[] {
  checkPaths(server, '');
  compare(expected, server, 'the top level');
  return server;
}
