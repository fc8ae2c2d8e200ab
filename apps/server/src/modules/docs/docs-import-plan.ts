import { posix } from 'node:path';
import { MAX_DOC_DEPTH, formatFileSize } from '@hangar/domain';
import { safeImageSource } from '../../live/export-safety';
import { detectImageType, imageProblem } from '../uploads/uploads-file-types.service';
import { pathInZip } from './docs-zip-paths';

/**
 * Where an import's files go (docs/docs.md "Import"): the tree of docs a zip's folders and
 * Markdown files make, their places under the depth limit, and the images their text names.
 */

export const MARKDOWN_FILE = /\.(md|markdown)$/i;
const FOLDER_INDEX = /^(index|readme)\.(md|markdown)$/i;

/** A doc to make: from a Markdown file, a folder, or both (a folder with its own text). */
export interface PlannedDoc {
  /** Where it comes from in the upload: a file's path, or a folder's with a slash. */
  source: string;
  /** The Markdown file whose text it takes, if any. */
  file: string | null;
  /** The name it takes when its file has no title heading. */
  fallbackName: string;
  children: PlannedDoc[];
}

export const withoutExtension = (name: string) => name.replace(MARKDOWN_FILE, '');
const sortKey = (doc: PlannedDoc) => doc.fallbackName;
const byName = (a: PlannedDoc, b: PlannedDoc) =>
  sortKey(a).localeCompare(sortKey(b), 'en', { numeric: true, sensitivity: 'base' }) ||
  a.source.localeCompare(b.source);

/**
 * The docs of a zip's Markdown files, as a tree: each folder holding Markdown (at any depth) is
 * a doc, with the text of its index.md or README.md, else of a sibling `<folder>.md`, else empty;
 * every other Markdown file is a doc under its folder's.
 */
export function planFolders(markdownPaths: string[]): PlannedDoc[] {
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
export interface PlacedDoc {
  doc: PlannedDoc;
  parent: number;
  /** When it sits higher than its folder: the level it would have had, the doc it follows. */
  flattened: { depth: number; after: number } | null;
}

/**
 * The planned docs in tree order, parents first. A doc that would nest deeper than the limit
 * goes to the deepest level allowed, beside its folder's doc, after it (docs/docs.md "Import").
 */
export function place(roots: PlannedDoc[], baseDepth: number): PlacedDoc[] {
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
export type ImageTarget = { keep: string } | { file: string } | { skip: string };

/** The zip's file an address of a Markdown file names, or why it names none. */
function zipPath(
  url: string,
  markdownPath: string,
  files: Map<string, Uint8Array>,
): { found: string; bytes: Uint8Array } | { missing: string } {
  const path = pathInZip(url, markdownPath);
  if (path === null) return { missing: 'it points outside the zip' };
  const found = files.has(path)
    ? path
    : [...files.keys()].find((name) => name.toLowerCase() === path.toLowerCase());
  const bytes = found === undefined ? undefined : files.get(found);
  if (found === undefined || !bytes) return { missing: 'it is not in the zip' };
  return { found, bytes };
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;

export function resolveImage(
  url: string,
  markdownPath: string,
  files: Map<string, Uint8Array> | null,
  maxImageBytes: number,
): ImageTarget {
  const web = safeImageSource(url);
  if (web) return web.length <= 200 ? { keep: web } : { skip: 'its address is too long' };
  if (EXTERNAL.test(url)) {
    return { skip: 'it is neither an http(s) address nor a file of the zip' };
  }
  if (!files) {
    return { skip: 'a single Markdown file brings no images: import a zip holding it and them' };
  }
  const inZip = zipPath(url, markdownPath, files);
  if ('missing' in inZip) return { skip: inZip.missing };
  const { found, bytes } = inZip;
  if (bytes.length > maxImageBytes) {
    return { skip: `it is larger than ${formatFileSize(maxImageBytes)}` };
  }
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!detectImageType(buffer)) return { skip: 'it is not a PNG, JPEG, GIF or WebP image' };
  const problem = imageProblem(buffer);
  if (problem) return { skip: problem.replace(/^The image is/, 'it is').replace(/\.$/, '') };
  return { file: found };
}

/**
 * A paragraph's lone link resolved as a file of the zip to attach (docs/docs.md "Import"): null
 * when it names no such file (a web address, a page of the import, a folder), so it stays a link.
 */
export function resolveFile(
  url: string,
  markdownPath: string,
  files: Map<string, Uint8Array>,
  maxFileBytes: number,
): { file: string } | { skip: string } | null {
  if (EXTERNAL.test(url) || url.startsWith('#') || url.endsWith('/')) return null;
  const inZip = zipPath(url, markdownPath, files);
  if ('missing' in inZip || MARKDOWN_FILE.test(inZip.found)) return null;
  if (inZip.bytes.length === 0) return { skip: 'the file is empty' };
  if (inZip.bytes.length > maxFileBytes) {
    return { skip: `it is larger than ${formatFileSize(maxFileBytes)}` };
  }
  return { file: inZip.found };
}
