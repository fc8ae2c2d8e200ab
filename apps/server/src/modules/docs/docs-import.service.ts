import { posix } from 'node:path';
import {
  DOC_IMPORT_PARENT_FIELD,
  UNTITLED_DOC,
  docContent,
  type DocContentNode,
  type DocImportReport,
} from '@hangar/contracts';
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
import { safeImageSource } from '../../live/export-safety';
import {
  docName,
  markdownToDoc,
  MarkdownImportError,
  parseMarkdown,
  type ParsedMarkdown,
} from '../../live/markdown-import';
import { requireProject } from '../projects/projects.access';
import { updateProject } from '../projects/projects.repository';
import { authorize, projectSubject } from '../shared/authorize';
import type { MemberContext } from '../workspaces/workspaces.access';
import { detectImageType } from '../uploads/file-types';
import { storeUpload } from '../uploads/uploads.service';
import { initialContent } from './doc-content';
import type { DocsImportDeps } from './docs.deps';
import { publishDocEvents } from './docs.events';
import { findDoc, insertDoc, lockNewDocs, nextDocPlace, saveContent } from './docs.repository';
import { assertRoomForDocs } from './docs.service';
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
type Skipped = DocImportReport['skipped'][number];

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

const MARKDOWN_FILE = /\.(md|markdown)$/i;
/** Files no one meant to import: hidden ones, and the folders macOS adds to its zips. */
const IGNORED = /(^|\/)(\.[^/]*|__MACOSX)(\/|$)/;
const FOLDER_INDEX = /^(index|readme)\.(md|markdown)$/i;
const NOT_MARKDOWN = 'Import a Markdown file (.md or .markdown) or a .zip of them.';

/** A doc to make: from a Markdown file, a folder, or both (a folder with its own text). */
interface PlannedDoc {
  /** Where it comes from in the upload: a file's path, or a folder's with a slash. */
  source: string;
  /** The Markdown file whose text it takes, if any. */
  file: string | null;
  /** The name it takes when its file has no title heading. */
  fallbackName: string;
  children: PlannedDoc[];
}

const withoutExtension = (name: string) => name.replace(MARKDOWN_FILE, '');
const sortKey = (doc: PlannedDoc) => doc.fallbackName;
const byName = (a: PlannedDoc, b: PlannedDoc) =>
  sortKey(a).localeCompare(sortKey(b), 'en', { numeric: true, sensitivity: 'base' }) ||
  a.source.localeCompare(b.source);

/**
 * The docs of a zip's Markdown files, as a tree: each folder holding Markdown (at any depth) is
 * a doc, with the text of its index.md or README.md, else of a sibling `<folder>.md`, else empty;
 * every other Markdown file is a doc under its folder's.
 */
function planFolders(markdownPaths: string[]): PlannedDoc[] {
  const folders = new Set<string>();
  for (const path of markdownPaths) {
    for (let folder = posix.dirname(path); folder !== '.'; folder = posix.dirname(folder)) {
      folders.add(folder);
    }
  }
  const used = new Set<string>();
  const lower = new Map(markdownPaths.map((path) => [path.toLowerCase(), path]));
  const textOfFolder = new Map<string, string>();
  for (const folder of folders) {
    const inside = markdownPaths.find(
      (path) => posix.dirname(path) === folder && FOLDER_INDEX.test(posix.basename(path)),
    );
    const sibling = ['md', 'markdown']
      .map((extension) => lower.get(`${folder}.${extension}`.toLowerCase()))
      .find((path) => path !== undefined && !used.has(path));
    const file = inside ?? sibling;
    if (file) {
      textOfFolder.set(folder, file);
      used.add(file);
    }
  }
  const childrenOf = (folder: string): PlannedDoc[] => {
    const docs: PlannedDoc[] = [];
    for (const sub of folders) {
      if (posix.dirname(sub) !== folder) continue;
      docs.push({
        source: `${sub}/`,
        file: textOfFolder.get(sub) ?? null,
        fallbackName: posix.basename(sub),
        children: childrenOf(sub),
      });
    }
    for (const path of markdownPaths) {
      if (posix.dirname(path) !== folder || used.has(path)) continue;
      docs.push({
        source: path,
        file: path,
        fallbackName: withoutExtension(posix.basename(path)),
        children: [],
      });
    }
    return docs.sort(byName);
  };
  return childrenOf('.');
}

/** Where a planned doc goes: its parent among the planned (-1: the import's parent). */
interface PlacedDoc {
  doc: PlannedDoc;
  parent: number;
  /** When it sits higher than its folder: the level it would have had, the doc it follows. */
  flattened: { depth: number; after: number } | null;
}

/**
 * The planned docs in tree order, parents first. A doc that would nest deeper than the limit
 * goes to the deepest level allowed, beside its folder's doc, after it (docs/docs.md "Import").
 */
function place(roots: PlannedDoc[], baseDepth: number): PlacedDoc[] {
  const placed: PlacedDoc[] = [];
  const visit = (doc: PlannedDoc, ancestors: number[]) => {
    const depth = baseDepth + ancestors.length + 1;
    let parent = ancestors.at(-1) ?? -1;
    let flattened: PlacedDoc['flattened'] = null;
    if (depth > MAX_DOC_DEPTH) {
      const kept = MAX_DOC_DEPTH - 1 - baseDepth;
      parent = kept > 0 ? (ancestors[kept - 1] ?? -1) : -1;
      flattened = { depth, after: ancestors[kept] ?? -1 };
    }
    const index = placed.push({ doc, parent, flattened }) - 1;
    for (const child of doc.children) visit(child, [...ancestors, index]);
  };
  for (const root of roots) visit(root, []);
  return placed;
}

