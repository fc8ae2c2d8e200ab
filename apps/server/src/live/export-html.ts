import {
  type InlineWriter,
  type LeafWriter,
  type TextRun,
  href,
  colorsOf,
  attr,
  topBlocks,
  writeInline,
  writeLeafBlock,
} from './export-nodes';
import * as Y from 'yjs';
import { escapeHtml } from '../mail/layout';
import { safeImageSource } from './export-safety';
import { calloutEmoji, calloutKind } from '@hangar/editor/blocks/callout-kinds';
import { pageLinkHtml } from './markdown-page-links';
import { attachmentHtml, attachmentOf } from './markdown-files';
import { EDITOR_FIELD } from './plain-text';

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

const HTML_INLINE: InlineWriter = {
  run: runToHtml,
  hardBreak: '<br>',
  mention: (label) => `<span class="mention">@${escapeHtml(label)}</span>`,
  inlineMath: (latex) => `<span class="math">${escapeHtml(latex)}</span>`,
  pageLink: pageLinkHtml,
  element: (node) => nodeToHtml(node),
};

const inlineHtml = (node: Y.XmlElement) => writeInline(node, HTML_INLINE);

const HTML_LEAVES: LeafWriter = {
  heading: (level, node) => `<h${level}>${inlineHtml(node)}</h${level}>`,
  codeBlock: (code, language) => {
    const info =
      typeof language === 'string' && language ? ` class="language-${escapeHtml(language)}"` : '';
    return `<pre><code${info}>${escapeHtml(code)}</code></pre>`;
  },
  blockMath: (latex) => `<div class="math">${escapeHtml(latex)}</div>`,
  embed: (url) => `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
  horizontalRule: '<hr>',
  projectView: (text) => `<p class="project-view">${escapeHtml(text)}</p>`,
};

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
  const written = structureHtml(node) ?? writeLeafBlock(node, HTML_LEAVES);
  if (written !== null) return written;
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

/** The doc as a standalone HTML page: only the editor's nodes, everything escaped. */
export function exportHtml(ydoc: Y.Doc, title: string): string {
  const body = topBlocks(ydoc).map(nodeToHtml).join('\n');
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body>\n<h1>${escapeHtml(title)}</h1>\n${body}\n</body></html>\n`;
}
