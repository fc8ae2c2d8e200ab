import { UNTITLED_DOC, type DocNode } from '@hangar/contracts';
import { HttpError } from '../../http/errors';
import { requireProject } from '../projects/projects.access';
import type { MemberContext } from '../workspaces/workspaces.access';
import type { DocsDeps } from './docs.deps';
import { zipPaths, type ZipDoc } from './docs-export-zip';
import { buildTree, docsOfView } from './docs-tree';
import { listProjectTree } from './docs-tree.repository';

/** Docs one zip export holds at most: more is exported a subtree at a time. */
const MAX_ZIPPED_DOCS = 1000;
/** States read from the database or the live docs at once. */
const STATES_AT_ONCE = 8;

function findNode(nodes: DocNode[], docId: number): DocNode | null {
  for (const node of nodes) {
    const found = node.item_id === docId ? node : findNode(node.children, docId);
    if (found) return found;
  }
  return null;
}

/** The project's active docs (or the subtree of one) to zip, with their states. */
async function docsToZip(
  deps: DocsDeps,
  tree: DocNode[],
  { projectId, rootDocId }: { projectId: number; rootDocId: number | undefined },
): Promise<ZipDoc[]> {
  let roots = tree;
  if (rootDocId !== undefined) {
    const root = findNode(tree, rootDocId);
    if (!root) throw HttpError.notFound('Doc not found');
    roots = [root];
  }
  const placed = zipPaths(roots);
  if (placed.length > MAX_ZIPPED_DOCS) {
    throw HttpError.simple(
      422,
      `One export holds at most ${MAX_ZIPPED_DOCS} docs: export a part of the tree at a time.`,
    );
  }
  const docs: ZipDoc[] = [];
  for (let start = 0; start < placed.length; start += STATES_AT_ONCE) {
    const batch = placed.slice(start, start + STATES_AT_ONCE);
    const states = await Promise.all(batch.map(({ node }) => deps.live.currentState(node.item_id)));
    batch.forEach(({ node, file }, index) =>
      docs.push({
        id: node.item_id,
        projectId,
        file,
        title: node.name || UNTITLED_DOC,
        state: states[index] ?? null,
      }),
    );
  }
  return docs;
}

/**
 * GET .../docs/export.zip: the project's active docs (or one doc's subtree) as a zip of Markdown,
 * built in a worker; the project's name names the file.
 */
export async function exportProjectZip(
  deps: DocsDeps,
  {
    caller,
    projectId,
    rootDocId,
  }: { caller: MemberContext; projectId: number; rootDocId?: number },
): Promise<{ name: string; zip: Uint8Array }> {
  const access = await requireProject(deps.db, caller, projectId);
  const id = access.project.id;
  const tree = buildTree(docsOfView(await listProjectTree(deps.db, id), 'active'));
  const docs = await docsToZip(deps, tree, { projectId: id, rootDocId });
  const zip = await deps.cpu.run(
    'exportDocsZip',
    { docs, workspaceId: caller.workspaceId },
    { owner: { userId: caller.actor.userId, workspaceId: caller.workspaceId } },
  );
  return { name: access.project.name, zip };
}
