import { MAX_RICH_TEXT_DEPTH, type DocContentNode } from '@hangar/contracts';
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { safeLinkTarget } from './export-safety';

/**
 * Markdown to a doc's content (ProseMirror JSON of the doc editor's schema): the dialect the
 * Markdown export writes (export.ts), read back so that an exported doc imports as the same doc.
 * CommonMark with GFM tables, strikethrough and task lists (markdown-it, which reads any input
 * in linear time); raw HTML is text, as the export escapes it; bare addresses are not linked.
 */

type Node = DocContentNode;
type Mark = NonNullable<Node['marks']>[number];

/** Why a Markdown text cannot become a doc (the import answers it as a 422). */
export class MarkdownImportError extends Error {}

/** The longest text one node of the contract takes; longer runs are cut into several. */
const MAX_TEXT_LENGTH = 20_000;
/** The most children one node of the contract takes. */
const MAX_CHILDREN = 2000;
const MAX_NAME_LENGTH = 200;
/** Deeper than a doc can hold anyway; markdown-it drops what nests past its own limit. */
const MAX_NESTING = MAX_RICH_TEXT_DEPTH + 10;

const parser = new MarkdownIt('commonmark', { html: false }).enable(['table', 'strikethrough']);
// The preset nests 20 levels (markdown-it's option, missing from its types).
Object.assign(parser.options, { maxNesting: MAX_NESTING });
// Escapes stay tokens of their own, so that `\[x]` is never read as a task's checkbox.
parser.core.ruler.disable('text_join');
// Addresses as written: the import decides which links it keeps (safeLinkTarget), and a link
// exported percent-encoded is not encoded twice.
parser.validateLink = () => true;
parser.normalizeLink = (url) => url;
parser.normalizeLinkText = (text) => text;

export interface ParsedMarkdown {
  /** The text of the first block when it is a level-1 heading (the doc's name), else null. */
  title: string | null;
  /** Every image address, in order, each once (relative ones are the zip's files). */
  images: string[];
  tokens: Token[];
  /** The text's lines, for the blank ones between blocks. */
  lines: string[];
}

/** A YAML front matter block at the very start (Obsidian, Jekyll...): not part of the text. */
const FRONT_MATTER = /^---\n[\s\S]*?\n(?:---|\.\.\.)[ \t]*(?:\n|$)/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** At most `max` UTF-16 units, never half of a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uDC00-\uDFFF]/.test(text.charAt(max)) ? max - 1 : max;
  return text.slice(0, end);
}

/** A doc's name from a heading or a file name: one line, at most 200 characters. */
export function docName(text: string): string {
  return cutText(text.replace(/\s+/g, ' ').trim(), MAX_NAME_LENGTH).trim();
}

/** The words of inline tokens, as a name or an image's description shows them. */
function plainText(tokens: Token[] | null): string {
  return (tokens ?? [])
    .map((token) => {
      if (['text', 'text_special', 'code_inline'].includes(token.type)) return token.content;
      if (token.type === 'softbreak' || token.type === 'hardbreak') return ' ';
      return token.type === 'image' ? plainText(token.children) : '';
    })
    .join('');
}

/** Reads a Markdown text (line endings, control characters and a front matter cleaned up). */
export function parseMarkdown(text: string): ParsedMarkdown {
  const source = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .replace(FRONT_MATTER, '');
  const tokens = parser.parse(source, {});
  if (tokens.some((token) => token.level >= MAX_RICH_TEXT_DEPTH)) {
    throw new MarkdownImportError(`it nests deeper than ${MAX_RICH_TEXT_DEPTH} levels`);
  }
  const images = new Set<string>();
  for (const token of tokens) {
    for (const child of token.children ?? []) {
      if (child.type === 'image') images.add(child.attrGet('src') ?? '');
    }
  }
  const [first, heading] = tokens;
  const title =
    first?.type === 'heading_open' && first.tag === 'h1'
      ? plainText(heading?.children ?? null)
      : null;
  const lines = source.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return { title, images: [...images], tokens, lines };
}

interface Context {
  /** The `src` an image address becomes in the doc, or null to leave the image out. */
  imageSource: (url: string) => string | null;
}

function tooDeep(depth: number): void {
  if (depth > MAX_RICH_TEXT_DEPTH) {
    throw new MarkdownImportError(`it nests deeper than ${MAX_RICH_TEXT_DEPTH} levels`);
  }
}

