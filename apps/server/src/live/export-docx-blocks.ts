import type { CalloutKind } from '@hangar/editor/blocks/callout-kinds';
import {
  BorderStyle,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IParagraphOptions,
  type ParagraphChild,
} from 'docx';
import {
  embeddableImage,
  plainRun,
  type ExportBlock,
  type ExportImage,
  type ExportListItem,
  type ExportRun,
  type ExportTableCell,
} from './export-pdf-docx-model';

/** A doc's blocks as Word's: styled headings, real lists and tables, embedded images. */

export const CODE_STYLE = 'Code';
export const MONOSPACE_FONT = 'Courier New';
export const BULLETS = 'bullets';
export const NUMBERS = 'numbers';
/** The page's width between its margins, in twips (export-docx.ts). */
const CONTENT_WIDTH = 9638;
const CONTENT_WIDTH_PIXELS = Math.floor(CONTENT_WIDTH / 15);
const LIST_INDENT = 360;
const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
];
const CALLOUT_COLORS: Record<CalloutKind, { fill: string; bar: string }> = {
  info: { fill: 'E7F5FF', bar: '228BE6' },
  success: { fill: 'E6FCF5', bar: '12B886' },
  warning: { fill: 'FFF9DB', bar: 'FAB005' },
  danger: { fill: 'FFF5F5', bar: 'FA5252' },
};

type Part = Paragraph | Table;

/** Where blocks are: nested in lists (their depth), indented, on a callout's or a quote's tint. */
interface Frame {
  depth: number;
  indent: number;
  fill: string | null;
  bar: string | null;
}

/** What converting a doc's blocks needs: its images, and a new list number for each list. */
export interface DocxContext {
  images: Map<string, ExportImage>;
  nextList: () => number;
}

export const TOP_FRAME: Frame = { depth: 0, indent: 0, fill: null, bar: null };

const hex = (color: string | null) => (color ? color.replace('#', '').toUpperCase() : undefined);

function textRuns(run: ExportRun, style?: string): TextRun[] {
  return run.text.split('\n').map(
    (line, index) =>
      new TextRun({
        text: line,
        break: index > 0 ? 1 : undefined,
        bold: run.bold || undefined,
        italics: run.italic || undefined,
        strike: run.strike || undefined,
        underline: run.underline ? {} : undefined,
        font: run.code ? MONOSPACE_FONT : undefined,
        color: hex(run.color),
        shading: run.highlight
          ? { type: ShadingType.CLEAR, color: 'auto', fill: hex(run.highlight) }
          : undefined,
        style,
      }),
  );
}

export function runsToDocx(runs: ExportRun[]): ParagraphChild[] {
  return runs.flatMap((run): ParagraphChild[] =>
    run.link
      ? [new ExternalHyperlink({ link: run.link, children: textRuns(run, 'Hyperlink') })]
      : textRuns(run),
  );
}

function paragraph(frame: Frame, children: ParagraphChild[], options: IParagraphOptions = {}) {
  return new Paragraph({
    children,
    indent: frame.indent > 0 ? { left: frame.indent } : undefined,
    shading: frame.fill ? { type: ShadingType.CLEAR, color: 'auto', fill: frame.fill } : undefined,
    border: frame.bar
      ? { left: { style: BorderStyle.SINGLE, size: 18, color: frame.bar, space: 8 } }
      : undefined,
    ...options,
  });
}

function listParts(
  style: 'bullet' | 'ordered' | 'task',
  items: ExportListItem[],
  frame: Frame,
  context: DocxContext,
): Part[] {
  const instance = context.nextList();
  const level = Math.min(frame.depth, 8);
  const inner: Frame = { ...frame, depth: frame.depth + 1, indent: LIST_INDENT * (level + 1) };
  return items.flatMap((item) => {
    const [first, ...rest] = item.blocks;
    const runs = first?.kind === 'paragraph' ? first.runs : [];
    const others = first?.kind === 'paragraph' ? rest : item.blocks;
    const head =
      style === 'task'
        ? paragraph(inner, runsToDocx([plainRun(item.checked ? '☑ ' : '☐ '), ...runs]))
        : paragraph({ ...frame, indent: 0 }, runsToDocx(runs), {
            numbering: { reference: style === 'ordered' ? NUMBERS : BULLETS, level, instance },
          });
    return [head, ...blocksToDocx(others, inner, context)];
  });
}

