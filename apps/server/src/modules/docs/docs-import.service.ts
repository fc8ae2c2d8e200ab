import { posix } from 'node:path';
import { DOC_IMPORT_PARENT_FIELD, UNTITLED_DOC, type DocImportReport } from '@hangar/contracts';
import {
  DOC_IMPORT_LIMITS,
  MAX_DOC_DEPTH,
  canCreateUnder,
  depthOf,
  formatFileSize,
  projectAbilities,
} from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { requireProject } from '../projects/projects.access';
import { updateProject } from '../projects/projects.repository';
import { authorize, projectSubject } from '../shared/authorize';
import type { MemberContext } from '../workspaces/workspaces.access';
import { storeUpload } from '../uploads/uploads.service';
import type { DocsImportDeps } from './docs.deps';
import { publishDocEvents } from './docs.events';
import { findDoc, insertDoc, lockNewDocs, nextDocPlace, saveContent } from './docs.repository';
import { assertRoomForDocs } from './docs.service';
import { MARKDOWN_FILE, place, planFolders, withoutExtension } from './docs-import-plan';
import {
  PLACEHOLDER_MEDIA,
  readDocs,
  showsZipImage,
  stateOf,
  type EditorState,
  type ReadDoc,
  type Skipped,
} from './docs-import-content';
import { isZip, markdownText, readZip } from './zip-import';

/**
 * Markdown import (docs/docs.md "Import"): a .md file, or a zip of folders of them with their
 * images, becomes docs of a project in one transaction, or nothing does.
 */

/** The file of an import, as the multipart form brought it. */
export interface ImportUpload {
  filename: string;
  bytes: Buffer;
  parentId: number | null;
}

type Access = Awaited<ReturnType<typeof requireProject>>;

/** The project, when the caller may create docs in it (the check of a doc's creation). */
export async function allowImport(
  deps: DocsImportDeps,
  caller: MemberContext,
  projectId: number,
): Promise<Access> {
  const access = await requireProject(deps.db, caller, projectId);
  authorize(projectAbilities, projectSubject(access), 'create');
  return access;
}

/** Files no one meant to import: hidden ones, and the folders macOS adds to its zips. */
const IGNORED = /(^|\/)(\.[^/]*|__MACOSX)(\/|$)/;
const NOT_MARKDOWN = 'Import a Markdown file (.md or .markdown) or a .zip of them.';

/** What the upload holds: its Markdown files by path, and the zip's files when it is one. */
function filesOf(upload: ImportUpload): {
  markdown: string[];
  files: Map<string, Uint8Array>;
  zip: boolean;
  skipped: Skipped[];
} {
  if (isZip(upload.bytes)) {
    const files = readZip(upload.bytes, {
      maxEntries: DOC_IMPORT_LIMITS.maxZipEntries,
      maxUnpackedBytes: DOC_IMPORT_LIMITS.maxUnpackedBytes,
    });
    const kept = [...files.keys()].filter((path) => !IGNORED.test(path));
    const markdown = kept.filter((path) => MARKDOWN_FILE.test(path));
    if (markdown.length === 0) {
      throw HttpError.simple(422, 'The zip holds no Markdown file (.md or .markdown).');
    }
    return { markdown, files, zip: true, skipped: [] };
  }
  const name = posix.basename(upload.filename.replace(/\\/g, '/')) || 'document.md';
  if (!MARKDOWN_FILE.test(name)) {
    // Text by another name, or anything else: said by what the bytes are when they say it.
    markdownText(name, upload.bytes, DOC_IMPORT_LIMITS.maxMarkdownBytes);
    throw HttpError.simple(415, NOT_MARKDOWN);
  }
  return { markdown: [name], files: new Map([[name, upload.bytes]]), zip: false, skipped: [] };
}

