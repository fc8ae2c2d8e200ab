import { posix } from 'node:path';
import { embedFrame } from '@hangar/domain';
import type { Skipped } from '../docs-import-content';
import type { ImportFiles } from './import-dialect';
import { pathInZip } from '../docs-zip-paths';

/**
 * What Outline's and Docmost's converters share: the zip's files found the way the import finds
 * them, links and images pointed at them, the paragraphs that are a lone link (a file, an embed),
 * and the list of what came through only approximately. Every pattern is read in linear time.
 */

export const MARKDOWN_PATH = /\.(md|markdown)$/i;
/** Files no one meant to import (as docs-import-read.ts ignores them). */
const IGNORED = /(^|\/)(\.[^/]*|__MACOSX)(\/|$)/;
/** The ids both tools give their attachments, in the attachments' paths. */
export const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The zip's Markdown files the import reads. */
export const markdownPaths = (files: ImportFiles) =>
  [...files.keys()].filter((path) => MARKDOWN_PATH.test(path) && !IGNORED.test(path));
/** The images the import stores; any other file a doc shows is kept as a file. */
const SHOWN_IMAGE = /\.(png|jpe?g|gif|webp)$/i;
/** An export names at most this many things it converted approximately. */
const MAX_APPROXIMATED = 200;

export interface Approximations {
  add(source: string, reason: string): void;
  readonly list: Skipped[];
}

/** Each reason once a file, at most MAX_APPROXIMATED in all. */
export function approximations(): Approximations {
  const list: Skipped[] = [];
  const seen = new Set<string>();
  return {
    list,
    add(source, reason) {
      const key = `${source}\n${reason}`;
      if (seen.has(key) || list.length >= MAX_APPROXIMATED) return;
      seen.add(key);
      list.push({ source, reason });
    },
  };
}

/** The zip's path a destination names from `fromFile` (decoded, case-insensitive), or null. */
export function fileOfDestination(
  files: ImportFiles,
  lowerPaths: Map<string, string>,
  fromFile: string,
  destination: string,
): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(destination)) return null;
  const path = pathInZip(destination, fromFile);
  if (path === null || path === '.') return null;
  return files.has(path) ? path : (lowerPaths.get(path.toLowerCase()) ?? null);
}

export const lowercasePaths = (files: ImportFiles) =>
  new Map([...files.keys()].map((path) => [path.toLowerCase(), path]));

/** `find` remembered for each destination it is asked for (a file repeats its links). */
export function remembered(
  find: (destination: string) => string | null,
): (destination: string) => string | null {
  const known = new Map<string, string | null>();
  return (destination) => {
    if (!known.has(destination)) known.set(destination, find(destination));
    return known.get(destination) ?? null;
  };
}

/** A relative link from `fromFile` to the zip's `path`, each segment URL-encoded. */
export function relativeDestination(fromFile: string, path: string): string {
  return posix
    .relative(posix.dirname(fromFile), path)
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** How much longer a file's text may grow as its links are rewritten (zip paths can be long). */
export interface Growth {
  /** Whether `after` may replace `before`, counting what it adds. */
  allows(before: string, after: string): boolean;
}

/** A line with each link's and image's destination (`](destination`) as `rewrite` gives it. */
export function rewriteDestinations(
  line: string,
  growth: Growth,
  rewrite: (destination: string) => string | null,
): string {
  if (!line.includes('](')) return line;
  return line.replace(/\]\(([^()\s]+)/g, (whole, destination: string) => {
    const rewritten = rewrite(destination);
    return rewritten === null || !growth.allows(destination, rewritten) ? whole : `](${rewritten}`;
  });
}

/** Markdown's backslash escapes undone (`\_` → `_`). */
export const unescaped = (text: string) => text.replace(/\\([!-/:-@[-`{-~])/g, '$1');

/** A paragraph that is a lone link or image: `[text](destination "title")`. */
export interface LoneLink {
  /** The quote marks and indent before it. */
  prefix: string;
  image: boolean;
  text: string;
  destination: string;
}

const LONE_LINK = /^(!?)\[((?:[^\]\\\n]|\\.){0,500})\]\(([^()\s]+)(?:[ \t]+"[^"\n]{0,500}")?\)$/;
const QUOTE_OR_INDENT = /^[ \t>]*/;
const isBlankLine = (line: string | undefined) => line === undefined || /^[ \t>]*$/.test(line);
const FENCE_LINE = /^[ \t>]*(```|~~~)/;

/**
 * The Markdown's lines outside fenced code, each given to `visit` with the lone link it holds
 * when it is a paragraph of its own (blank lines, or a quote's, around it). The text grows by at
 * most its own length and 64 KB: past that, lines stay as they are.
 */
export function rewriteLines(
  markdown: string,
  visit: (line: string, lone: LoneLink | null, growth: Growth) => string,
): string {
  const lines = markdown.split('\n');
  let fence: string | null = null;
  let left = markdown.length + 65_536;
  const growth: Growth = {
    allows(before, after) {
      const added = after.length - before.length;
      if (added > left) return false;
      left -= Math.max(added, 0);
      return true;
    },
  };
  return lines
    .map((line, index) => {
      const fenceMark = FENCE_LINE.exec(line)?.[1];
      if (fence !== null || fenceMark) {
        if (fence === null) fence = fenceMark!;
        else if (fenceMark === fence) fence = null;
        return line;
      }
      const prefix = QUOTE_OR_INDENT.exec(line)![0];
      const alone = isBlankLine(lines[index - 1]) && isBlankLine(lines[index + 1]);
      const match = alone ? LONE_LINK.exec(line.slice(prefix.length).trimEnd()) : null;
      const lone = match && {
        prefix,
        image: match[1] === '!',
        text: match[2]!,
        destination: match[3]!,
      };
      return visit(line, lone, growth);
    })
    .join('\n');
}

/** The paragraph a lone link becomes: a file of the zip as Hangar's file link, an embed's. */
export function loneLinkParagraph(
  lone: LoneLink,
  file: string | null,
  fileName: (text: string, path: string) => string,
  approximate: (reason: string) => void,
): string | null {
  if (file !== null && !MARKDOWN_PATH.test(file)) {
    if (lone.image && SHOWN_IMAGE.test(file)) return null;
    const name = fileName(unescaped(lone.text), file).replace(/[[\]\\]/g, '\\$&');
    if (lone.image) {
      approximate(
        `"${posix.basename(file)}" is kept as a file: docs show PNG, JPEG, GIF and WebP images`,
      );
    }
    return `[${name}](${lone.destination})`;
  }
  // Outline writes an embed's underscores as %5F, in its text as in its address.
  const url = unescaped(lone.destination).replace(/%5F/gi, '_');
  const text = unescaped(lone.text).replace(/%5F/gi, '_');
  if (lone.image || text !== url || !embedFrame(url)) return null;
  return `[embed](${url})`;
}

/** A file's name for its link: the text the tool wrote, else the file's own name. */
export const fileNameOr = (text: string, path: string) =>
  text.trim() && !text.includes('/') ? text.trim() : posix.basename(path);
