import {
  escapeLineStarts,
  escapeMarkdown,
  markdownCodeBlock,
  markdownDestination,
} from '../../../live/export-safety';
import {
  MAX_DOM_DEPTH,
  MAX_NESTING,
  deeper,
  type Depth,
  type KeptFile,
  type PageContext,
} from './confluence-context';
import {
  attribute,
  childElements,
  hasClass,
  isElement,
  isHidden,
  oneLine,
  textOf,
  type HtmlElement,
  type HtmlNode,
} from './confluence-dom';
import { BLOCK_TAGS, inlineContent, type InlineItem } from './confluence-inline';
import { macroBlocks } from './confluence-macros';
import { indentFollowingLines, inlineMarkdown, quoted } from './confluence-markdown';

/**
 * A Confluence page's blocks as Hangar's Markdown: paragraphs, headings, lists and task lists,
 * tables (GFM, their cells on one line), quotes, code, rules; macros go to confluence-macros.ts.
 * Every block is one string without blank lines around it; the caller joins them with one.
 */

const MAX_COLUMNS = 100;
/** The start of a list this file writes: a paragraph's `- ` and `1. ` are escaped. */
const LIST_START = /^(?:-|\d{1,9}\.) /;

/** The page's own files linked in a text: added at its end, unless shown in place. */
function fileLinksAtEnd(items: InlineItem[], ctx: PageContext): void {
  for (const item of items) if (item.kind === 'file') ctx.trailing.push(item.file);
}

export const attachmentParagraph = (file: KeptFile) =>
  `[${escapeMarkdown(file.name)}](${file.destination})`;

function paragraph(nodes: readonly HtmlNode[], ctx: PageContext, depth: Depth): string[] {
  const { items } = inlineContent(nodes, ctx, depth);
  const words = items.filter((item) => item.kind !== 'text' || item.text.trim() !== '');
  const only = words.length === 1 ? words[0] : undefined;
  if (only?.kind === 'file') {
    ctx.shown.add(only.file.source);
    return [attachmentParagraph(only.file)];
  }
  fileLinksAtEnd(items, ctx);
  const markdown = inlineMarkdown(items, { breaks: 'hard' });
  return markdown === '' ? [] : [escapeLineStarts(markdown)];
}

function heading(element: HtmlElement, ctx: PageContext, depth: Depth): string[] {
  const { items } = inlineContent(element.children, ctx, deeper(depth));
  fileLinksAtEnd(items, ctx);
  const markdown = inlineMarkdown(items, { breaks: 'space' });
  return markdown === '' ? [] : [`${'#'.repeat(Number(element.name.slice(1)))} ${markdown}`];
}

const isChecked = (item: HtmlElement) =>
  hasClass(item, 'checked') || attribute(item, 'aria-checked') === 'true';

function list(element: HtmlElement, ctx: PageContext, depth: Depth): string[] {
  const ordered = element.name === 'ol';
  const task = hasClass(element, 'inline-task-list');
  // A list written straight inside another one (not in an item) belongs to the item before it.
  const items: { item: HtmlElement; nodes: HtmlNode[] }[] = [];
  for (const child of childElements(element)) {
    const previous = items.at(-1);
    if (child.name !== 'li' && previous) previous.nodes.push(child);
    else items.push({ item: child, nodes: [...child.children] });
  }
  const start = Math.min(Math.max(Number.parseInt(attribute(element, 'start'), 10) || 1, 0), 1e8);
  const lines: string[] = [];
  for (const { item, nodes } of items) {
    const [first, ...rest] = ctx.blocks(nodes, deeper(depth, 1));
    if (first === undefined) continue;
    const marker = ordered
      ? `${start + lines.length}.`
      : task
        ? `- [${isChecked(item) ? 'x' : ' '}]`
        : '-';
    // A nested list follows its line; another block is a paragraph of its own.
    const tail = rest.map((next) => `${LIST_START.test(next) ? '\n' : '\n\n'}${next}`).join('');
    const markdown = `${marker} ${first}${tail}`;
    lines.push(indentFollowingLines(markdown, ' '.repeat(ordered ? marker.length + 1 : 2)));
  }
  return lines.length > 0 ? [lines.join('\n')] : [];
}