function textNodes(text: string, marks: Mark[]): Node[] {
  const nodes: Node[] = [];
  for (let rest = text; rest.length > 0;) {
    const piece = cutText(rest, MAX_TEXT_LENGTH);
    nodes.push(marks.length ? { type: 'text', text: piece, marks } : { type: 'text', text: piece });
    rest = rest.slice(piece.length);
  }
  return nodes;
}

/** An image, or an image without attributes where it is left out (to cut its paragraph still). */
function imageNode(token: Token, context: Context): Node {
  const src = context.imageSource(token.attrGet('src') ?? '');
  if (src === null) return { type: 'image' };
  const alt = plainText(token.children);
  const title = token.attrGet('title');
  return { type: 'image', attrs: { src, alt: alt || null, title: title || null } };
}

const isKeptImage = (node: Node) => node.type === 'image' && node.attrs !== undefined;

const FORMAT_MARKS: Record<string, Mark['type']> = {
  strong: 'bold',
  em: 'italic',
  s: 'strike',
};

/**
 * Inline tokens as the flat runs ProseMirror keeps: texts with their marks, hard breaks, and
 * images (blocks in the doc, which the caller moves out of the paragraph). `skip` characters of
 * the first text are left out (a task item's checkbox).
 */
function inline(tokens: Token[], context: Context, skip = 0): Node[] {
  const nodes: Node[] = [];
  // The open marks, innermost last; null for a link that is not kept.
  const open: { kind: string; mark: Mark | null }[] = [];
  const marks = () => {
    const active: Mark[] = [];
    for (const { mark } of open) {
      if (mark && !active.some((other) => other.type === mark.type)) active.push(mark);
    }
    return active;
  };
  tokens.forEach((token, index) => {
    const kind = token.type.replace(/_(open|close)$/, '');
    if (token.nesting === 1) {
      const href = kind === 'link' ? (token.attrGet('href') ?? '') : '';
      const link = href.length <= 2000 ? safeLinkTarget(href) : null;
      // A link elsewhere than the web, mail or the app (another file of a zip) stays text.
      const mark: Mark | null =
        kind === 'link'
          ? link
            ? { type: 'link', attrs: { href: link } }
            : null
          : FORMAT_MARKS[kind]
            ? { type: FORMAT_MARKS[kind] as Exclude<Mark['type'], 'link'> }
            : null;
      open.push({ kind, mark });
      return;
    }
    if (token.nesting === -1) {
      const last = open.findLastIndex((entry) => entry.kind === kind);
      if (last !== -1) open.splice(last, 1);
      return;
    }
    switch (token.type) {
      case 'text':
      case 'text_special':
      case 'html_inline':
        nodes.push(...textNodes(index === 0 ? token.content.slice(skip) : token.content, marks()));
        break;
      case 'softbreak':
        // A line break inside a paragraph is a space, as Markdown shows it.
        nodes.push(...textNodes(' ', marks()));
        break;
      case 'hardbreak':
        nodes.push({ type: 'hardBreak' });
        break;
      case 'code_inline':
        // The editor's code mark excludes every other mark.
        nodes.push(...textNodes(token.content, [{ type: 'code' }]));
        break;
      case 'image':
        nodes.push(imageNode(token, context));
        break;
      default:
        break;
    }
  });
  return nodes;
}

function sameMarks(a: Node, b: Node): boolean {
  return JSON.stringify(a.marks ?? []) === JSON.stringify(b.marks ?? []);
}

/** Adjacent texts of the same marks joined (then cut again under the contract's length). */
function joinTexts(nodes: Node[]): Node[] {
  const joined: Node[] = [];
  for (const node of nodes) {
    const last = joined.at(-1);
    if (last?.type === 'text' && node.type === 'text' && sameMarks(last, node)) {
      joined.pop();
      joined.push(...textNodes(`${last.text ?? ''}${node.text ?? ''}`, node.marks ?? []));
    } else joined.push(node);
  }
  return joined;
}

const isBlank = (nodes: Node[]) =>
  nodes.every((node) => node.type === 'text' && (node.text ?? '').trim() === '');

function textBlock(type: 'paragraph' | 'heading', attrs: Node['attrs'], runs: Node[]): Node {
  const content = joinTexts(runs);
  return { type, ...(attrs ? { attrs } : {}), ...(content.length ? { content } : {}) };
}

/**
 * A block of inline content (a paragraph, a heading). Images are blocks in the editor: a
 * heading's follow it, a paragraph is cut around its own (keeping only the words between).
 */
