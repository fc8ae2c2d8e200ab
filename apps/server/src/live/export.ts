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

function runToHtml(run: TextRun): string {
  let html = escapeHtml(run.text);
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
  const link = href(run.marks);
  return link ? `[${md}](${markdownDestination(link)})` : md;
}

type Node = Y.XmlElement | Y.XmlText | Y.XmlHook;
const children = (node: Y.XmlElement): Node[] => node.toArray();
const attr = (node: Y.XmlElement, name: string) => node.getAttribute(name) as unknown;
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
};

function nodeToHtml(node: Y.XmlElement): string {
  const name = node.nodeName;
  if (name === 'heading') {
    const level = Math.min(6, Math.max(1, Number(attr(node, 'level')) || 1));
    return `<h${level}>${inlineHtml(node)}</h${level}>`;
  }
  if (name === 'codeBlock') return `<pre><code>${escapeHtml(codeText(node))}</code></pre>`;
  if (name === 'horizontalRule') return '<hr>';
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
  return tag ? `<${tag}>${inlineHtml(node)}</${tag}>` : inlineHtml(node);
}

function inlineMarkdown(node: Y.XmlElement): string {
  return children(node)
    .map((child) => {
      if (child instanceof Y.XmlText) return runsOf(child).map(runToMarkdown).join('');
      if (child instanceof Y.XmlElement && child.nodeName === 'hardBreak') return '  \n';
      if (child instanceof Y.XmlElement && child.nodeName === 'mention') {
        return escapeMarkdown(`@${child.getAttribute('label') ?? ''}`);
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

function blockMarkdown(node: Y.XmlElement): string {
  const name = node.nodeName;
  const blocks = () =>
    children(node).flatMap((child) => (child instanceof Y.XmlElement ? [child] : []));
  switch (name) {
    case 'heading':
      return `${'#'.repeat(Math.min(6, Math.max(1, Number(attr(node, 'level')) || 1)))} ${inlineMarkdown(node)}`;
    case 'paragraph':
      return escapeLineStarts(inlineMarkdown(node));
    case 'blockquote':
      // Every line of the quote is marked, so its lists and code blocks stay inside it.
      return blocks()
        .map((child) => blockMarkdown(child))
        .join('\n\n')
        .split('\n')
        .map((line) => (line === '' ? '>' : `> ${line}`))
        .join('\n');
    case 'codeBlock':
      return markdownCodeBlock(codeText(node));
    case 'horizontalRule':
      return '---';
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
  return (input.format === 'html' ? exportHtml : exportMarkdown)(ydoc, input.title);
}
