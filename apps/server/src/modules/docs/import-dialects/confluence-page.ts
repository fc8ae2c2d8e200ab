import { posix } from 'node:path';
import { DOC_IMPORT_LIMITS } from '@hangar/domain';
import { escapeMarkdown, markdownDestination } from '../../../live/export-safety';
import type { Skipped } from '../docs-import-content';
import { attachmentParagraph, convertBlocks } from './confluence-blocks';
import type { KeptFile, LinkTarget, PageContext } from './confluence-context';
import {
  attribute,
  byId,
  closest,
  descendants,
  hasClass,
  oneLine,
  textOf,
  type HtmlDocument,
  type HtmlElement,
} from './confluence-dom';
import type { KeptFiles } from './confluence-files';
import { relativeLink, zipPathOf } from './confluence-paths';
import { isPageFile, type ConfluencePage } from './confluence-space';

/**
 * One page of a Confluence export as a Markdown file of Hangar's dialect: its title, the blocks
 * of its `#main-content` (the breadcrumbs, the metadata, the comments and the footer around it
 * are left out), then the files of its "Attachments" section that its text does not show.
 */

export interface ExportPages {
  byPath: Map<string, ConfluencePage>;
  byId: Map<string, ConfluencePage>;
}

interface PageInput {
  page: ConfluencePage;
  /** Its HTML's DOM, null when the HTML nests too deep to be read. */
  document: HtmlDocument | null;
  pages: ExportPages;
  kept: KeptFiles;
  approximated: Skipped[];
}

/** A link to another page of Confluence, by its address (Cloud's or Server's). */
const PAGE_ADDRESS = /\/pages\/(\d{1,20})(?:[/?#]|$)|[?&]pageId=(\d{1,20})(?:&|#|$)/;
const WEB = /^(https?:|mailto:)/i;

const webDestination = (url: string) => markdownDestination(url).replace(/\|/g, '%7C');

function linkTarget(element: HtmlElement, input: PageInput): LinkTarget | null {
  const { page, pages, kept } = input;
  const href = attribute(element, 'href').trim();
  if (href === '' || href.startsWith('#')) return null;
  const toPage = (target: ConfluencePage) => ({
    destination: relativeLink(page.markdownPath, target.markdownPath),
  });
  const resource = attribute(element, 'data-linked-resource-type');
  const resourceId = resource === 'page' ? attribute(element, 'data-linked-resource-id') : '';
  const address = WEB.test(href) ? PAGE_ADDRESS.exec(href) : null;
  const linkedPage = pages.byId.get(resourceId || (address?.[1] ?? address?.[2] ?? ''));
  if (linkedPage) return toPage(linkedPage);
  if (WEB.test(href)) return { destination: webDestination(href) };
  const path = zipPathOf(href, page.source);
  const target = path ? pages.byPath.get(path) : undefined;
  if (target) return toPage(target);
  if (!path || isPageFile(path)) return null;
  const name = attribute(element, 'data-linked-resource-default-alias') || posix.basename(path);
  const file = kept.keep(path, name);
  return file
    ? { file: { source: path, name, destination: relativeLink(page.markdownPath, file) } }
    : null;
}

function imageOf(element: HtmlElement, input: PageInput, ctx: PageContext) {
  const sources = [attribute(element, 'src'), attribute(element, 'data-image-src')];
  const alias = attribute(element, 'data-linked-resource-default-alias');
  for (const src of sources) {
    const path = src ? zipPathOf(src, input.page.source) : null;
    const name = alias || (path ? posix.basename(path) : '');
    const file = path ? input.kept.keep(path, name) : null;
    if (path && file) {
      ctx.shown.add(path);
      const alt = attribute(element, 'alt') || name;
      return { alt, destination: relativeLink(input.page.markdownPath, file) };
    }
  }
  const web = sources.find((src) => /^https?:\/\//i.test(src));
  if (web) return { alt: attribute(element, 'alt') || alias, destination: webDestination(web) };
  ctx.approximate('Images missing from the export were left out');
  return null;
}

/** The files the page's "Attachments" section lists (below its content, not part of it). */
function attachmentsSection(input: PageInput): KeptFile[] {
  const heading = input.document && byId(input.document, 'attachments');
  const section = heading && closest(heading, (element) => hasClass(element, 'pageSection'));
  if (!section) return [];
  return [...descendants(section)].flatMap((link) => {
    const path = link.name === 'a' ? zipPathOf(attribute(link, 'href'), input.page.source) : null;
    if (!path) return [];
    const name = oneLine(textOf(link.children)) || posix.basename(path);
    const file = input.kept.keep(path, name);
    const destination = file && relativeLink(input.page.markdownPath, file);
    return destination ? [{ source: path, name, destination }] : [];
  });
}

function pageContext(input: PageInput): PageContext {
  const reasons = new Set<string>();
  const ctx: PageContext = {
    source: input.page.source,
    link: (element) => linkTarget(element, input),
    image: (element) => imageOf(element, input, ctx),
    approximate(reason) {
      if (reasons.has(reason)) return;
      reasons.add(reason);
      input.approximated.push({ source: input.page.source, reason });
    },
    shown: new Set(),
    trailing: [],
    blocks: (nodes, depth) => convertBlocks(nodes, ctx, depth),
  };
  return ctx;
}

/** The page's Markdown: no longer than one Markdown file of an import may be. */
export function pageMarkdown(input: PageInput): string {
  const ctx = pageContext(input);
  if (!input.document)
    ctx.approximate('The page nests its HTML too deep to be read: only its title is kept');
  const content = input.document && byId(input.document, 'main-content');
  const blocks = content ? ctx.blocks(content.children, { dom: 0, nesting: 0 }) : [];
  const files = new Map<string, KeptFile>();
  for (const file of [...ctx.trailing, ...attachmentsSection(input)]) {
    if (!ctx.shown.has(file.source) && !files.has(file.source)) files.set(file.source, file);
  }
  const parts = [`# ${escapeMarkdown(input.page.title)}`];
  let bytes = Buffer.byteLength(parts[0]!) + 1;
  for (const block of [...blocks, ...[...files.values()].map(attachmentParagraph)]) {
    bytes += Buffer.byteLength(block) + 2;
    if (bytes > DOC_IMPORT_LIMITS.maxMarkdownBytes) {
      ctx.approximate('The page is longer than an imported file may be: its end was left out');
      break;
    }
    parts.push(block);
  }
  return `${parts.join('\n\n')}\n`;
}
