import { posix } from 'node:path';

/**
 * Paths of the converted export: a page's Markdown file named after its title (as the Markdown
 * export names a doc's file), links between the files relative and percent-encoded.
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

/** A path as a link destination: each segment percent-encoded, parentheses included. */
function encodedPath(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      segment === '..'
        ? segment
        : encodeURIComponent(segment).replace(/[()]/g, (character) =>
            character === '(' ? '%28' : '%29',
          ),
    )
    .join('/');
}

/** The link from one file of the converted zip to another. */
export const relativeLink = (from: string, to: string) =>
  encodedPath(posix.relative(posix.dirname(from), to));

/**
 * The file of the zip an address written in `fromFile` names (relative, its `?` and `#` parts
 * dropped, `%20` and the like decoded), or null when it leaves the zip or is not relative.
 */
export function zipPathOf(href: string, fromFile: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^[/\\#]/i.test(href)) return null;
  const bare = href.replace(/[?#].*$/s, '');
  if (bare === '') return null;
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // A stray % stays as written.
  }
  const path = posix.normalize(posix.join(posix.dirname(fromFile), decoded));
  return path === '.' || path === '..' || path.startsWith('../') ? null : path;
}
