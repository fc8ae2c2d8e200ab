import { posix } from 'node:path';

/**
 * Paths of the converted export: a page's Markdown file named after its title (as the Markdown
 * export names a doc's file), links between the files relative and percent-encoded.
 */

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
