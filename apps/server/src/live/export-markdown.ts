import {
  type InlineWriter,
  type LeafWriter,
  type TextRun,
  href,
  blockChildren,
  children,
  attr,
  topBlocks,
  writeInline,
  writeLeafBlock,
} from './export-nodes';
import type * as Y from 'yjs';
import {
  escapeLineStarts,
  escapeMarkdown,
  markdownCodeBlock,
  markdownCodeSpan,
  markdownDestination,
  safeImageSource,
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
import { markdownBlockMath, markdownInlineMath } from './markdown-math';
import { pageLinkMarkdown } from './markdown-page-links';
import { attachmentMarkdown, attachmentOf } from './markdown-files';

function runToMarkdown(run: TextRun): string {
  let md = run.marks.code ? markdownCodeSpan(run.text) : escapeMarkdown(run.text);
  if (run.marks.bold) md = `**${md}**`;
  if (run.marks.italic) md = `_${md}_`;
  if (run.marks.strike) md = `~~${md}~~`;
  // A `+` of the text beside the underline's `++` would lengthen it: escaped there.
  if (run.marks.underline) md = `++${md.replace(/^\+|(?<!\\)\+$/g, '\\+')}++`;
  // A highlight's colour and the text's colour have no Markdown: `==text==` is a yellow highlight.
  if (run.marks.highlight) md = `==${md}==`;
  const link = href(run.marks);
  return link ? `[${md}](${markdownDestination(link)})` : md;
}

const MARKDOWN_INLINE: InlineWriter = {
  run: runToMarkdown,
  hardBreak: '  \n',
  mention: (label) => escapeMarkdown(`@${label}`),
  inlineMath: markdownInlineMath,
  pageLink: pageLinkMarkdown,
  element: () => '',
};

const inlineMarkdown = (node: Y.XmlElement) => writeInline(node, MARKDOWN_INLINE);

const MARKDOWN_LEAVES: LeafWriter = {
  heading: (level, node) => `${'#'.repeat(level)} ${inlineMarkdown(node)}`,
  codeBlock: markdownCodeBlock,
  blockMath: markdownBlockMath,
  embed: (url) => `[embed](${markdownDestination(url)})`,
  horizontalRule: '---',
  projectView: (text) => text,
};

/** Each line but the first indented by `prefix` (a list item's content under its marker). */
function indentFollowingLines(markdown: string, prefix: string): string {
  return markdown
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `${prefix}${line}`))
    .join('\n');
}

const LIST_NODES = new Set(['bulletList', 'orderedList', 'taskList']);

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
  const written = structureMarkdown(node) ?? writeLeafBlock(node, MARKDOWN_LEAVES);
  if (written !== null) return written;
  const blocks = () => blockChildren(node);
  switch (name) {
    case 'paragraph':
      return escapeLineStarts(inlineMarkdown(node));
    case 'blockquote':
      // Every line of the quote is marked, so its lists and code blocks stay inside it.
      return quoted(blocksMarkdown(blocks()));
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
          const [first, ...rest] = blockChildren(item);
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
      const title = String(attr(node, 'title') ?? '').replace(/\s+/g, ' ');
      // A link title in double quotes: its quotes and backslashes escaped, on one line.
      const titled = title ? ` "${title.replace(/["\\]/g, '\\$&')}"` : '';
      return src ? `![${alt}](${markdownDestination(src)}${titled})` : '';
    }
    case 'attachment':
      return attachmentMarkdown(attachmentOf(node.getAttributes()));
    case 'table':
      return blocks()
        .map((row, index) => {
          const cells = `| ${blockChildren(row)
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

/** The doc as Markdown (CommonMark with task lists and tables). */
export function exportMarkdown(ydoc: Y.Doc, title: string): string {
  return `# ${escapeMarkdown(title)}\n\n${topBlocks(ydoc)
    .map((node) => blockMarkdown(node))
    .join('\n\n')}\n`;
}
