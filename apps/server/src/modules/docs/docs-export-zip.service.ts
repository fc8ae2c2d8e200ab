import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { UNTITLED_DOC, type DocNode } from '@hangar/contracts';
import { strToU8 } from 'fflate';
import { HttpError } from '../../http/errors';
import { markdownDestination } from '../../live/export-safety';
import type { FileStorage } from '../../storage/file-storage';
import { requireProject } from '../projects/projects.access';
import type { MemberContext } from '../workspaces/workspaces.access';
import type { DocsDeps, DocsExportDeps } from './docs.deps';
import { replaceStandIns } from './docs-export-files';
import { pickExportFiles, storedFileFacts, type ZippedFile } from './docs-export-files-plan';
import { zipWriter } from './docs-export-files-zip';
import {
  FILES_FOLDER,
  relativeLink,
  zipPaths,
  type ZipDoc,
  type ZipMarkdown,
} from './docs-export-zip';
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
  const placed = zipPaths(roots, '', [FILES_FOLDER]);
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
 * The zip's bytes as they are written: the files first, each read from storage when its turn
 * comes, then the Markdown, whose stand-ins become relative paths to the files the zip holds (or
 * the addresses they stood for, for a file gone from storage).
 */
async function* zipChunks(
  storage: FileStorage,
  markdown: ZipMarkdown,
  files: { files: ZippedFile[]; pathOf: (string | null)[] },
  nonce: string,
): AsyncGenerator<Uint8Array> {
  const zip = zipWriter();
  const zipped = new Set<string>();
  for (const file of files.files) {
    const stored = await storage.read(file.filename);
    if (!stored) continue;
    yield* zip.stored(file.path, stored.stream as AsyncIterable<Uint8Array<ArrayBuffer>>);
    zipped.add(file.path);
  }
  for (const doc of markdown.docs) {
    const text = replaceStandIns(doc.markdown, nonce, (index) => {
      const path = files.pathOf[index];
      const address =
        path && zipped.has(path) ? relativeLink(doc.file, path) : markdown.files[index]!.address;
      return markdownDestination(address);
    });
    yield* zip.deflated(doc.file, strToU8(text));
  }
  yield* zip.end();
}

/**
 * GET .../docs/export.zip: the project's active docs (or one doc's subtree) as a zip of Markdown
 * and the files they show; the Markdown is written in a worker, the zip streamed as it is read.
 * The project's name names the file.
 */
export async function exportProjectZip(
  deps: DocsExportDeps,
  {
    caller,
    projectId,
    rootDocId,
  }: { caller: MemberContext; projectId: number; rootDocId?: number },
): Promise<{ name: string; zip: Readable }> {
  const access = await requireProject(deps.db, caller, projectId);
  const id = access.project.id;
  const tree = buildTree(docsOfView(await listProjectTree(deps.db, id), 'active'));
  const docs = await docsToZip(deps, tree, { projectId: id, rootDocId });
  const nonce = randomBytes(8).toString('hex');
  const markdown = await deps.cpu.run(
    'exportDocsZip',
    { docs, workspaceId: caller.workspaceId, nonce },
    { owner: { userId: caller.actor.userId, workspaceId: caller.workspaceId } },
  );
  const place = { workspaceId: caller.workspaceId, projectId: id };
  const facts = await storedFileFacts(deps.db, place, markdown.files);
  const files = pickExportFiles(markdown.files, facts);
  return {
    name: access.project.name,
    zip: Readable.from(zipChunks(deps.storage, markdown, files, nonce)),
  };
}
