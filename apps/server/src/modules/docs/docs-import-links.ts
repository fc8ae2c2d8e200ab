import { randomInt } from 'node:crypto';
import { posix } from 'node:path';
import { routes, type DocContentNode } from '@hangar/contracts';
import Token from 'markdown-it/lib/token.mjs';
import type { ParsedMarkdown } from '../../live/markdown-import';
import { withoutExtension, type PlacedDoc } from './docs-import-plan';

/**
 * Links between the files of an import (docs/docs.md "Import"): a relative link to another
 * imported Markdown file, or to a folder that became a doc, becomes a page link to its new doc.
 * The new docs' ids are known only once the worker has read the upload, so the worker writes a
 * stand-in address for each such link; the request's thread reserves the ids and the second
 * pass (importStates) puts the docs' addresses in their place, which become page links.
 */

/** A number of this import only, so that no address written in a file is taken for a stand-in. */
export const newStandInKey = () => randomInt(1, 2 ** 31);

/** The stand-in address of the import's doc number `index`: of no workspace (0). */
export const docStandIn = (key: number, index: number) => routes.doc(0, key, index);

/** The planned docs by the paths that name them (lowercase): their file, a folder's path. */
export function importedDocPaths(placed: PlacedDoc[]): Map<string, number> {
  const paths = new Map<string, number>();
  placed.forEach(({ doc }, index) => {
    if (doc.source.endsWith('/')) paths.set(doc.source.slice(0, -1).toLowerCase(), index);
    if (doc.file && !paths.has(doc.file.toLowerCase())) paths.set(doc.file.toLowerCase(), index);
  });
  return paths;
}

/** The index of the imported doc a link of `fromFile` leads to, or null when it leads elsewhere. */
function linkedImportedDoc(
  href: string,
  fromFile: string,
  paths: Map<string, number>,
): number | null {
  if (href === '' || /^[a-z][a-z0-9+.-]*:|^[/#]|^\\/i.test(href)) return null;
  const bare = href.replace(/[?#].*$/, '');
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // A stray % stays as written.
  }
  const path = posix.normalize(posix.join(posix.dirname(fromFile), decoded)).replace(/\/$/, '');
  if (path === '.' || path === '..' || path.startsWith('../')) return null;
  return paths.get(path.toLowerCase()) ?? null;
}

/** The planned docs of files by their names without extension (lowercase), first by path. */
export function importedDocNames(placed: PlacedDoc[]): Map<string, number> {
  const files = placed.flatMap(({ doc }, index) => (doc.file ? [{ file: doc.file, index }] : []));
  files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const names = new Map<string, number>();
  for (const { file, index } of files) {
    const name = withoutExtension(posix.basename(file)).toLowerCase();
    if (!names.has(name)) names.set(name, index);
  }
  return names;
}

/** `[[Page name]]`, `[[Page name#heading]]` or `[[Page name|label]]` (Obsidian's links). */
const WIKI_LINK = /\[\[([^[\]|#]+)(?:#[^[\]|]*)?(?:\|([^[\]]+))?\]\]/g;

function textToken(content: string): Token {
  const token = new Token('text', '', 0);
  token.content = content;
  return token;
}

/** A text's wiki links to imported docs as links to their stand-in addresses; others stay text. */
function withWikiLinks(
  text: Token,
  names: Map<string, number>,
  standIn: (index: number) => string,
): Token[] {
  const tokens: Token[] = [];
  let rest = 0;
  for (const match of text.content.matchAll(WIKI_LINK)) {
    const index = names.get(match[1]!.trim().toLowerCase());
    if (index === undefined) continue;
    if (match.index > rest) tokens.push(textToken(text.content.slice(rest, match.index)));
    const open = new Token('link_open', 'a', 1);
    open.attrSet('href', standIn(index));
    tokens.push(open, textToken((match[2] ?? match[1]!).trim()), new Token('link_close', 'a', -1));
    rest = match.index + match[0].length;
  }
  if (rest === 0) return [text];
  if (rest < text.content.length) tokens.push(textToken(text.content.slice(rest)));
  return tokens;
}

/** An inline token's children with their wiki links (outside other links) as links. */
function childrenWithWikiLinks(
  children: Token[],
  names: Map<string, number>,
  standIn: (index: number) => string,
): Token[] {
  let inLink = 0;
  return children.flatMap((child) => {
    if (child.type === 'link_open') inLink += 1;
    if (child.type === 'link_close') inLink -= 1;
    return child.type === 'text' && inLink === 0 && child.content.includes('[[')
      ? withWikiLinks(child, names, standIn)
      : [child];
  });
}

function linkTokens(tokens: Token[]): Token[] {
  return tokens.flatMap((token) => [
    ...(token.type === 'link_open' ? [token] : []),
    ...linkTokens(token.children ?? []),
  ]);
}

/**
 * Gives each link of a parsed file that leads to an imported doc the stand-in address of that doc.
 * Returns whether any did.
 */
export function markImportedDocLinks(
  parsed: ParsedMarkdown,
  fromFile: string,
  targets: { paths: Map<string, number>; names: Map<string, number> },
  standIn: (index: number) => string,
): boolean {
  const { paths, names } = targets;
  let marked = false;
  for (const token of parsed.tokens) {
    if (token.type !== 'inline' || !token.children) continue;
    const children = childrenWithWikiLinks(token.children, names, standIn);
    marked ||= children.length !== token.children.length;
    token.children = children;
  }
  for (const link of linkTokens(parsed.tokens)) {
    const index = linkedImportedDoc(link.attrGet('href') ?? '', fromFile, paths);
    if (index === null) continue;
    link.attrSet('href', standIn(index));
    marked = true;
  }
  return marked;
}

/** A content whose links to stand-in addresses lead to the addresses given for them. */
export function withDocAddresses(
  node: DocContentNode,
  addresses: Record<string, string>,
): DocContentNode {
  const marks = node.marks?.map((mark) => {
    if (mark.type !== 'link' || !Object.hasOwn(addresses, mark.attrs.href)) return mark;
    return { ...mark, attrs: { ...mark.attrs, href: addresses[mark.attrs.href]! } };
  });
  return {
    ...node,
    ...(marks && { marks }),
    ...(node.content && {
      content: node.content.map((child) => withDocAddresses(child, addresses)),
    }),
  };
}
