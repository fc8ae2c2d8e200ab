import { posix } from 'node:path';
import {
  attribute,
  byId,
  childElements,
  closest,
  descendants,
  findFirst,
  hasClass,
  isElement,
  oneLine,
  parseHtml,
  textOf,
  type HtmlDocument,
  type HtmlElement,
  type HtmlNode,
} from './confluence-dom';
import { safeName, uniqueName } from '../docs-zip-paths';
import { zipPathOf } from './confluence-paths';
import { utf8, type ImportFiles } from './import-dialect';

/**
 * A Confluence space export's pages and their tree: `index.html` lists the space's pages under
 * "Available Pages", each child in a list inside its parent's item; a page missing from that
 * list takes its place from its breadcrumbs.
 */

export interface ConfluencePage {
  /** Its HTML file in the export. */
  source: string;
  /** Confluence's id of the page, from its file's name (`Title_123.html`, `123.html`). */
  id: string | null;
  title: string;
  children: ConfluencePage[];
  /** Its Markdown file in the converted zip. */
  markdownPath: string;
}

const INDEX = 'index.html';
/** A space's folder is the zip's top or one or two folders down. */
const MAX_FOLDER_DEPTH = 2;
const PAGE_ID = /(?:^|_)(\d{1,20})\.html$/i;
const UNTITLED_PAGE = 'Untitled page';
/** Where the converted zip keeps the pages' images and files (confluence-files.ts). */
export const FILES_FOLDER = 'attachments';

export const readHtml = (files: ImportFiles, path: string) =>
  parseHtml(utf8.decode(files.get(path) ?? new Uint8Array()));

export const isPageFile = (path: string) =>
  /\.html$/i.test(path) && posix.basename(path).toLowerCase() !== INDEX;

/** The "Available Pages" section of a space's index, or null when it has none. */
function availablePages(document: HtmlDocument): HtmlElement | null {
  const heading = findFirst(
    document,
    (element) =>
      hasClass(element, 'pageSectionTitle') &&
      oneLine(textOf(element.children)).startsWith('Available Pages'),
  );
  return heading
    ? (closest(heading, (ancestor) => hasClass(ancestor, 'pageSection')) ?? null)
    : null;
}

/** The pages of one space's index as a tree, each page once. */
function pagesOfIndex(files: ImportFiles, index: string, section: HtmlElement): ConfluencePage[] {
  const roots: ConfluencePage[] = [];
  const seen = new Set<string>();
  const stack: { node: HtmlNode; parent: ConfluencePage | null }[] = [...section.children]
    .reverse()
    .map((node) => ({ node, parent: null }));
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const { node } = entry;
    if (!isElement(node)) continue;
    let parent = entry.parent;
    const link =
      node.name === 'li' ? childElements(node).find((child) => child.name === 'a') : null;
    const source = link ? zipPathOf(attribute(link, 'href'), index) : null;
    if (link && source && isPageFile(source) && files.has(source) && !seen.has(source)) {
      seen.add(source);
      const page = newPage(source, oneLine(textOf(link.children)));
      (parent ? parent.children : roots).push(page);
      parent = page;
    }
    for (let child = node.children.length - 1; child >= 0; child -= 1) {
      stack.push({ node: node.children[child]!, parent });
    }
  }
  return roots;
}

function newPage(source: string, title: string): ConfluencePage {
  const id = PAGE_ID.exec(posix.basename(source))?.[1] ?? null;
  return { source, id, title, children: [], markdownPath: '' };
}

/** The space's folders and the tree of their pages: each `index.html` with "Available Pages". */
export function spacesOf(files: ImportFiles): { folder: string; roots: ConfluencePage[] }[] {
  const spaces: { folder: string; roots: ConfluencePage[] }[] = [];
  for (const path of files.keys()) {
    const depth = path.split('/').length - 1;
    if (posix.basename(path).toLowerCase() !== INDEX || depth > MAX_FOLDER_DEPTH) continue;
    const document = readHtml(files, path);
    const section = document ? availablePages(document) : null;
    const roots = section ? pagesOfIndex(files, path, section) : [];
    if (roots.length > 0) spaces.push({ folder: posix.dirname(path), roots });
  }
  return spaces;
}

/** A page's breadcrumbs: the files they link to, the space's first. */
function breadcrumbs(document: HtmlDocument, source: string): string[] {
  const list = byId(document, 'breadcrumbs');
  if (!list) return [];
  return [...descendants(list)]
    .filter((element) => element.name === 'a')
    .flatMap((link) => zipPathOf(attribute(link, 'href'), source) ?? []);
}

/** A page's title: its heading without the space's name before it ("Space : Title"). */
function pageTitle(document: HtmlDocument): string {
  const heading = byId(document, 'title-text') ?? findFirst(document, (e) => e.name === 'title');
  const title = heading ? oneLine(textOf(heading.children)) : '';
  const crumbs = byId(document, 'breadcrumbs');
  const first = crumbs ? findFirst(crumbs, (element) => element.name === 'li') : null;
  const space = first ? oneLine(textOf(first.children)) : '';
  if (space && title.startsWith(`${space} : `)) return title.slice(space.length + 3).trim();
  return title;
}

/**
 * Adds the space's pages that its index leaves out (Confluence lists every page, but an export
 * cut by hand may not): under the last page of their breadcrumbs the tree holds, else at its top.
 */
export function addUnlistedPages(files: ImportFiles, folder: string, roots: ConfluencePage[]) {
  const known = new Map<string, ConfluencePage>();
  const stack = [...roots];
  for (let page = stack.pop(); page !== undefined; page = stack.pop()) {
    known.set(page.source, page);
    stack.push(...page.children);
  }
  const unlisted: { page: ConfluencePage; crumbs: string[] }[] = [];
  for (const path of files.keys()) {
    if (posix.dirname(path) !== folder || !isPageFile(path) || known.has(path)) continue;
    const document = readHtml(files, path);
    if (!document || !byId(document, 'main-content')) continue;
    unlisted.push({
      page: newPage(path, pageTitle(document)),
      crumbs: breadcrumbs(document, path),
    });
  }
  // Each pass places the pages whose parent is placed, so a page never goes under its own child.
  for (let placed = true; placed && unlisted.length > 0;) {
    placed = false;
    for (let index = 0; index < unlisted.length; index += 1) {
      const { page, crumbs } = unlisted[index]!;
      const parent = crumbs.map((crumb) => known.get(crumb)).findLast((found) => found);
      if (!parent) continue;
      parent.children.push(page);
      known.set(page.source, page);
      unlisted.splice(index, 1);
      index -= 1;
      placed = true;
    }
  }
  roots.push(...unlisted.map(({ page }) => page));
}

/** Gives each page its Markdown file: `Title.md`, its children in the folder `Title/`. */
export function assignPaths(roots: ConfluencePage[]): void {
  const stack = [{ pages: roots, folder: '', taken: new Set([FILES_FOLDER]) }];
  for (let level = stack.pop(); level !== undefined; level = stack.pop()) {
    for (const page of level.pages) {
      const name = uniqueName(safeName(page.title, UNTITLED_PAGE), level.taken);
      page.markdownPath = `${level.folder}${name}.md`;
      if (page.children.length > 0) {
        stack.push({ pages: page.children, folder: `${level.folder}${name}/`, taken: new Set() });
      }
    }
  }
}