/** The parent doc's path ('' for the top level), when docs may go under it. */
async function parentPathOf(deps: DocsImportDeps, access: Access, parentId: number | null) {
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

/** Inserts the planned docs in order, each under its parent (made before it), with its content. */
async function insertDocs(
  tx: Database,
  {
    caller,
    access,
    parentPath,
    docs,
    states,
  }: {
    caller: MemberContext;
    access: Access;
    parentPath: string;
    docs: ReadDoc[];
    states: (EditorState | null)[];
  },
): Promise<{ id: number; path: string }[]> {
  const made: { id: number; path: string }[] = [];
  const childCount = new Map<number, number>();
  for (const [index, doc] of docs.entries()) {
    const values = {
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
      row = await insertDoc(tx, { ...values, id: place.id, position: place.position }, parentPath);
    } else {
      const position = childCount.get(doc.parent) ?? 0;
      childCount.set(doc.parent, position + 1);
      row = await insertDoc(tx, { ...values, position }, made[doc.parent]!.path);
    }
    const state = states[index];
    if (state) await saveContent(tx, row.id, state.state, state.text, [caller.actor.userId]);
    made.push({ id: row.id, path: row.path });
  }
  return made;
}

/**
 * Reads and checks the whole upload, then makes its docs in one transaction with their images:
 * a bad file (its type, encoding, size, a zip's paths or entries, Markdown the editor cannot
 * hold) or a refusal (the free plan's docs) creates nothing and leaves no image stored.
 */
export async function importDocs(
  deps: DocsImportDeps,
  { caller, access, upload }: { caller: MemberContext; access: Access; upload: ImportUpload },
): Promise<DocImportReport> {
  const parentPath = await parentPathOf(deps, access, upload.parentId);
  const { markdown, files, zip, skipped } = filesOf(upload);
  const roots = zip
    ? planFolders(markdown)
    : [
        {
          source: markdown[0]!,
          file: markdown[0]!,
          fallbackName: withoutExtension(markdown[0]!),
          children: [],
        },
      ];
  const placed = place(roots, depthOf(parentPath));
  if (placed.length > DOC_IMPORT_LIMITS.maxDocs) {
    throw HttpError.simple(
      422,
      `The zip would make ${placed.length} docs; one import makes at most ${DOC_IMPORT_LIMITS.maxDocs}: import it in smaller parts.`,
    );
  }

  const markdownBytes = markdown.reduce((sum, path) => sum + (files.get(path)?.length ?? 0), 0);
  if (markdownBytes > DOC_IMPORT_LIMITS.maxMarkdownTotalBytes) {
    throw HttpError.simple(
      413,
      `The zip holds more than ${formatFileSize(DOC_IMPORT_LIMITS.maxMarkdownTotalBytes)} of Markdown: import it in smaller parts.`,
    );
  }

  const { docs, referenced } = await readDocs(placed, files, zip, deps, skipped);
  // Every text checked before anything is stored. A doc that shows no image of the zip keeps the
  // state it was checked in: only an image stored later changes what the editor holds.
  const checked: (EditorState | null)[] = [];
  for (const doc of docs) checked.push(await stateOf(doc, () => PLACEHOLDER_MEDIA));
  if (zip) {
    const used = new Set([...markdown, ...referenced]);
    for (const path of files.keys()) {
      if (!used.has(path) && !IGNORED.test(path)) {
        skipped.push({ source: path, reason: 'Neither a Markdown file nor an image a doc shows' });
      }
    }
  }

  const stored: string[] = [];
  let created: { id: number; path: string }[];
  try {
    created = await deps.db.transaction(async (tx) => {
      const media = new Map<string, string>();
      for (const file of referenced) {
        const filename = await storeUpload(
          { db: tx, storage: deps.storage, maxBytes: deps.config.uploadMaxBytes },
          caller.actor.userId,
          Buffer.from(files.get(file)!),
        );
        stored.push(filename);
        media.set(file, `/media/${filename}`);
      }
      const states: (EditorState | null)[] = [];
      for (const [index, doc] of docs.entries()) {
        states.push(
          showsZipImage(doc)
            ? await stateOf(doc, (file) => media.get(file) ?? PLACEHOLDER_MEDIA)
            : (checked[index] ?? null),
        );
      }
      await assertRoomForDocs(tx, caller.workspaceId, docs.length);
      await lockNewDocs(tx, access.project.id);
      const made = await insertDocs(tx, { caller, access, parentPath, docs, states });
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
  return {
    docs: docs.map((doc, index) => ({
      id: created[index]!.id,
      name: doc.name,
      path: created[index]!.path,
      source: doc.doc.source,
    })),
    root_ids: rootIds,
    flattened: docs.flatMap((doc, index) => {
      if (!doc.flattened) return [];
      const after = docs[doc.flattened.after]?.name || UNTITLED_DOC;
      const reason =
        `Docs nest at most ${MAX_DOC_DEPTH} levels: at level ${doc.flattened.depth} in its ` +
        `folders, it is at level ${MAX_DOC_DEPTH}, after "${after}"`;
      return [{ source: doc.doc.source, doc_id: created[index]!.id, reason }];
    }),
    skipped,
  };
}