function textBlocks(type: 'paragraph' | 'heading', attrs: Node['attrs'], runs: Node[]): Node[] {
  const images = runs.filter((node) => node.type === 'image');
  if (images.length === 0) return [textBlock(type, attrs, runs)];
  if (type === 'heading') {
    const words = runs.filter((node) => node.type !== 'image');
    return [textBlock(type, attrs, words), ...images.filter(isKeptImage)];
  }
  const blocks: Node[] = [];
  let words: Node[] = [];
  const flush = () => {
    if (!isBlank(words)) blocks.push(textBlock(type, attrs, words));
    words = [];
  };
  for (const node of runs) {
    if (node.type !== 'image') words.push(node);
    else {
      flush();
      if (isKeptImage(node)) blocks.push(node);
    }
  }
  flush();
  return blocks;
}

/** A walk through the token stream, one block at a time. */
interface Reader {
  tokens: Token[];
  at: number;
  context: Context;
}

function next(reader: Reader): Token {
  const token = reader.tokens[reader.at];
  if (!token) throw new MarkdownImportError('it ends in the middle of a block');
  reader.at += 1;
  return token;
}

/** The blocks until the token that closes the container (consumed), or the end. */
function blocksUntil(reader: Reader, close: string | null, depth: number): Node[] {
  const content: Node[] = [];
  while (reader.at < reader.tokens.length) {
    if (close !== null && reader.tokens[reader.at]?.type === close) {
      reader.at += 1;
      break;
    }
    content.push(...block(reader, depth));
  }
  if (content.length > MAX_CHILDREN) {
    throw new MarkdownImportError(
      `it has more than ${MAX_CHILDREN} blocks in one place; split it into smaller files`,
    );
  }
  return content;
}

/** A task item's checkbox at the start of its text: `[ ]` or `[x]`, as written (not escaped). */
const CHECKBOX = /^\[([ xX])\](?:[ \t]+|$)/;

interface Item {
  checked: boolean | null;
  content: Node[];
}

function listItem(reader: Reader, depth: number): Item {
  const [paragraph, words] = [reader.tokens[reader.at], reader.tokens[reader.at + 1]];
  const first = words?.children?.[0];
  const box =
    paragraph?.type === 'paragraph_open' && first?.type === 'text'
      ? CHECKBOX.exec(first.content)
      : null;
  const content: Node[] = [];
  if (box && words?.children) {
    reader.at += 3;
    const runs = inline(words.children, reader.context, box[0].length);
    content.push(...textBlocks('paragraph', undefined, runs));
  }
  content.push(...blocksUntil(reader, 'list_item_close', depth));
  // A list item starts with a paragraph in the editor.
  if (content[0]?.type !== 'paragraph') content.unshift({ type: 'paragraph' });
  return { checked: box ? box[1] !== ' ' : null, content };
}

/** A Markdown list: task lists where its items have checkboxes, a bullet or numbered list else. */
function listBlocks(reader: Reader, open: Token, depth: number): Node[] {
  const close = open.type.replace('_open', '_close');
  const items: Item[] = [];
  while (reader.at < reader.tokens.length) {
    const token = next(reader);
    if (token.type === close) break;
    if (token.type === 'list_item_open') items.push(listItem(reader, depth + 2));
  }
  const runs: { task: boolean; items: Item[]; index: number }[] = [];
  items.forEach((item, index) => {
    const task = item.checked !== null;
    const last = runs.at(-1);
    if (last && last.task === task) last.items.push(item);
    else runs.push({ task, items: [item], index });
  });
  const start = Number(open.attrGet('start') ?? 1);
  return runs.map(({ task, items: run, index }): Node => {
    if (task) {
      return {
        type: 'taskList',
        content: run.map((item) => ({
          type: 'taskItem',
          attrs: { checked: item.checked === true },
          content: item.content,
        })),
      };
    }
    const content = run.map((item): Node => ({ type: 'listItem', content: item.content }));
    return open.type === 'ordered_list_open'
      ? { type: 'orderedList', attrs: { start: start + index }, content }
      : { type: 'bulletList', content };
  });
}

const ALIGNMENTS = new Set(['left', 'center', 'right']);