/** An image reference of a Markdown file, resolved. */
type ImageTarget = { keep: string } | { file: string } | { skip: string };

function shortened(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}

function resolveImage(
  url: string,
  markdownPath: string,
  files: Map<string, Uint8Array> | null,
  maxImageBytes: number,
): ImageTarget {
  const web = safeImageSource(url);
  if (web) return web.length <= 200 ? { keep: web } : { skip: 'its address is too long' };
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) {
    return { skip: 'it is neither an http(s) address nor a file of the zip' };
  }
  if (!files) {
    return { skip: 'a single Markdown file brings no images: import a zip holding it and them' };
  }
  const bare = url.replace(/[?#].*$/, '');
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // A stray % stays as written.
  }
  const path = decoded.startsWith('/')
    ? posix.normalize(decoded.slice(1))
    : posix.normalize(posix.join(posix.dirname(markdownPath), decoded));
  if (path === '..' || path.startsWith('../')) return { skip: 'it points outside the zip' };
  const found = files.has(path)
    ? path
    : [...files.keys()].find((name) => name.toLowerCase() === path.toLowerCase());
  const bytes = found === undefined ? undefined : files.get(found);
  if (found === undefined || !bytes) return { skip: 'it is not in the zip' };
  if (bytes.length > maxImageBytes) {
    return { skip: `it is larger than ${formatFileSize(maxImageBytes)}` };
  }
  if (!detectImageType(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) {
    return { skip: 'it is not a PNG, JPEG, GIF or WebP image' };
  }
  return { file: found };
}

const breathe = () => new Promise((resolve) => setImmediate(resolve));

/** A stand-in for a stored image's address while the import is checked (same form). */
const PLACEHOLDER_MEDIA = `/media/${'0'.repeat(32)}.png`;

interface ReadDoc extends PlacedDoc {
  name: string;
  parsed: ParsedMarkdown | null;
  /** Each image address of its text, resolved. */
  images: Map<string, ImageTarget>;
}

/** A Markdown file's refusal, naming it, when its text cannot become a doc. */
function unreadable(file: string | null, error: unknown): unknown {
  if (!(error instanceof MarkdownImportError)) return error;
  return HttpError.simple(
    422,
    `"${file}" cannot become a doc: ${error.message}. Nothing was imported.`,
  );
}

function parsedFile(file: string, bytes: Uint8Array): ParsedMarkdown {
  const text = markdownText(file, bytes, DOC_IMPORT_LIMITS.maxMarkdownBytes);
  try {
    return parseMarkdown(text);
  } catch (error) {
    throw unreadable(file, error);
  }
}

function contentOf(doc: ReadDoc, mediaOf: (file: string) => string): DocContentNode | null {
  if (!doc.parsed) return null;
  const parsed = doc.parsed;
  try {
    const content = markdownToDoc(parsed, (url) => {
      const target = doc.images.get(url);
      if (!target || 'skip' in target) return null;
      return 'keep' in target ? target.keep : mediaOf(target.file);
    });
    if (content === null) return null;
    const checked = docContent.safeParse(content);
    if (!checked.success) {
      throw new MarkdownImportError(
        checked.error.issues[0]?.message ?? 'it is not valid rich text',
      );
    }
    return checked.data;
  } catch (error) {
    throw unreadable(doc.doc.file, error);
  }
}

/** The editor's state of a doc's content, or why the editor cannot hold it (naming the file). */
async function editorState(doc: ReadDoc, content: DocContentNode) {
  try {
    return await initialContent(content);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw HttpError.simple(
      422,
      `"${doc.doc.file}" cannot become a doc: the editor cannot hold its content. Nothing was imported.`,
    );
  }
}

/** Each planned doc's Markdown read, its images resolved (those left out added to `skipped`). */
async function readDocs(
  placed: PlacedDoc[],
  files: Map<string, Uint8Array>,
  zip: boolean,
  deps: DocsImportDeps,
  skipped: Skipped[],
): Promise<{ docs: ReadDoc[]; referenced: Set<string> }> {
  const referenced = new Set<string>();
  const docs: ReadDoc[] = [];
  for (const entry of placed) {
    // Other requests get their turn between two files.
    await breathe();
    const file = entry.doc.file;
    const parsed = file ? parsedFile(file, files.get(file)!) : null;
    const images = new Map<string, ImageTarget>();
    for (const url of parsed?.images ?? []) {
      const target = resolveImage(url, file!, zip ? files : null, deps.config.uploadMaxBytes);
      images.set(url, target);
      if ('file' in target) referenced.add(target.file);
      if ('skip' in target) {
        skipped.push({
          source: file!,
          reason: `Image "${shortened(url)}" left out: ${target.skip}`,
        });
      }
    }
    const name = docName(parsed?.title ?? '') || docName(entry.doc.fallbackName);
    docs.push({ ...entry, name, parsed, images });
  }
  return { docs, referenced };
}

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
    states: (Awaited<ReturnType<typeof initialContent>> | null)[];
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
  // Every text checked before anything is stored.
  for (const doc of docs) {
    await breathe();
    const content = contentOf(doc, () => PLACEHOLDER_MEDIA);
    if (content) await editorState(doc, content);
  }
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
      const states: (Awaited<ReturnType<typeof initialContent>> | null)[] = [];
      for (const doc of docs) {
        const content = contentOf(doc, (file) => media.get(file) ?? PLACEHOLDER_MEDIA);
        states.push(content ? await editorState(doc, content) : null);
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
