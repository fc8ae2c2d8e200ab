import {
  DEFAULT_HIGHLIGHT,
  HIGHLIGHT_COLORS,
  isHighlightColor,
  isTextColor,
  TEXT_COLORS,
} from '@hangar/domain';
import { embedFrame } from '@hangar/domain';
import * as Y from 'yjs';
import { HttpError } from '../http/errors';
import { escapeHtml } from '../mail/layout';
import {
  escapeMarkdown,
  markdownCodeBlock,
  markdownCodeSpan,
  markdownDestination,
  safeImageSource,
  safeLinkTarget,
} from './export-safety';
import {
  DEFAULT_CALLOUT_EMOJI,
  calloutEmoji,
  calloutKind,
} from '@hangar/editor/blocks/callout-kinds';
import {
  CALLOUT_MARKERS,
  COLUMNS_CLOSE,
  COLUMNS_OPEN,
  COLUMN_START,
  EMOJI,
  SUBPAGES_MARKER,
  TOC_MARKER,
  TOGGLE_CLOSE,
} from './markdown-structure';
import { viewAttrsOf, viewPlaceholder } from './markdown-views';
import { markdownBlockMath, markdownInlineMath } from './markdown-math';
import { pageLinkHtml, pageLinkMarkdown, withPageLinkAddresses } from './markdown-page-links';
import { attachmentHtml, attachmentMarkdown, attachmentOf } from './markdown-files';
import { EDITOR_FIELD } from './plain-text';

type Marks = Record<string, unknown>;
interface TextRun {
  text: string;
  marks: Marks;
}

function runsOf(text: Y.XmlText): TextRun[] {
  return text
    .toDelta()
    .flatMap((op: { insert?: unknown; attributes?: Marks }) =>
      typeof op.insert === 'string' ? [{ text: op.insert, marks: op.attributes ?? {} }] : [],
    );
}

function href(marks: Marks): string | null {
  return safeLinkTarget((marks.link as { href?: unknown } | undefined)?.href);
}

/** A run's palette colours: its text colour and highlight names, or null (never another value). */
function colorsOf(marks: Marks): { text: string | null; highlight: string | null } {
  const text = (marks.textStyle as { color?: unknown } | undefined)?.color;
  const highlight = marks.highlight as { color?: unknown } | undefined;
  return {
    text: isTextColor(text) ? TEXT_COLORS[text] : null,
    highlight: highlight
      ? HIGHLIGHT_COLORS[isHighlightColor(highlight.color) ? highlight.color : DEFAULT_HIGHLIGHT]
      : null,
  };
}

function runToHtml(run: TextRun): string {
  let html = escapeHtml(run.text);
  const colors = colorsOf(run.marks);
  if (colors.text) html = `<span style="color: ${colors.text}">${html}</span>`;
  if (colors.highlight) html = `<mark style="background-color: ${colors.highlight}">${html}</mark>`;
  if (run.marks.code) html = `<code>${html}</code>`;
  if (run.marks.bold) html = `<strong>${html}</strong>`;
  if (run.marks.italic) html = `<em>${html}</em>`;
  if (run.marks.strike) html = `<s>${html}</s>`;
  if (run.marks.underline) html = `<u>${html}</u>`;
  const link = href(run.marks);
  return link ? `<a href="${escapeHtml(link)}">${html}</a>` : html;
}

function runToMarkdown(run: TextRun): string {
  let md = run.marks.code ? markdownCodeSpan(run.text) : escapeMarkdown(run.text);
  if (run.marks.bold) md = `**${md}**`;
  if (run.marks.italic) md = `_${md}_`;
  if (run.marks.strike) md = `~~${md}~~`;
  // A highlight's colour and the text's colour have no Markdown: `==text==` is a yellow highlight.
  if (run.marks.highlight) md = `==${md}==`;
  const link = href(run.marks);
  return link ? `[${md}](${markdownDestination(link)})` : md;
}

type Node = Y.XmlElement | Y.XmlText | Y.XmlHook;
const children = (node: Y.XmlElement): Node[] => node.toArray();
const attr = (node: Y.XmlElement, name: string) => node.getAttribute(name) as unknown;
/** A live view of the project: its placeholder (the data lives in the app), '' when invalid. */
const viewText = (node: Y.XmlElement) => {
  const attrs = viewAttrsOf(node.getAttributes());
  return attrs ? viewPlaceholder(attrs) : '';
};
const latexOf = (node: Y.XmlElement) => String(attr(node, 'latex') ?? '');
const embedUrl = (node: Y.XmlElement) => {
  const url = String(attr(node, 'url') ?? '');
  return embedFrame(url) ? url : null;
};
const codeText = (node: Y.XmlElement) =>
  children(node)
    .map((child) => (child instanceof Y.XmlText ? child.toString() : ''))
    .join('');

