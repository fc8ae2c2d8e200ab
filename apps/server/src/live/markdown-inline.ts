import { MAX_RICH_TEXT_DEPTH, type DocContentNode } from '@hangar/contracts';
import { DEFAULT_HIGHLIGHT } from '@hangar/domain';
import type Token from 'markdown-it/lib/token.mjs';
import { safeLinkTarget } from './export-safety';

/**
 * The inline part of the Markdown import (markdown-import.ts): markdown-it's inline tokens to the
 * text, marks, links and images of a paragraph or a heading, within the contract's bounds.
 */

type Node = DocContentNode;
type Mark = NonNullable<Node['marks']>[number];

/** Why a Markdown text cannot become a doc (the import answers it as a 422). */
export class MarkdownImportError extends Error {}

/** The longest text one node of the contract takes; longer runs are cut into several. */
const MAX_TEXT_LENGTH = 20_000;

/** The longest formula a math node keeps (the contract's attribute length). */
export const MAX_LATEX_LENGTH = 2000;

/** At most `max` UTF-16 units, never half of a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uDC00-\uDFFF]/.test(text.charAt(max)) ? max - 1 : max;
  return text.slice(0, end);
}

/** The words of inline tokens, as a name or an image's description shows them. */
export function plainText(tokens: Token[] | null): string {
  return (tokens ?? [])
    .map((token) => {
      if (['text', 'text_special', 'code_inline', 'math_inline'].includes(token.type)) {
        return token.content;
      }
      if (token.type === 'softbreak' || token.type === 'hardbreak') return ' ';
      return token.type === 'image' ? plainText(token.children) : '';
    })
    .join('');
}

/** A file of an imported zip, stored: what its attachment block shows. */
export interface ImportedFile {
  url: string;
  size: number;
  contentType: string;
}

export interface Context {
  /** The `src` an image address becomes in the doc, or null to leave the image out. */
  imageSource: (url: string) => string | null;
  /** The stored file a lone link of an imported zip's text stands for (an attachment), if any. */
  zipFile?: (url: string) => ImportedFile | null;
}

export function tooDeep(depth: number): void {
  if (depth > MAX_RICH_TEXT_DEPTH) {
    throw new MarkdownImportError(`it nests deeper than ${MAX_RICH_TEXT_DEPTH} levels`);
  }
}

export function textNodes(text: string, marks: Mark[]): Node[] {
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

/**
 * The marks of markdown-it's inline tokens: `==text==` (markdown-it-mark) is a yellow highlight,
 * `++text++` (markdown-it-ins) an underline.
 */
const FORMAT_MARKS: Record<string, Mark> = {
  strong: { type: 'bold' },
  em: { type: 'italic' },
  s: { type: 'strike' },
  ins: { type: 'underline' },
  mark: { type: 'highlight', attrs: { color: DEFAULT_HIGHLIGHT } },
};

/**
 * Inline tokens as the flat runs ProseMirror keeps: texts with their marks, hard breaks, and
 * images (blocks in the doc, which the caller moves out of the paragraph). `skip` characters of
 * the first text are left out (a task item's checkbox).
 */
export function inline(tokens: Token[], context: Context, skip = 0): Node[] {
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
          : (FORMAT_MARKS[kind] ?? null);
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
      case 'math_inline':
        nodes.push({
          type: 'inlineMath',
          attrs: { latex: cutText(token.content, MAX_LATEX_LENGTH) },
        });
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
export function textBlocks(
  type: 'paragraph' | 'heading',
  attrs: Node['attrs'],
  runs: Node[],
): Node[] {
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
