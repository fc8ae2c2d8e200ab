import {
  DOC_IMPORT_PARENT_FIELD,
  UNTITLED_DOC,
  routes,
  type DocImportReport,
} from '@hangar/contracts';
import { MAX_DOC_DEPTH, canCreateUnder, depthOf } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { requireProjectFor } from '../projects/projects.access';
import { updateProject } from '../projects/projects.service';
import type { MemberContext } from '../workspaces/workspaces.access';
import { newUploadName, storeUpload } from '../uploads/uploads.service';
import type { DocsImportWork } from './docs.deps';
import { publishDocEvents, publishDocLinksEvents } from './docs.events';
import { findDoc, insertDoc, lockNewDocs, nextDocPlace, reserveDocIds } from './docs.repository';
import { saveContent } from './docs-contents.repository';
import { assertRoomForDocs } from './docs.service';
import type { EditorState } from './docs-import-content';
import type { ReadImportDoc } from './docs-import-read';
import { docStandIn } from './docs-import-links';
import { prepareImportedFiles, storeImportedFiles } from './docs-import-files';

/**
 * Markdown import (docs/docs.md "Import"): a .md file, or a zip of folders of them with their
 * images, becomes docs of a project in one transaction, or nothing does.
 */

/** Tells how far an import is: what it is doing, in words, and its percentage. */
export type ImportProgress = (step: string, percent: number) => Promise<void>;

/** The file of an import, as the multipart form brought it. */
export interface ImportUpload {
  filename: string;
  bytes: Buffer;
  parentId: number | null;
}

type Access = Awaited<ReturnType<typeof requireProjectFor>>;

/** The project, when the caller may create docs in it (the check of a doc's creation). */
export async function allowImport(
  deps: Pick<DocsImportWork, 'db'>,
  caller: MemberContext,
  projectId: number,
): Promise<Access> {
  return requireProjectFor(deps.db, caller, projectId, 'create');
}

/**
 * The upload's memory, handed to the worker rather than copied when the upload alone holds it: a
 * buffer of its own (not a slice of Node's shared pool of small buffers).
 */
function ownBuffer(bytes: Buffer): ArrayBuffer[] {
  const own = bytes.buffer.byteLength > Buffer.poolSize && bytes.buffer instanceof ArrayBuffer;
  return own ? [bytes.buffer] : [];
}

/** The parent doc's path ('' for the top level), when docs may go under it. */
async function parentPathOf(
  deps: Pick<DocsImportWork, 'db'>,
  access: Access,
  parentId: number | null,
) {
  if (parentId === null) return '';
  const parent = await findDoc(deps.db, access.project.id, parentId);
  if (!parent || parent.isArchived) {
    throw HttpError.validation([
      { loc: ['body', DOC_IMPORT_PARENT_FIELD], msg: 'This page does not exist' },
    ]);
  }
  if (!canCreateUnder(parent.path)) {
    throw HttpError.validation([
      {
        loc: ['body', DOC_IMPORT_PARENT_FIELD],
        msg: `Pages cannot be nested deeper than ${MAX_DOC_DEPTH} levels`,
      },
    ]);
  }
  return parent.path;
}

/**
 * Inserts the planned docs in order, each under its parent (made before it) with its reserved
 * id, then their contents (whose links to one another need both docs).
 */
async function insertDocs(
  tx: Database,
  { caller, access, parentPath }: { caller: MemberContext; access: Access; parentPath: string },
  { docs, ids, states }: { docs: ReadImportDoc[]; ids: number[]; states: (EditorState | null)[] },
  /** Gets the existing docs the imported ones link to. */
  linked: number[],
): Promise<{ id: number; path: string }[]> {
  const made: { id: number; path: string }[] = [];
  const childCount = new Map<number, number>();
  for (const [index, doc] of docs.entries()) {
    const values = {
      id: ids[index]!,
      workspaceId: caller.workspaceId,
      projectId: access.project.id,
      name: doc.name,
      emoji: null,
      createdBy: caller.actor.userId,
    };
    let row;
    if (doc.parent === -1) {
      const place = await nextDocPlace(tx, access.project.id, parentPath);
      if (place.parentIsArchived !== false) {
        throw HttpError.validation([
          { loc: ['body', DOC_IMPORT_PARENT_FIELD], msg: 'This page does not exist' },
        ]);
      }
      row = await insertDoc(tx, { ...values, position: place.position }, parentPath);
    } else {
      const position = childCount.get(doc.parent) ?? 0;
      childCount.set(doc.parent, position + 1);
      row = await insertDoc(tx, { ...values, position }, made[doc.parent]!.path);
    }
    made.push({ id: row.id, path: row.path });
  }
  for (const [index, state] of states.entries()) {
    if (!state) continue;
    const authors = [caller.actor.userId];
    const docId = made[index]!.id;
    linked.push(...(await saveContent(tx, docId, state.state, state.text, authors, state.links)));
  }
  return made;
}