function tableBlock(reader: Reader): Node {
  const rows: Node[] = [];
  let cells: Node[] = [];
  while (reader.at < reader.tokens.length) {
    const token = next(reader);
    if (token.type === 'table_close') break;
    if (token.type === 'tr_close') {
      rows.push({ type: 'tableRow', content: cells });
      cells = [];
    }
    if (token.type !== 'th_open' && token.type !== 'td_open') continue;
    const align = /text-align:(\w+)/.exec(token.attrGet('style') ?? '')?.[1];
    const words = reader.tokens[reader.at]?.type === 'inline' ? next(reader) : null;
    const content = textBlocks(
      'paragraph',
      undefined,
      inline(words?.children ?? [], reader.context),
    );
    cells.push({
      type: token.type === 'th_open' ? 'tableHeader' : 'tableCell',
      ...(align && ALIGNMENTS.has(align) ? { attrs: { align } } : {}),
      content: content.length ? content : [{ type: 'paragraph' }],
    });
  }
  return { type: 'table', content: rows };
}

const CODE_LANGUAGE = /^[\w#+.-]{1,50}$/;

function codeBlock(content: string, language: string | null): Node {
  const text = textNodes(content.replace(/\n$/, ''), []);
  return { type: 'codeBlock', attrs: { language }, ...(text.length ? { content: text } : {}) };
}

function block(reader: Reader, depth: number): Node[] {
  tooDeep(depth);
  const token = next(reader);
  switch (token.type) {
    case 'paragraph_open':
    case 'heading_open': {
      const words = next(reader);
      next(reader);
      const runs = inline(words.children ?? [], reader.context);
      if (token.type === 'paragraph_open') return textBlocks('paragraph', undefined, runs);
      const level = Math.min(Number(token.tag.slice(1)) || 1, 3);
      return textBlocks('heading', { level }, runs);
    }
    case 'hr':
      return [{ type: 'horizontalRule' }];
    case 'blockquote_open': {
      const content = blocksUntil(reader, 'blockquote_close', depth + 1);
      return [{ type: 'blockquote', content: content.length ? content : [{ type: 'paragraph' }] }];
    }
    case 'fence': {
      const language = token.info.trim().split(/\s+/)[0] ?? '';
      return [codeBlock(token.content, CODE_LANGUAGE.test(language) ? language : null)];
    }
    case 'code_block':
      return [codeBlock(token.content, null)];
    case 'bullet_list_open':
    case 'ordered_list_open':
      return listBlocks(reader, token, depth);
    case 'table_open':
      return [tableBlock(reader)];
    case 'html_block':
      return [{ type: 'paragraph', content: textNodes(token.content.trim(), []) }];
    default:
      return [];
  }
}

const isBlankLine = (line: string | undefined) => line !== undefined && /^[ \t]*$/.test(line);

/** How many blank lines come right before line `index` (0 at the top of the text). */
function blankLinesBefore(lines: string[], index: number): number {
  let count = 0;
  while (index - count - 1 >= 0 && isBlankLine(lines[index - count - 1])) count += 1;
  return count;
}

/**
 * The export writes an empty paragraph as an empty line between blank ones (one blank line joins
 * two blocks; each empty paragraph adds two lines), so extra blank lines between top-level blocks
 * and at the end read back as empty paragraphs. One blank line, as people write, adds nothing.
 */
function emptyParagraphs(count: number): Node[] {
  return Array.from({ length: Math.max(0, count) }, () => ({ type: 'paragraph' }));
}

/**
 * The doc's content of a parsed Markdown text (without its title heading when `title` was
 * taken), or null when it holds nothing but empty lines.
 */
export function markdownToDoc(
  parsed: ParsedMarkdown,
  imageSource: Context['imageSource'],
): Node | null {
  const reader: Reader = { tokens: parsed.tokens, at: 0, context: { imageSource } };
  let seenBlock = false;
  if (parsed.title !== null) {
    reader.at = 3;
    seenBlock = true;
  }
  const content: Node[] = [];
  while (reader.at < reader.tokens.length) {
    const start = reader.tokens[reader.at]?.map?.[0];
    if (seenBlock && start !== undefined) {
      content.push(...emptyParagraphs(Math.floor((blankLinesBefore(parsed.lines, start) - 1) / 2)));
    }
    content.push(...block(reader, 2));
    seenBlock = true;
  }
  if (seenBlock) {
    const trailing = blankLinesBefore(parsed.lines, parsed.lines.length);
    content.push(...emptyParagraphs(Math.floor(trailing / 2)));
  }
  if (content.length > MAX_CHILDREN) {
    throw new MarkdownImportError(
      `it has more than ${MAX_CHILDREN} blocks; split it into smaller files`,
    );
  }
  const empty = content.every((node) => node.type === 'paragraph' && !node.content);
  return empty ? null : { type: 'doc', content };
}
