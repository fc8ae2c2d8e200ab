import { MAX_RICH_TEXT_DEPTH, type DocContentNode } from '@hangar/contracts';
import MarkdownIt from 'markdown-it';
import underlineIns from 'markdown-it-ins';
import highlightMark from 'markdown-it-mark';
import type Token from 'markdown-it/lib/token.mjs';
import { markdownMath } from './markdown-math';
import {
  MAX_LATEX_LENGTH,
  MarkdownImportError,
  cutText,
  inline,
  plainText,
  textBlocks,
  textNodes,
  tooDeep,
  type Context,
} from './markdown-inline';
import { calloutBlock, structuralBlock } from './markdown-structure';
import { viewOfParagraph } from './markdown-views';
import { attachmentOfParagraph, loneLink } from './markdown-files';
import { CODE_LANGUAGE, codeBlock, embedOf, tableBlock } from './markdown-leaf-blocks';

export { MarkdownImportError } from './markdown-inline';

/**
 * Markdown to a doc's content (ProseMirror JSON of the doc editor's schema): the dialect the
 * Markdown export writes (export.ts), read back so that an exported doc imports as the same doc.
 * CommonMark with GFM tables, strikethrough and task lists (markdown-it, which reads any input
 * in linear time); raw HTML is text, as the export escapes it; bare addresses are not linked.
 */

type Node = DocContentNode;

/** The most children one node of the contract takes. */
const MAX_CHILDREN = 2000;
const MAX_NAME_LENGTH = 200;
/** Deeper than a doc can hold anyway; markdown-it drops what nests past its own limit. */
const MAX_NESTING = MAX_RICH_TEXT_DEPTH + 10;

// `==text==` is a highlight (markdown-it-mark), `++text++` an underline (markdown-it-ins).
const parser = new MarkdownIt('commonmark', { html: false })
  .enable(['table', 'strikethrough'])
  .use(highlightMark)
  .use(underlineIns);
// The preset nests 20 levels (markdown-it's option, missing from its types).
Object.assign(parser.options, { maxNesting: MAX_NESTING });
// Escapes stay tokens of their own, so that `\[x]` is never read as a task's checkbox.
parser.core.ruler.disable('text_join');
markdownMath(parser);
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
  /** The address of every paragraph that holds only a link, each once: maybe a file to attach. */
  links: string[];
  tokens: Token[];
  /** The text's lines, for the blank ones between blocks. */
  lines: string[];
}

/** A YAML front matter block at the very start (Obsidian, Jekyll...): not part of the text. */
const FRONT_MATTER = /^---\n[\s\S]*?\n(?:---|\.\.\.)[ \t]*(?:\n|$)/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A doc's name from a heading or a file name: one line, at most 200 characters. */
export function docName(text: string): string {
  return cutText(text.replace(/\s+/g, ' ').trim(), MAX_NAME_LENGTH).trim();
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
  const links = new Set<string>();
  for (const [index, token] of tokens.entries()) {
    for (const child of token.children ?? []) {
      if (child.type === 'image') images.add(child.attrGet('src') ?? '');
    }
    const alone = tokens[index - 1]?.type === 'paragraph_open' ? loneLink(token) : null;
    if (alone) links.add(alone.href);
  }
  const [first, heading] = tokens;
  const title =
    first?.type === 'heading_open' && first.tag === 'h1'
      ? plainText(heading?.children ?? null)
      : null;
  const lines = source.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return { title, images: [...images], links: [...links], tokens, lines };
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

const structureParsing = {
  block: (reader: Reader, depth: number) => block(reader, depth),
  blocksUntil: (reader: Reader, close: string, depth: number) => blocksUntil(reader, close, depth),
  parseInline: (text: string) => parser.parseInline(text, {})[0]?.children ?? [],
};
function block(reader: Reader, depth: number): Node[] {
  tooDeep(depth);
  const structure = structuralBlock(reader, depth, structureParsing);
  if (structure) return [structure];
  const token = next(reader);
  switch (token.type) {
    case 'paragraph_open':
    case 'heading_open': {
      const words = next(reader);
      next(reader);
      const view = token.type === 'paragraph_open' ? viewOfParagraph(words.content) : null;
      if (view) return [view];
      const embed = token.type === 'paragraph_open' ? embedOf(words) : null;
      if (embed) return [embed];
      const file =
        token.type === 'paragraph_open'
          ? attachmentOfParagraph(words, reader.context.zipFile)
          : null;
      if (file) return [file];
      const runs = inline(words.children ?? [], reader.context);
      if (token.type === 'paragraph_open') return textBlocks('paragraph', undefined, runs);
      const level = Math.min(Number(token.tag.slice(1)) || 1, 3);
      return textBlocks('heading', { level }, runs);
    }
    case 'hr':
      return [{ type: 'horizontalRule' }];
    case 'blockquote_open': {
      const callout = calloutBlock(reader, depth, structureParsing);
      if (callout) return [callout];
      const content = blocksUntil(reader, 'blockquote_close', depth + 1);
      return [{ type: 'blockquote', content: content.length ? content : [{ type: 'paragraph' }] }];
    }
    case 'fence': {
      const language = token.info.trim().split(/\s+/)[0] ?? '';
      return [codeBlock(token.content, CODE_LANGUAGE.test(language) ? language : null)];
    }
    case 'code_block':
      return [codeBlock(token.content, null)];
    case 'math_block':
      return [
        {
          type: 'blockMath',
          attrs: { latex: cutText(token.content.replace(/\n$/, ''), MAX_LATEX_LENGTH) },
        },
      ];
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
  zipFile?: Context['zipFile'],
): Node | null {
  const context: Context = zipFile ? { imageSource, zipFile } : { imageSource };
  const reader: Reader = { tokens: parsed.tokens, at: 0, context };
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
