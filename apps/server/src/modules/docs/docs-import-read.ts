import { posix } from 'node:path';
import { DOC_IMPORT_LIMITS, formatFileSize } from '@hangar/domain';
import type { DocContentNode } from '@hangar/contracts';
import { HttpError } from '../../http/errors';
import { MARKDOWN_FILE, place, planFolders, withoutExtension } from './docs-import-plan';
import {
  contentOf,
  editorState,
  readDocs,
  showsZipFile,
  type EditorState,
  type Skipped,
} from './docs-import-content';
import { isZip, markdownText, readZip } from './docs-import-zip';
import { withInnerZipsOpened } from './docs-import-nested';
import {
  docStandIn,
  importedDocNames,
  importedDocPaths,
  markImportedDocLinks,
  newStandInKey,
  withDocAddresses,
} from './docs-import-links';
import { pageLinksFromAddresses } from '../../live/markdown-page-links';
import type { DocImportFormat } from '@hangar/contracts';
import { convertExport } from './import-dialects/convert-export';
import type { ImportedFile } from '../../live/markdown-inline';

/**
 * The CPU part of a Markdown import (docs/docs.md "Import"), run in a worker thread of the CPU
 * pool: the upload unpacked, every Markdown file read and turned into the editor's state. The
 * request's thread then stores the images and the docs.
 */

export interface ImportReadInput {
  filename: string;
  bytes: Uint8Array;
  /** The depth of the doc the import goes under (0: the top level). */
  parentDepth: number;
  uploadMaxBytes: number;
  /** The importer's workspace: links to its docs' addresses become page links (none without). */
  workspaceId?: number;
}

export interface ReadImportDoc {
  name: string;
  /** Its parent's index in the list, -1 for a doc at the import's top. */
  parent: number;
  source: string;
  flattened: { depth: number; after: number } | null;
  /** Its editor state (null without text), with stand-ins for the zip's images it shows. */
  state: EditorState | null;
  /**
   * Its content when it shows images of the zip or links to docs of the import: its state is made
   * again once the images are stored and the docs' ids known.
   */
  contentToFinish: DocContentNode | null;
}

export interface ReadImport {
  docs: ReadImportDoc[];
  /** The zip's images the docs show, each with the stand-in address their content holds. */
  images: { path: string; bytes: Uint8Array; placeholder: string }[];
  /** The zip's other files the docs attach, each with the stand-in address their content holds. */
  attachments: { path: string; bytes: Uint8Array; placeholder: string }[];
  skipped: Skipped[];
  /** The key of the stand-in addresses of the import's docs (docStandIn) in their links. */
  standInKey: number;
  /** The tool whose export the zip was. */
  format: DocImportFormat;
  /** What its conversion to Hangar's dialect could only approximate. */
  approximated: Skipped[];
}

/** Files no one meant to import: hidden ones, and the folders macOS adds to its zips. */
const IGNORED = /(^|\/)(\.[^/]*|__MACOSX)(\/|$)/;
/** Files read as text, by this import or another tool's (Confluence's pages, Notion's tables). */
const TEXT_FILE = /\.(md|markdown|html?|csv)$/i;
const NOT_MARKDOWN = 'Import a Markdown file (.md or .markdown) or a .zip of them.';
const NO_MARKDOWN = 'The zip holds no Markdown file (.md or .markdown).';
const NO_MARKDOWN_BUT_HTML = `${NO_MARKDOWN} From Notion, export as "Markdown & CSV"; from Confluence, export the space as HTML.`;

/** A stand-in for the address of the zip's image number `index`, of a stored image's form. */
const placeholderOf = (index: number) => `/media/${index.toString(16).padStart(32, '0')}.png`;
/** A stand-in for the address of the zip's attached file number `index`, of a doc file's form. */
const filePlaceholderOf = (index: number) =>
  `/api/projects/1/files/${index.toString(16).padStart(32, '0')}.bin`;

/** The zip's files at `paths`, each with its stand-in address. */
const standIns = (
  paths: Set<string>,
  files: Map<string, Uint8Array>,
  placeholder: (index: number) => string,
) =>
  [...paths].map((path, index) => ({
    path,
    bytes: files.get(path)!,
    placeholder: placeholder(index),
  }));

/**
 * What the upload holds: its Markdown files by path, and the zip's files when it is one, another
 * tool's export converted to Hangar's dialect.
 */
