import {
  CONVERTED_MACROS,
  MAX_DOM_DEPTH,
  deeper,
  keptAsText,
  macroName,
  type Depth,
  type KeptFile,
  type PageContext,
} from './confluence-context';
import {
  attribute,
  hasClass,
  isElement,
  isHidden,
  isText,
  oneLine,
  textOf,
  type HtmlElement,
  type HtmlNode,
} from './confluence-dom';

/**
 * The inline content of a Confluence page (a paragraph's, a heading's, a table cell's) as runs of
 * text with their marks, hard breaks, images and links to files, which confluence-markdown.ts
 * writes as Markdown. Blocks met inside are flattened (a table cell's lists...), and counted.
 */

export interface Marks {
  bold?: boolean;
  italic?: boolean;
  strike?: boolean;
  code?: boolean;
  link?: string;
}

export type InlineItem =
  | { kind: 'text'; text: string; marks: Marks }
  | { kind: 'break' }
  | { kind: 'image'; alt: string; destination: string }
  | { kind: 'file'; file: KeptFile; text: string; marks: Marks };

export interface InlineContent {
  items: InlineItem[];
  /** Paragraphs met inside. */
  paragraphs: number;
  /** Whether lists, tables, headings or code blocks were met inside (and flattened). */
  structure: boolean;
}

interface Walk extends InlineContent {
  ctx: PageContext;
  /** Inside a macro kept as text: its images are left out. */
  textOnly: boolean;
}

const MARK_TAGS: Record<string, keyof Omit<Marks, 'link'>> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  cite: 'italic',
  s: 'strike',
  del: 'strike',
  strike: 'strike',
  code: 'code',
  tt: 'code',
  kbd: 'code',
  samp: 'code',
};
const STRUCTURE = new Set(['ul', 'ol', 'li', 'table', 'tr', 'pre', 'blockquote', 'hr']);
const HEADING = /^h[1-6]$/;
export const BLOCK_TAGS = new Set([
  ...STRUCTURE,
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
  'details',
  'summary',
  'center',
  'form',
  'fieldset',
  'address',
  'thead',
  'tbody',
  'tfoot',
  'td',
  'th',
  'caption',
  'iframe',
  'video',
  'audio',
  'object',
  'embed',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

function pushText(walk: Walk, text: string, marks: Marks): void {
  let collapsed = text.replace(/[ \t\n\r\f]+/g, ' ');
  const last = walk.items.at(-1);
  const afterSpace =
    !last || last.kind === 'break' || (last.kind === 'text' && last.text.endsWith(' '));
  if (afterSpace && collapsed.startsWith(' ')) collapsed = collapsed.slice(1);
  if (collapsed !== '') walk.items.push({ kind: 'text', text: collapsed, marks });
}

const isMention = (element: HtmlElement) =>
  hasClass(element, 'confluence-userlink') ||
  hasClass(element, 'user-mention') ||
  attribute(element, 'data-linked-resource-type') === 'userinfo';

function anchor(walk: Walk, element: HtmlElement, marks: Marks, depth: Depth): void {
  const target = isMention(element) ? null : walk.ctx.link(element);
  if (isMention(element) || (target && 'file' in target)) {
    // Its words only: a file link's thumbnail, a mention's avatar are left out.
    const text = oneLine(textOf(element.children));
    if (target && 'file' in target) {
      walk.items.push({ kind: 'file', file: target.file, text: text || target.file.name, marks });
    } else {
      walk.ctx.approximate('Mentions of people are kept as text');
      pushText(walk, text.startsWith('@') ? text : `@${text}`, marks);
    }
    return;
  }
  const linked = target ? { ...marks, link: target.destination } : marks;
  walkNodes(walk, element.children, linked, deeper(depth));
}

/** An emoticon's emoji (from its code points, or its fallback), else its description. */
function emoticon(element: HtmlElement): string {
  const id = attribute(element, 'data-emoji-id');
  if (/^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,7}$/i.test(id)) {
    const points = id.split('-').map((hex) => Number.parseInt(hex, 16));
    if (points.every((point) => point <= 0x10ffff)) return String.fromCodePoint(...points);
  }
  const fallback = attribute(element, 'data-emoji-fallback');
  return fallback && !fallback.startsWith(':') ? fallback : attribute(element, 'alt');
}

function image(walk: Walk, element: HtmlElement, marks: Marks): void {
  const src = attribute(element, 'src');
  if (hasClass(element, 'emoticon') || src.includes('images/icons/emoticons/')) {
    pushText(walk, emoticon(element), marks);
    return;
  }
  if (walk.textOnly || /(^|\/)images\/icons\//.test(src)) return;
  const shown = walk.ctx.image(element);
  if (shown) walk.items.push({ kind: 'image', ...shown });
}

/** A macro shown inline that Hangar has no block for: its text, noted. */
function inlineMacro(element: HtmlElement): string | null {
  if (hasClass(element, 'status-macro') || hasClass(element, 'aui-lozenge')) return 'status';
  if (hasClass(element, 'jira-issue') || hasClass(element, 'jira-issues')) return 'jira';
  const macro = macroName(element);
  return macro && !CONVERTED_MACROS.has(macro) ? macro : null;
}

function element(walk: Walk, node: HtmlElement, marks: Marks, depth: Depth): void {
  const name = node.name;
  if (isHidden(node)) return;
  if (name === 'br') {
    walk.items.push({ kind: 'break' });
    return;
  }
  if (name === 'a') return anchor(walk, node, marks, depth);
  if (name === 'img') return image(walk, node, marks);
  const mark = MARK_TAGS[name];
  if (mark) return walkNodes(walk, node.children, { ...marks, [mark]: true }, deeper(depth));
  const macro = inlineMacro(node);
  if (macro) {
    const [before, textOnly] = [walk.items.length, walk.textOnly];
    walk.textOnly = true;
    walkNodes(walk, node.children, marks, deeper(depth));
    walk.textOnly = textOnly;
    for (let index = before; index < walk.items.length; index += 1) {
      const item = walk.items[index]!;
      if (item.kind === 'text' && item.text.trim() === '') continue;
      walk.ctx.approximate(keptAsText(macro));
      break;
    }
    return;
  }
  if (!BLOCK_TAGS.has(name)) return walkNodes(walk, node.children, marks, deeper(depth));
  if (name === 'p') walk.paragraphs += 1;
  if (STRUCTURE.has(name) || HEADING.test(name)) walk.structure = true;
  const inner = name === 'pre' ? { ...marks, code: true } : marks;
  pushText(walk, ' ', marks);
  walkNodes(walk, node.children, inner, deeper(depth));
  pushText(walk, ' ', marks);
}

function walkNodes(walk: Walk, nodes: readonly HtmlNode[], marks: Marks, depth: Depth): void {
  if (depth.dom > MAX_DOM_DEPTH) {
    pushText(walk, textOf(nodes), marks);
    return;
  }
  for (const node of nodes) {
    if (isElement(node)) element(walk, node, marks, depth);
    else if (isText(node)) pushText(walk, node.data, marks);
  }
}

/** The inline content of some nodes. */
export function inlineContent(
  nodes: readonly HtmlNode[],
  ctx: PageContext,
  depth: Depth,
  options: { textOnly?: boolean } = {},
): InlineContent {
  const walk: Walk = {
    ctx,
    items: [],
    paragraphs: 0,
    structure: false,
    textOnly: options.textOnly ?? false,
  };
  walkNodes(walk, nodes, {}, depth);
  return { items: walk.items, paragraphs: walk.paragraphs, structure: walk.structure };
}