/**
 * Reads and checks the whole upload in a worker thread (docs-import-read.ts), then makes its docs
 * in one transaction with their images: a bad file (its type, encoding, size, a zip's paths or
 * entries, Markdown the editor cannot hold) or a refusal (the free plan's docs) creates nothing
 * and leaves no image stored.
 */
export async function importDocs(
  deps: DocsImportWork,
  { caller, access, upload }: { caller: MemberContext; access: Access; upload: ImportUpload },
  progress: ImportProgress = async () => {},
): Promise<DocImportReport> {
  const parentPath = await parentPathOf(deps, access, upload.parentId);
  await progress('Reading the files', 5);
  const owner = { userId: caller.actor.userId, workspaceId: caller.workspaceId };
  const read = await deps.cpu.run(
    'readImport',
    {
      filename: upload.filename,
      bytes: upload.bytes,
      parentDepth: depthOf(parentPath),
      uploadMaxBytes: deps.config.uploadMaxBytes,
      workspaceId: caller.workspaceId,
    },
    { owner, transfer: ownBuffer(upload.bytes) },
  );
  const { docs, images, skipped, standInKey, format, approximated } = read;
  await progress(`Converting ${docs.length} ${docs.length === 1 ? 'page' : 'pages'}`, 40);

  const stored: string[] = [];
  const linked: number[] = [];
  let created: { id: number; path: string }[];
  try {
    const named = images.map((image) => {
      const bytes = Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.length);
      return { ...image, bytes, filename: newUploadName(bytes) };
    });
    const media = Object.fromEntries(
      named.map((image) => [image.placeholder, `/media/${image.filename}`]),
    );
    const attached = prepareImportedFiles(read.attachments, access.project.id);
    const ids = await reserveDocIds(deps.db, docs.length);
    const docAddresses = Object.fromEntries(
      ids.map((id, index) => [
        docStandIn(standInKey, index),
        routes.doc(caller.workspaceId, access.project.id, id),
      ]),
    );
    const toFinish = docs.flatMap((doc) => (doc.contentToFinish ? [doc] : []));
    const finished = toFinish.length
      ? await deps.cpu.run(
          'importStates',
          {
            contents: toFinish.map((doc) => doc.contentToFinish!),
            files: toFinish.map((doc) => doc.source),
            media,
            attachments: attached.byStandIn,
            docAddresses,
            workspaceId: caller.workspaceId,
          },
          { owner },
        )
      : [];
    const states = docs.map((doc) => (doc.contentToFinish ? finished.shift()! : doc.state));
    await progress(`Creating ${docs.length} ${docs.length === 1 ? 'doc' : 'docs'}`, 70);
    created = await deps.db.transaction(async (tx) => {
      const upload = { db: tx, storage: deps.storage, maxBytes: deps.config.uploadMaxBytes };
      for (const image of named) {
        stored.push(await storeUpload(upload, caller.actor.userId, image.bytes, image.filename));
      }
      const place = {
        workspaceId: caller.workspaceId,
        projectId: access.project.id,
        userId: caller.actor.userId,
      };
      await storeImportedFiles(upload, place, attached, stored);
      await assertRoomForDocs(tx, caller.workspaceId, docs.length);
      await lockNewDocs(tx, access.project.id);
      const under = { caller, access, parentPath };
      const made = await insertDocs(tx, under, { docs, ids, states }, linked);
      await updateProject(tx, access.project.id, {});
      return made;
    });
  } catch (error) {
    await Promise.all(stored.map((filename) => deps.storage.remove(filename).catch(() => {})));
    throw error;
  }

  const rootIds = created.filter((_, index) => docs[index]!.parent === -1).map((doc) => doc.id);
  // Every open tree reloads the project's whole tree on one event: one per root doc tells them.
  await publishDocEvents(deps, access, rootIds, 'created', caller.source);
  await publishDocLinksEvents(deps, linked, caller.source);
  return {
    docs: docs.map((doc, index) => ({
      id: created[index]!.id,
      name: doc.name,
      path: created[index]!.path,
      source: doc.source,
    })),
    root_ids: rootIds,
    flattened: docs.flatMap((doc, index) => {
      if (!doc.flattened) return [];
      const after = docs[doc.flattened.after]?.name || UNTITLED_DOC;
      const reason =
        `Docs nest at most ${MAX_DOC_DEPTH} levels: at level ${doc.flattened.depth} in its ` +
        `folders, it is at level ${MAX_DOC_DEPTH}, after "${after}"`;
      return [{ source: doc.source, doc_id: created[index]!.id, reason }];
    }),
    skipped,
    format,
    approximated,
  };
}
