import { formatFileSize } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { findUpload } from '../uploads/uploads.service';
import type { ExportFileReference } from './docs-export-files';
import { projectFilesNamed } from './docs-export-files.repository';
import { FILES_FOLDER } from './docs-export-zip';

/**
 * Which of the files a zip export's docs show go in the zip (docs/docs.md "Export"), under which
 * names: uploaded images known to the app, and the exported project's own files, each once.
 */

/** What one export carries at most: beyond, it is refused (a part of the tree at a time). */
const EXPORT_FILE_LIMITS = { maxBytes: 500 * 1024 * 1024, maxFiles: 10_000 };

/** A stored file: its name as uploaded (images have none), its size. */
export interface StoredFileFacts {
  name: string | null;
  size: number;
}

/** A file the zip holds: its stored name, its path in the zip. */
export interface ZippedFile {
  filename: string;
  path: string;
}

const UNSAFE_CHARACTERS = /[/\\:*?"<>|\p{Cc}]/gu;
const MAX_NAME_LENGTH = 100;
const EXTENSION = /\.[^.\s]{1,16}$/;
/** Names the import would read as a doc's Markdown rather than as a file. */
const MARKDOWN_NAME = /\.(md|markdown)$/i;
/** Stored names whose sizes are read at once. */
const UPLOADS_AT_ONCE = 8;

/** A file's name for the zip: no separators or control characters, its extension kept. */
function zipFileName(name: string, fallback: string): string {
  const cleaned = name
    .replace(UNSAFE_CHARACTERS, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  const extension = EXTENSION.exec(cleaned)?.[0] ?? '';
  const base = cleaned
    .slice(0, cleaned.length - extension.length)
    .slice(0, MAX_NAME_LENGTH)
    .replace(/[.\s]+$/, '');
  if (base === '') return fallback;
  // `notes.md` would become a doc of the import: `notes.md.txt` is attached, named by its link.
  return MARKDOWN_NAME.test(`${base}${extension}`)
    ? `${base}${extension}.txt`
    : `${base}${extension}`;
}

/**
 * The files of `references` the zip holds, named uniquely in `_files/`, and for each reference
 * its path in the zip (null: its address stays). 422 past `limits`.
 */
export function pickExportFiles(
  references: ExportFileReference[],
  facts: Map<string, StoredFileFacts>,
  limits = EXPORT_FILE_LIMITS,
): { files: ZippedFile[]; pathOf: (string | null)[] } {
  const files: ZippedFile[] = [];
  const pathByFilename = new Map<string, string>();
  const taken = new Set<string>();
  let bytes = 0;
  const pathOf = references.map((reference) => {
    const known = facts.get(reference.filename);
    if (!known) return null;
    const existing = pathByFilename.get(reference.filename);
    if (existing) return existing;
    const name = zipFileName(known.name ?? reference.filename, reference.filename);
    const extension = EXTENSION.exec(name)?.[0] ?? '';
    const base = name.slice(0, name.length - extension.length);
    let unique = name;
    for (let copy = 2; taken.has(unique.toLowerCase()); copy += 1) {
      unique = `${base} (${copy})${extension}`;
    }
    taken.add(unique.toLowerCase());
    const path = `${FILES_FOLDER}/${unique}`;
    pathByFilename.set(reference.filename, path);
    files.push({ filename: reference.filename, path });
    bytes += known.size;
    return path;
  });
  if (files.length > limits.maxFiles) {
    throw HttpError.simple(
      422,
      `These docs show ${files.length} images and files, more than the ${limits.maxFiles} one export holds: export a part of the tree at a time.`,
    );
  }
  if (bytes > limits.maxBytes) {
    throw HttpError.simple(
      422,
      `The images and files of these docs take ${formatFileSize(bytes)}, more than the ${formatFileSize(limits.maxBytes)} one export holds: export a part of the tree at a time.`,
    );
  }
  return { files, pathOf };
}

/**
 * What is known of the files the docs show: images uploaded to the app (public by their names,
 * as `/media/` serves them) and the exported project's own files; not another project's.
 */
export async function storedFileFacts(
  db: Database,
  place: { workspaceId: number; projectId: number },
  references: ExportFileReference[],
): Promise<Map<string, StoredFileFacts>> {
  const facts = new Map<string, StoredFileFacts>();
  const named = (kind: ExportFileReference['kind']) => [
    ...new Set(references.filter((file) => file.kind === kind).map((file) => file.filename)),
  ];
  for (const row of await projectFilesNamed(db, place, named('attachment'))) {
    facts.set(row.filename, { name: row.name, size: row.size });
  }
  const images = named('image');
  for (let start = 0; start < images.length; start += UPLOADS_AT_ONCE) {
    const batch = images.slice(start, start + UPLOADS_AT_ONCE);
    const uploads = await Promise.all(batch.map((filename) => findUpload(db, filename)));
    for (const upload of uploads) {
      if (upload && !facts.has(upload.filename)) {
        facts.set(upload.filename, { name: null, size: upload.size });
      }
    }
  }
  return facts;
}
