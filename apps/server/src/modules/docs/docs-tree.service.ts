import type { DocNode, MoveDocInput } from '@hangar/contracts';
import {
  canDrop,
  childPath,
  docAbilities,
  parentAfterDrop,
  parentPathOf,
  subtreeDepth,
} from '@hangar/domain';
import { HttpError } from '../../http/errors';
import { requireProjectFor, type ProjectCall } from '../projects/projects.access';
import { authorize, docSubject } from '../shared/authorize';
import { publishDocEvent } from './docs.events';
import { buildTree, byPosition, docsOfView, subtreeOf, treeForCaller } from './docs-tree';
import type { DocsDeps } from './docs.deps';
import { listProjectDocs, lockNewDocs, rewriteSubtreePaths, setPosition } from './docs.repository';
import { listProjectTree } from './docs-tree.repository';

export { buildTree, docsOfView, toNode, treeRowOf } from './docs-tree';
export { listProjectTree } from './docs-tree.repository';

const invalidMove = (msg: string) => HttpError.validation([{ loc: ['body', 'to_path'], msg }]);

/**
 * PUT /projects/{projectId}/docs/move: puts a doc (with its children) before, inside or after
 * another, and answers the new active tree (with the caller's abilities). The project's docs are
 * locked meanwhile, so two moves never interleave.
 */
export async function moveDoc(
  deps: DocsDeps,
  { caller, projectId, input }: ProjectCall & { input: MoveDocInput },
): Promise<DocNode[]> {
  const access = await requireProjectFor(deps.db, caller, projectId, 'editContent');
  const { tree, movedId } = await deps.db.transaction(async (tx) => {
    await lockNewDocs(tx, access.project.id);
    const all = await listProjectDocs(tx, access.project.id, { lock: true });
    const from = all.find((row) => row.path === input.from_path && !row.isArchived);
    const target = all.find((row) => row.path === input.to_path && !row.isArchived);
    if (!from || !target) throw invalidMove('This page does not exist any more');
    authorize(docAbilities, docSubject(access, from), 'move');
    const subtree = subtreeOf(all, from.path);
    const depth = subtreeDepth(
      from.path,
      subtree.map((row) => row.path),
    );
    if (!canDrop(from.path, depth, target.path, input.area)) {
      throw invalidMove(
        from.id === target.id || target.path.startsWith(`${from.path}.`)
          ? 'A page cannot be moved into itself'
          : 'Pages cannot be nested deeper than 4 levels',
      );
    }

    const parentPath = parentAfterDrop(target.path, input.area);
    const siblings = all
      .filter((row) => parentPathOf(row.path) === parentPath && row.id !== from.id)
      .sort(byPosition);
    const targetIndex = siblings.findIndex((row) => row.id === target.id);
    const index =
      input.area === 'inside'
        ? siblings.length
        : input.area === 'before'
          ? targetIndex
          : targetIndex + 1;
    siblings.splice(index, 0, from);
    for (const [position, row] of siblings.entries()) {
      if (row.position !== position) await setPosition(tx, row.id, position);
    }
    const newPath = childPath(parentPath, from.id);
    if (newPath !== from.path) await rewriteSubtreePaths(tx, access.project.id, from.path, newPath);
    const after = await listProjectTree(tx, access.project.id);
    return { tree: buildTree(docsOfView(after, 'active')), movedId: from.id };
  });
  await publishDocEvent(deps, access, movedId, 'moved', caller.source);
  return treeForCaller(tree, access);
}