function tableParts(rows: ExportTableCell[][], context: DocxContext): Table {
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const width = Math.floor(CONTENT_WIDTH / columns);
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: Array.from({ length: columns }, () => width),
    rows: rows.map(
      (row, index) =>
        new TableRow({
          tableHeader: index === 0 && row.every((cell) => cell.header),
          children: Array.from({ length: columns }, (_, column) => {
            const cell = row[column];
            const parts = cell ? blocksToDocx(cell.blocks, TOP_FRAME, context) : [];
            return new TableCell({
              width: { size: width, type: WidthType.DXA },
              shading: cell?.header
                ? { type: ShadingType.CLEAR, color: 'auto', fill: 'F1F3F5' }
                : undefined,
              // Word cannot open a cell without a paragraph.
              children: parts.length > 0 ? parts : [new Paragraph({})],
            });
          }),
        }),
    ),
  });
}

function imagePart(
  image: { filename: string | null; address: string | null; alt: string },
  frame: Frame,
  context: DocxContext,
): Paragraph {
  const stored = image.filename ? context.images.get(image.filename) : undefined;
  const embeddable = embeddableImage(stored);
  if (stored && embeddable) {
    const scale = Math.min(1, CONTENT_WIDTH_PIXELS / embeddable.width, 860 / embeddable.height);
    const run = new ImageRun({
      type: embeddable.type,
      data: stored.bytes,
      transformation: {
        width: Math.max(1, Math.round(embeddable.width * scale)),
        height: Math.max(1, Math.round(embeddable.height * scale)),
      },
      altText: { name: stored.filename, description: image.alt, title: image.alt },
    });
    return paragraph(frame, [run]);
  }
  const name = image.alt || image.address || image.filename || 'no name';
  return paragraph(frame, runsToDocx([plainRun(`Image: ${name}`, { italic: true })]));
}

/** A callout's emoji before its first paragraph's words, or on a line of its own. */
function withEmoji(emoji: string, blocks: ExportBlock[]): ExportBlock[] {
  const [first, ...rest] = blocks;
  const sign = plainRun(`${emoji} `);
  return first?.kind === 'paragraph'
    ? [{ kind: 'paragraph', runs: [sign, ...first.runs] }, ...rest]
    : [{ kind: 'paragraph', runs: [sign] }, ...blocks];
}

function blockToDocx(block: ExportBlock, frame: Frame, context: DocxContext): Part[] {
  switch (block.kind) {
    case 'heading':
      return [paragraph(frame, runsToDocx(block.runs), { heading: HEADINGS[block.level - 1] })];
    case 'paragraph':
      return [paragraph(frame, runsToDocx(block.runs))];
    case 'list':
      return listParts(block.style, block.items, frame, context);
    case 'quote':
      return blocksToDocx(
        block.blocks,
        { ...frame, indent: frame.indent + 240, bar: 'CED4DA' },
        context,
      );
    case 'callout': {
      const colors = CALLOUT_COLORS[block.tone];
      const inner = { ...frame, fill: colors.fill, bar: colors.bar };
      return blocksToDocx(withEmoji(block.emoji, block.blocks), inner, context);
    }
    case 'toggle': {
      const runs = [plainRun('▾ '), ...block.title].map((run) => ({ ...run, bold: true }));
      const title = paragraph(frame, runsToDocx(runs));
      const inner = { ...frame, indent: frame.indent + LIST_INDENT };
      return [title, ...blocksToDocx(block.blocks, inner, context)];
    }
    case 'code':
      return [paragraph(frame, runsToDocx([plainRun(block.text)]), { style: CODE_STYLE })];
    case 'math':
      return [paragraph(frame, runsToDocx([plainRun(block.latex, { code: true })]))];
    case 'table':
      return [tableParts(block.rows, context)];
    case 'image':
      return [imagePart(block, frame, context)];
    case 'rule':
      return [paragraph(frame, [], { thematicBreak: true })];
    case 'attachment':
      return [paragraph(frame, runsToDocx([plainRun(`📎 ${block.name}`, { color: '#868e96' })]))];
  }
}

export function blocksToDocx(blocks: ExportBlock[], frame: Frame, context: DocxContext): Part[] {
  return blocks.flatMap((block) => blockToDocx(block, frame, context));
}