function inlineHtml(node: Y.XmlElement): string {
  return children(node)
    .map((child) => {
      if (child instanceof Y.XmlText) return runsOf(child).map(runToHtml).join('');
      if (child instanceof Y.XmlElement && child.nodeName === 'hardBreak') return '<br>';
      if (child instanceof Y.XmlElement && child.nodeName === 'mention') {
        return `<span class="mention">@${escapeHtml(child.getAttribute('label') ?? '')}</span>`;
      }
      if (child instanceof Y.XmlElement && child.nodeName === 'inlineMath') {
        return `<span class="math">${escapeHtml(latexOf(child))}</span>`;
      }
      if (child instanceof Y.XmlElement && child.nodeName === 'pageLink')
        return pageLinkHtml(child);
      return child instanceof Y.XmlElement ? nodeToHtml(child) : '';
    })
    .join('');
}

const BLOCK_TAGS: Record<string, string> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
  taskList: 'ul',
  table: 'table',
  tableRow: 'tr',
  tableHeader: 'th',
  tableCell: 'td',
  details: 'details',
  detailsSummary: 'summary',
  columns: 'div class="columns"',
  column: 'div class="column"',
};

/** The doc's headings (the table of contents of the HTML export: no addresses to go to). */
function headingsHtml(node: Y.XmlElement): string {
  const fragment = node.doc?.getXmlFragment(EDITOR_FIELD);
  const headings = fragment
    ? [
        ...fragment.createTreeWalker(
          (child) => child instanceof Y.XmlElement && child.nodeName === 'heading',
        ),
      ]
    : [];
  const items = headings.map((heading) =>
    heading instanceof Y.XmlElement ? `<li>${inlineHtml(heading)}</li>` : '',
  );
  return `<nav class="table-of-contents" aria-label="Contents"><ul>${items.join('')}</ul></nav>`;
}

/** The structural blocks' HTML (callouts, contents, subpages), or null for another node. */
function structureHtml(node: Y.XmlElement): string | null {
  switch (node.nodeName) {
    case 'callout': {
      const kind = calloutKind(attr(node, 'kind'));
      const emoji = escapeHtml(calloutEmoji({ kind, emoji: attr(node, 'emoji') }));
      return `<aside class="callout callout-${kind}"><span class="callout-emoji">${emoji}</span>${inlineHtml(node)}</aside>`;
    }
    case 'tableOfContents':
      return headingsHtml(node);
    case 'subpages':
      // The doc's child pages are the app's to list: the export keeps the block's place only.
      return '<nav class="subpages" aria-label="Subpages"></nav>';
    default:
      return null;
  }
}

function nodeToHtml(node: Y.XmlElement): string {
  const name = node.nodeName;
  const structure = structureHtml(node);
  if (structure !== null) return structure;
  if (name === 'heading') {
    const level = Math.min(6, Math.max(1, Number(attr(node, 'level')) || 1));
    return `<h${level}>${inlineHtml(node)}</h${level}>`;
  }
  if (name === 'codeBlock') {
    const language = attr(node, 'language');
    const info =
      typeof language === 'string' && language ? ` class="language-${escapeHtml(language)}"` : '';
    return `<pre><code${info}>${escapeHtml(codeText(node))}</code></pre>`;
  }
  if (name === 'blockMath') return `<div class="math">${escapeHtml(latexOf(node))}</div>`;
  if (name === 'embed') {
    const url = embedUrl(node);
    return url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` : '';
  }
  if (name === 'horizontalRule') return '<hr>';
  if (name === 'projectView') return `<p class="project-view">${escapeHtml(viewText(node))}</p>`;
  if (name === 'image') {
    const src = safeImageSource(attr(node, 'src'));
    return src
      ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(String(attr(node, 'alt') ?? ''))}">`
      : '';
  }
  if (name === 'attachment') return attachmentHtml(attachmentOf(node.getAttributes()));
  if (name === 'taskItem') {
    const checked = attr(node, 'checked') === true ? ' checked' : '';
    return `<li><input type="checkbox" disabled${checked}> ${inlineHtml(node)}</li>`;
  }
  const tag = BLOCK_TAGS[name];
  return tag ? `<${tag}>${inlineHtml(node)}</${tag.split(' ')[0]}>` : inlineHtml(node);
}

