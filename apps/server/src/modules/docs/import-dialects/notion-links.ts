import { posix } from 'node:path';
import { folderOf, idOfName, notionName, type NotionLayout } from './notion-paths';

/**
 * The links and images of a Notion page, pointed at the converted files: Notion writes relative,
 * URL-encoded paths (`[Launch](Roadmap%201a2b…/Launch%203c4d….md)`, `![x](Roadmap%201a2b…/x.png)`),
 * links to a database as links to its CSV, and links to pages as `https://www.notion.so/…<id>`
 * when copied from the app. A link to a file of the export leads to its converted path, relative
 * to the converted page; any other link stays as it was.
 */

const MAX_DESTINATION = 4096;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const NOTION_PAGE = /^https?:\/\/(?:www\.)?notion\.so\//i;

/**
 * The index just past a link's destination starting at `start` (after `](`), or -1. A scan stops
 * at the next `](`, where the next destination starts: every character is read once.
 */
function destinationEnd(line: string, start: number): number {
  const angled = line[start] === '<';
  let depth = 0;
  for (let at = start; at < line.length && at - start <= MAX_DESTINATION; at++) {
    const character = line[at];
    if (character === ']' && line[at + 1] === '(') return -1;
    if (angled) {
      if (character === '>') return at + 1;
    } else if (character === '\\') at++;
    else if (character === '(') depth++;
    else if (character === ')' && depth-- === 0) return at;
    else if (character === ' ' || character === '\t') return at;
  }
  return -1;
}

/** A path as a link destination: each name URL-encoded, parentheses too. */
const encodedPath = (path: string) =>
  path
    .split('/')
    .map((name) =>
      encodeURIComponent(name).replace(
        /[()]/g,
        (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const lookupKey = (path: string) => path.normalize('NFC').toLowerCase();

/** Finds converted files by their path in the export, as Notion writes it, or by the id it holds. */
export class NotionLinks {
  private readonly byKey = new Map<string, string>();

  constructor(private readonly layout: NotionLayout) {
    for (const [source, target] of layout.paths) this.byKey.set(lookupKey(source), target);
  }

  /** The converted path of a file of the export, from its exact path or Notion's spelling of it. */
  targetOf(source: string): string | null {
    return this.layout.paths.get(source) ?? this.byKey.get(lookupKey(source)) ?? null;
  }

  private targetOfDestination(destination: string, from: string): string | null {
    const bare = destination.startsWith('<') ? destination.slice(1, -1) : destination;
    const path = bare.replace(/[?#].*$/, '');
    if (NOTION_PAGE.test(bare)) {
      const id = notionName(path.slice(-32)).id;
      return id === null ? null : (this.layout.pages.get(id) ?? null);
    }
    if (SCHEME.test(bare) || path === '' || path.startsWith('/')) return null;
    const source = posix.normalize(posix.join(folderOf(from), decoded(path)));
    if (source.startsWith('../')) return null;
    const found = this.targetOf(source);
    if (found !== null) return found;
    // A link to a database whose CSV is missing, or spelt otherwise: the id in its name.
    const id = idOfName(posix.basename(source));
    return id === null ? null : (this.layout.pages.get(id) ?? null);
  }

  /** A link destination from the converted file `to` to the converted file `target`. */
  static relative(to: string, target: string): string {
    return encodedPath(posix.relative(folderOf(to) || '.', target));
  }

  /**
   * A line of the page `from` (its path in the export), converted to `to`, with the destinations
   * of its links and images that are files of the export rewritten.
   */
  rewrite(line: string, from: string, to: string): string {
    let result = '';
    let rest = 0;
    for (let open = line.indexOf('](', rest); open !== -1; open = line.indexOf('](', rest)) {
      const start = open + 2;
      const end = destinationEnd(line, start);
      if (end === -1) {
        result += line.slice(rest, start);
        rest = start;
        continue;
      }
      const target = this.targetOfDestination(line.slice(start, end), from);
      result += line.slice(rest, start);
      result += target === null ? line.slice(start, end) : NotionLinks.relative(to, target);
      rest = end;
    }
    return result + line.slice(rest);
  }
}
