import { posix } from 'node:path';

/**
 * Files in a zip of Markdown docs, as the export writes them and the import reads them back
 * (docs-import-plan.ts): a title as a file name, made unique among its siblings; the file a link
 * of one file names.
 */

const UNSAFE_CHARACTERS = /[/\\:*?"<>|\p{Cc}]/gu;
/** Names the import would read as a folder's own text. */
const RESERVED = /^(index|readme)$/i;
const MAX_NAME_LENGTH = 100;

/** A title (or a file's name) as a file name: no separators, control characters or leading dots. */
export function safeName(name: string, fallback: string): string {
  const safe = name
    .replace(UNSAFE_CHARACTERS, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/[.\s]+$/, '');
  if (safe === '') return fallback;
  return RESERVED.test(safe) ? `${safe} (page)` : safe;
}

/** `name` or `name (2)`, `name (3)`... (before its extension), whichever `taken` lacks. */
export function uniqueName(name: string, taken: Set<string>, extension = ''): string {
  let unique = name;
  for (let copy = 2; taken.has(`${unique}${extension}`.toLowerCase()); copy += 1) {
    unique = `${name} (${copy})`;
  }
  taken.add(`${unique}${extension}`.toLowerCase());
  return `${unique}${extension}`;
}

/**
 * The path in the zip a destination written in `fromFile` names: its `?` and `#` parts dropped,
 * `%20` and the like decoded, from the zip's top when it starts with `/`; null when it leaves the
 * zip. The path may be no file of the zip.
 */
export function pathInZip(destination: string, fromFile: string): string | null {
  let decoded = destination.replace(/[?#].*$/, '');
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // A stray % stays as written.
  }
  const path = decoded.startsWith('/')
    ? posix.normalize(decoded.slice(1))
    : posix.normalize(posix.join(posix.dirname(fromFile), decoded));
  return path === '..' || path.startsWith('../') ? null : path;
}