/** The rows of a table, each as its cells (a cell spanning columns followed by empty ones). */
function rowsOf(table: HtmlElement): (HtmlElement | null)[][] {
  const rows = childElements(table).flatMap((child) =>
    ['thead', 'tbody', 'tfoot'].includes(child.name) ? childElements(child) : [child],
  );
  return rows
    .filter((row) => row.name === 'tr')
    .map((row) =>
      childElements(row)
        .filter((cell) => cell.name === 'td' || cell.name === 'th')
        .flatMap((cell) => {
          const colspan = Number.parseInt(attribute(cell, 'colspan'), 10) || 1;
          const span = Math.min(Math.max(colspan, 1), MAX_COLUMNS);
          return [cell, ...Array.from({ length: span - 1 }, () => null)];
        })
        .slice(0, MAX_COLUMNS),
    );
}

function table(element: HtmlElement, ctx: PageContext, depth: Depth): string[] {
  const rows = rowsOf(element);
  const columns = rows.reduce((most, row) => Math.max(most, row.length), 0);
  if (columns === 0) return [];
  let flattened = false;
  const lines = rows.map((row, index) => {
    const cells = Array.from({ length: columns }, (_, column) => {
      const cell = row[column];
      if (!cell) return '';
      const content = inlineContent(cell.children, ctx, deeper(depth));
      flattened ||= content.paragraphs > 1 || content.structure;
      fileLinksAtEnd(content.items, ctx);
      return inlineMarkdown(content.items, { breaks: 'space', table: true });
    });
    const line = `| ${cells.join(' | ')} |`;
    return index === 0 ? `${line}\n|${' --- |'.repeat(columns)}` : line;
  });
  if (flattened) {
    ctx.approximate('Table cells holding several paragraphs, lists or blocks are kept on one line');
  }
  return [lines.join('\n')];
}

/** Audio, video and frames of other sites: a link to what they show. */
function embedded(element: HtmlElement, ctx: PageContext): string[] {
  const source = attribute(element, 'src') || attribute(element, 'data');
  if (!/^https?:\/\//i.test(source)) return [];
  ctx.approximate('Embedded frames and media are kept as links');
  return [`[${escapeMarkdown(source)}](${markdownDestination(source).replace(/\|/g, '%7C')})`];
}

function block(element: HtmlElement, ctx: PageContext, depth: Depth): string[] {
  const macro = macroBlocks(element, ctx, depth);
  if (macro) return macro;
  const name = element.name;
  if (/^h[1-6]$/.test(name)) return heading(element, ctx, depth);
  switch (name) {
    case 'ul':
    case 'ol':
      return list(element, ctx, depth);
    case 'table':
      return table(element, ctx, depth);
    case 'pre': {
      const code = textOf(element.children).replace(/\n$/, '');
      return code.trim() === '' ? [] : [markdownCodeBlock(code)];
    }
    case 'blockquote': {
      const blocks = ctx.blocks(element.children, deeper(depth, 1));
      return blocks.length > 0 ? [quoted(blocks.join('\n\n'))] : [];
    }
    case 'hr':
      return ['---'];
    case 'iframe':
    case 'video':
    case 'audio':
    case 'object':
    case 'embed':
      return embedded(element, ctx);
    default:
      return ctx.blocks(element.children, deeper(depth));
  }
}

const isBlock = (node: HtmlNode): node is HtmlElement =>
  isElement(node) && !isHidden(node) && BLOCK_TAGS.has(node.name);

/** The Markdown blocks of some nodes: blocks as they are, inline nodes between them as paragraphs. */
export function convertBlocks(
  nodes: readonly HtmlNode[],
  ctx: PageContext,
  depth: Depth,
): string[] {
  if (depth.dom > MAX_DOM_DEPTH || depth.nesting > MAX_NESTING) {
    ctx.approximate('Blocks nested very deep are kept as plain text');
    const text = oneLine(textOf(nodes));
    return text === '' ? [] : [escapeLineStarts(escapeMarkdown(text))];
  }
  const blocks: string[] = [];
  let inline: HtmlNode[] = [];
  const flush = () => {
    if (inline.length > 0) for (const made of paragraph(inline, ctx, depth)) blocks.push(made);
    inline = [];
  };
  for (const node of nodes) {
    if (!isBlock(node)) inline.push(node);
    else {
      flush();
      // One by one: a wrapper may hold more blocks than a call takes arguments.
      for (const made of block(node, ctx, depth)) blocks.push(made);
    }
  }
  flush();
  return blocks;
}