function inlineMarkdown(node: Y.XmlElement): string {
  return children(node)
    .map((child) => {
      if (child instanceof Y.XmlText) return runsOf(child).map(runToMarkdown).join('');
      if (child instanceof Y.XmlElement && child.nodeName === 'hardBreak') return '  \n';
      if (child instanceof Y.XmlElement && child.nodeName === 'mention') {
        return escapeMarkdown(`@${child.getAttribute('label') ?? ''}`);
      }
      if (child instanceof Y.XmlElement && child.nodeName === 'inlineMath') {
        return markdownInlineMath(latexOf(child));
      }
      if (child instanceof Y.XmlElement && child.nodeName === 'pageLink') {
        return pageLinkMarkdown(child);
      }
      return '';
    })
    .join('');
}

/**
 * A paragraph's lines that Markdown would read as the start of another block (a list item, a
 * rule, a heading's underline) backslash-escaped, so that an import reads them back as text.
 */
function escapeLineStarts(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^( *)(-+|=+)([ \t]*)$/, '$1\\$2$3')
        .replace(/^( *)([-+])(?=[ \t]|$)/, '$1\\$2')
        .replace(/^( *)(\d{1,9})([.)])(?=[ \t]|$)/, '$1$2\\$3'),
    )
    .join('\n');
}

/** Each line but the first indented by `prefix` (a list item's content under its marker). */
function indentFollowingLines(markdown: string, prefix: string): string {
  return markdown
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `${prefix}${line}`))
    .join('\n');
}

const LIST_NODES = new Set(['bulletList', 'orderedList', 'taskList']);

const blockChildren = (node: Y.XmlElement) =>
  children(node).flatMap((child) => (child instanceof Y.XmlElement ? [child] : []));

/** Blocks one after the other, a blank line between each. */
const blocksMarkdown = (nodes: Y.XmlElement[]) =>
  nodes.map((child) => blockMarkdown(child)).join('\n\n');

/** Each line marked as a quote's. */
const quoted = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');

/**
 * A callout as a GitHub alert (`> [!NOTE]`, its emoji after the marker unless its kind's), its
 * first paragraph right under the marker as GitHub writes it, other first blocks after a blank line.
 */
function calloutMarkdown(node: Y.XmlElement): string {
  const kind = calloutKind(attr(node, 'kind'));
  const emoji = calloutEmoji({ kind, emoji: attr(node, 'emoji') });
  // An emoji Markdown could not read back on the marker's line (set through the API) is left out.
  const own = emoji !== DEFAULT_CALLOUT_EMOJI[kind] && EMOJI.test(emoji);
  const marker = `[!${CALLOUT_MARKERS[kind]}]${own ? ` ${emoji}` : ''}`;
  const blocks = blockChildren(node);
  const joined =
    blocks[0]?.nodeName === 'paragraph' && blockMarkdown(blocks[0]) !== '' ? '\n' : '\n\n';
  return quoted(`${marker}${joined}${blocksMarkdown(blocks)}`);
}

/** The structural blocks' Markdown (markdown-structure.ts reads it back), or null for another. */
function structureMarkdown(node: Y.XmlElement): string | null {
  const blocks = blockChildren(node);
  switch (node.nodeName) {
    case 'callout':
      return calloutMarkdown(node);
    case 'details': {
      const [summary, content] = blocks;
      const title = summary ? inlineMarkdown(summary) : '';
      return `<details><summary>${title}</summary>\n\n${content ? blocksMarkdown(blockChildren(content)) : ''}\n\n${TOGGLE_CLOSE}`;
    }
    case 'columns':
      return [
        COLUMNS_OPEN,
        ...blocks.map((column) => `${COLUMN_START}\n\n${blocksMarkdown(blockChildren(column))}`),
        COLUMNS_CLOSE,
      ].join('\n\n');
    case 'tableOfContents':
      return TOC_MARKER;
    case 'subpages':
      return SUBPAGES_MARKER;
    default:
      return null;
  }
}