async function filesOf(input: ImportReadInput): Promise<{
  markdown: string[];
  files: Map<string, Uint8Array>;
  zip: boolean;
  format: DocImportFormat;
  approximated: Skipped[];
  /** The files left out while reading it (a path two inner zips both hold). */
  skipped: Skipped[];
}> {
  if (isZip(input.bytes)) {
    const limits = {
      maxEntries: DOC_IMPORT_LIMITS.maxZipEntries,
      maxUnpackedBytes: DOC_IMPORT_LIMITS.maxUnpackedBytes,
    };
    const maxFileBytes = (path: string) =>
      TEXT_FILE.test(path) ? DOC_IMPORT_LIMITS.maxMarkdownBytes : Infinity;
    const unpacked = await withInnerZipsOpened({
      bytes: input.bytes,
      files: await readZip(input.bytes, limits, maxFileBytes),
      limits,
      maxFileBytes,
      ignored: (path) => IGNORED.test(path),
    });
    const { files, format, approximated } = convertExport(unpacked.files);
    const kept = [...files.keys()].filter((path) => !IGNORED.test(path));
    const markdown = kept.filter((path) => MARKDOWN_FILE.test(path));
    if (markdown.length === 0) {
      const html = format !== 'confluence' && kept.some((path) => /\.html?$/i.test(path));
      throw HttpError.simple(422, html ? NO_MARKDOWN_BUT_HTML : NO_MARKDOWN);
    }
    return { markdown, files, zip: true, format, approximated, skipped: unpacked.skipped };
  }
  const name = posix.basename(input.filename.replace(/\\/g, '/')) || 'document.md';
  if (!MARKDOWN_FILE.test(name)) {
    // Text by another name, or anything else: said by what the bytes are when they say it.
    markdownText(name, input.bytes, DOC_IMPORT_LIMITS.maxMarkdownBytes);
    throw HttpError.simple(415, NOT_MARKDOWN);
  }
  const files = new Map([[name, input.bytes]]);
  return { markdown: [name], files, zip: false, format: 'markdown', approximated: [], skipped: [] };
}

/**
 * Reads and checks the whole upload: a bad file (its type, encoding, size, a zip's paths or
 * entries, Markdown the editor cannot hold) refuses the import, naming the file.
 */
export async function readImport(input: ImportReadInput): Promise<ReadImport> {
  const { markdown, files, zip, format, approximated, skipped } = await filesOf(input);
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
  const placed = place(roots, input.parentDepth);
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

  const { docs, referenced, attached } = readDocs(
    placed,
    files,
    zip,
    input.uploadMaxBytes,
    skipped,
  );
  const images = standIns(referenced, files, placeholderOf);
  const attachments = standIns(attached, files, filePlaceholderOf);
  const placeholders = new Map(images.map((image) => [image.path, image.placeholder]));
  const filePlaceholders = new Map(attachments.map((file) => [file.path, file.placeholder]));
  const read: ReadImportDoc[] = [];
  const standInKey = newStandInKey();
  const targets = { paths: importedDocPaths(placed), names: importedDocNames(placed) };
  for (const doc of docs) {
    const mediaOf = (file: string) => placeholders.get(file) ?? placeholderOf(0);
    const linksDocs =
      doc.parsed !== null &&
      doc.doc.file !== null &&
      markImportedDocLinks(doc.parsed, doc.doc.file, targets, (index) =>
        docStandIn(standInKey, index),
      );
    const attachmentOf = (file: string) => ({
      url: filePlaceholders.get(file) ?? filePlaceholderOf(0),
      size: files.get(file)?.length ?? 0,
      contentType: 'application/octet-stream',
    });
    const content = contentOf(doc, mediaOf, attachmentOf, input.workspaceId ?? null);
    const finishing = content !== null && (showsZipFile(doc) || linksDocs);
    read.push({
      name: doc.name,
      parent: doc.parent,
      source: doc.doc.source,
      flattened: doc.flattened,
      // A content to finish gets its state once, when finished.
      state: content && !finishing ? await editorState(doc.doc.file, content) : null,
      contentToFinish: finishing ? content : null,
    });
  }
  if (zip) {
    const used = new Set([...markdown, ...referenced, ...attached]);
    for (const path of files.keys()) {
      if (!used.has(path) && !IGNORED.test(path)) {
        skipped.push({
          source: path,
          reason: 'Neither a Markdown file nor an image or file a doc uses',
        });
      }
    }
  }
  return { docs: read, images, attachments, skipped, standInKey, format, approximated };
}

/** The stored images' addresses and files by their stand-ins' (ImportedFile from markdown-inline). */
interface StoredFiles {
  media: Record<string, string>;
  attachments: Record<string, ImportedFile>;
}

/** Replaces the stand-ins of images and files by the stored ones, everywhere in a content. */
function withMedia(node: DocContentNode, stored: StoredFiles): DocContentNode {
  const src = node.type === 'image' ? node.attrs?.src : undefined;
  const image = typeof src === 'string' ? stored.media[src] : undefined;
  const url = node.type === 'attachment' ? node.attrs?.url : undefined;
  const file = typeof url === 'string' ? stored.attachments[url] : undefined;
  return {
    ...node,
    ...(image && { attrs: { ...node.attrs, src: image } }),
    ...(file && { attrs: { ...node.attrs, ...file } }),
    ...(node.content && { content: node.content.map((child) => withMedia(child, stored)) }),
  };
}

/**
 * The editor states of the docs that show images of the zip or link to docs of the import, once
 * the images are stored and the docs' ids known: `docAddresses` gives each stand-in address of a
 * doc its address, which becomes a page link to it.
 */
export async function importStates(
  input: StoredFiles & {
    contents: DocContentNode[];
    /** The file each content comes from, named if the editor cannot hold it. */
    files: (string | null)[];
    docAddresses: Record<string, string>;
    workspaceId: number;
  },
): Promise<EditorState[]> {
  const states: EditorState[] = [];
  for (const [index, content] of input.contents.entries()) {
    const linked = withDocAddresses(withMedia(content, input), input.docAddresses);
    const finished = pageLinksFromAddresses(linked, input.workspaceId);
    states.push(await editorState(input.files[index] ?? null, finished));
  }
  return states;
}
