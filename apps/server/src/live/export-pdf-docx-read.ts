import { DOC_FILE_NAME, MEDIA_PREFIX } from '@hangar/contracts';
import { calloutEmoji, calloutKind } from '@hangar/editor/blocks/callout-kinds';
import * as Y from 'yjs';
import {
  attr,
  blockChildren,
  children,
  codeText,
  colorsOf,
  embedUrl,
  headingLevel,
  href,
  latexOf,
  topBlocks,
  viewText,
  type Marks,
} from './export-nodes';
import { cleanText, plainRun, type ExportBlock, type ExportRun } from './export-pdf-docx-model';
import { safeImageSource } from './export-safety';
import { attachmentOf } from './markdown-files';
import { EDITOR_FIELD } from './plain-text';

/** A doc's editor nodes read as the blocks the PDF and Word exports write (the model's). */

function runOfMarks(text: string, marks: Marks): ExportRun {
  const colors = colorsOf(marks);
  const link = href(marks);
  return plainRun(text, {
    bold: Boolean(marks.bold),
    italic: Boolean(marks.italic),
    strike: Boolean(marks.strike),
    underline: Boolean(marks.underline),
    code: Boolean(marks.code),
    link: link && /^(https?:|mailto:)/i.test(link) ? cleanText(link) : null,
    color: colors.text,
    highlight: colors.highlight,
  });
}

/** A block's inline content: text runs, breaks (`\n`), mentions, math, page links' titles. */
function runsOf(node: Y.XmlElement): ExportRun[] {
  return children(node).flatMap((child): ExportRun[] => {
    if (child instanceof Y.XmlText) {
      return child
        .toDelta()
        .flatMap((op: { insert?: unknown; attributes?: Marks }) =>
          typeof op.insert === 'string' ? [runOfMarks(op.insert, op.attributes ?? {})] : [],
        );
    }
    if (!(child instanceof Y.XmlElement)) return [];
    switch (child.nodeName) {
      case 'hardBreak':
        return [plainRun('\n')];
      case 'mention':
        return [plainRun(`@${String(child.getAttribute('label') ?? '')}`)];
      case 'inlineMath':
        return [plainRun(latexOf(child), { code: true })];
      case 'pageLink':
        return [plainRun(String(child.getAttribute('title') ?? '') || 'Page')];
      default:
        return [];
    }
  });
}

/** The doc's headings, as the contents block lists them. */
function contentsOf(node: Y.XmlElement): ExportBlock[] {
  const fragment = node.doc?.getXmlFragment(EDITOR_FIELD);
  if (!fragment) return [];
  const headings = [
    ...fragment.createTreeWalker(
      (child) => child instanceof Y.XmlElement && child.nodeName === 'heading',
    ),
  ].flatMap((heading) => (heading instanceof Y.XmlElement ? [heading] : []));
  if (headings.length === 0) return [];
  const items = headings.map((heading) => ({
    checked: false,
    blocks: [{ kind: 'paragraph' as const, runs: runsOf(heading) }],
  }));
  return [{ kind: 'list', style: 'bullet', items }];
}

function imageOf(node: Y.XmlElement): ExportBlock {
  const src = attr(node, 'src');
  const name =
    typeof src === 'string' && src.startsWith(`${MEDIA_PREFIX}/`)
      ? src.slice(MEDIA_PREFIX.length + 1)
      : null;
  const filename = name && DOC_FILE_NAME.test(name) ? name : null;
  const address = filename ? null : safeImageSource(src);
  return { kind: 'image', filename, address, alt: cleanText(String(attr(node, 'alt') ?? '')) };
}

const LIST_STYLES = { bulletList: 'bullet', orderedList: 'ordered', taskList: 'task' } as const;
const isListName = (name: string): name is keyof typeof LIST_STYLES => name in LIST_STYLES;

function blocksOf(node: Y.XmlElement): ExportBlock[] {
  return blockChildren(node).flatMap(blockOf);
}

function blockOf(node: Y.XmlElement): ExportBlock[] {
  const name = node.nodeName;
  if (isListName(name)) {
    const items = blockChildren(node).map((item) => ({
      checked: attr(item, 'checked') === true,
      blocks: blocksOf(item),
    }));
    return [{ kind: 'list', style: LIST_STYLES[name], items }];
  }
  switch (name) {
    case 'heading':
      return [{ kind: 'heading', level: headingLevel(node), runs: runsOf(node) }];
    case 'paragraph':
      return [{ kind: 'paragraph', runs: runsOf(node) }];
    case 'blockquote':
      return [{ kind: 'quote', blocks: blocksOf(node) }];
    case 'callout': {
      const tone = calloutKind(attr(node, 'kind'));
      const emoji = cleanText(calloutEmoji({ kind: tone, emoji: attr(node, 'emoji') }));
      return [{ kind: 'callout', tone, emoji, blocks: blocksOf(node) }];
    }
    case 'details': {
      const [summary, content] = blockChildren(node);
      const title = summary ? runsOf(summary) : [];
      return [{ kind: 'toggle', title, blocks: content ? blocksOf(content) : [] }];
    }
    case 'columns':
      return blockChildren(node).flatMap(blocksOf);
    case 'codeBlock':
      return [{ kind: 'code', text: cleanText(codeText(node)) }];
    case 'blockMath':
      return [{ kind: 'math', latex: cleanText(latexOf(node)) }];
    case 'table': {
      const rows = blockChildren(node).map((row) =>
        blockChildren(row).map((cell) => ({
          header: cell.nodeName === 'tableHeader',
          blocks: blocksOf(cell),
        })),
      );
      return rows.length > 0 ? [{ kind: 'table', rows }] : [];
    }
    case 'image':
      return [imageOf(node)];
    case 'horizontalRule':
      return [{ kind: 'rule' }];
    case 'attachment': {
      const file = attachmentOf(node.getAttributes());
      return file ? [{ kind: 'attachment', name: cleanText(file.name) || 'File' }] : [];
    }
    case 'embed': {
      const url = embedUrl(node);
      return url ? [{ kind: 'paragraph', runs: [plainRun(url, { link: cleanText(url) })] }] : [];
    }
    case 'projectView': {
      const text = viewText(node);
      return text ? [{ kind: 'paragraph', runs: [plainRun(text, { italic: true })] }] : [];
    }
    case 'tableOfContents':
      return contentsOf(node);
    case 'subpages':
      // The doc's child pages are the app's to list, as in the HTML export.
      return [];
    default:
      return blockChildren(node).length > 0
        ? blocksOf(node)
        : [{ kind: 'paragraph', runs: runsOf(node) }];
  }
}

/** The doc's blocks, top to bottom. */
export function exportBlocks(ydoc: Y.Doc): ExportBlock[] {
  return topBlocks(ydoc).flatMap(blockOf);
}