function blockMarkdown(node: Y.XmlElement): string {
  const name = node.nodeName;
  const structure = structureMarkdown(node);
  if (structure !== null) return structure;
  const blocks = () =>
    children(node).flatMap((child) => (child instanceof Y.XmlElement ? [child] : []));
  switch (name) {
    case 'heading':
      return `${'#'.repeat(Math.min(6, Math.max(1, Number(attr(node, 'level')) || 1)))} ${inlineMarkdown(node)}`;
    case 'paragraph':
      return escapeLineStarts(inlineMarkdown(node));
    case 'blockquote':
      // Every line of the quote is marked, so its lists and code blocks stay inside it.
      return quoted(blocksMarkdown(blocks()));
    case 'codeBlock':
      return markdownCodeBlock(codeText(node), attr(node, 'language'));
    case 'blockMath':
      return markdownBlockMath(latexOf(node));
    case 'embed': {
      const url = embedUrl(node);
      return url ? `[embed](${markdownDestination(url)})` : '';
    }
    case 'horizontalRule':
      return '---';
    case 'projectView':
      return viewText(node);
    case 'bulletList':
    case 'orderedList':
    case 'taskList':
      return blocks()
        .map((item, index) => {
          const marker =
            name === 'orderedList'
              ? `${index + 1}.`
              : name === 'taskList'
                ? `- [${attr(item, 'checked') === true ? 'x' : ' '}]`
                : '-';
          const [first, ...rest] = children(item).flatMap((child) =>
            child instanceof Y.XmlElement ? [child] : [],
          );
          const head = first ? blockMarkdown(first) : '';
          // A nested list follows its line; another block is a paragraph of its own.
          const tail = rest
            .map(
              (child) => `${LIST_NODES.has(child.nodeName) ? '\n' : '\n\n'}${blockMarkdown(child)}`,
            )
            .join('');
          // The item's other lines line up with its content: 2 columns, or the number's width.
          const width = name === 'orderedList' ? marker.length + 1 : 2;
          return indentFollowingLines(`${marker} ${head}${tail}`, ' '.repeat(width));
        })
        .join('\n');
    case 'image': {
      const src = safeImageSource(attr(node, 'src'));
      const alt = escapeMarkdown(String(attr(node, 'alt') ?? ''));
      return src ? `![${alt}](${markdownDestination(src)})` : '';
    }
    case 'attachment':
      return attachmentMarkdown(attachmentOf(node.getAttributes()));
    case 'table':
      return blocks()
        .map((row, index) => {
          const cells = `| ${children(row)
            .flatMap((cell) => (cell instanceof Y.XmlElement ? [cell] : []))
            .map((cell) => blockMarkdown(cell).replace(/\n/g, ' '))
            .join(' | ')} |`;
          return index === 0 ? `${cells}\n|${' --- |'.repeat(children(row).length)}` : cells;
        })
        .join('\n');
    default:
      return blocks().length
        ? blocks()
            .map((child) => blockMarkdown(child))
            .join('\n')
        : inlineMarkdown(node);
  }
}

function topBlocks(ydoc: Y.Doc): Y.XmlElement[] {
  return ydoc
    .getXmlFragment(EDITOR_FIELD)
    .toArray()
    .flatMap((node) => (node instanceof Y.XmlElement ? [node] : []));
}

/** The doc as a standalone HTML page: only the editor's nodes, everything escaped. */
export function exportHtml(ydoc: Y.Doc, title: string): string {
  const body = topBlocks(ydoc).map(nodeToHtml).join('\n');
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body>\n<h1>${escapeHtml(title)}</h1>\n${body}\n</body></html>\n`;
}

/** The doc as Markdown (CommonMark with task lists and tables). */
export function exportMarkdown(ydoc: Y.Doc, title: string): string {
  return `# ${escapeMarkdown(title)}\n\n${topBlocks(ydoc)
    .map((node) => blockMarkdown(node))
    .join('\n\n')}\n`;
}

/** A doc's saved state as a file of the format: the CPU pool's task (docs-export.routes.ts). */
export function exportDoc(input: {
  state: Uint8Array | null;
  title: string;
  format: 'html' | 'markdown';
  /** The doc's workspace: its page links are written as the app's addresses of their docs. */
  workspaceId: number;
}): string {
  const ydoc = new Y.Doc();
  try {
    if (input.state && input.state.length > 0) Y.applyUpdate(ydoc, input.state);
  } catch {
    throw HttpError.simple(
      409,
      "This doc's saved content cannot be read: restore a version from its page history.",
    );
  }
  withPageLinkAddresses(ydoc, input.workspaceId);
  return (input.format === 'html' ? exportHtml : exportMarkdown)(ydoc, input.title);
}
