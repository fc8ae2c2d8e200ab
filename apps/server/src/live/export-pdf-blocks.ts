import type { CalloutKind } from '@hangar/editor/blocks/callout-kinds';
import { plainRun, type ExportBlock, type ExportListItem } from './export-pdf-docx-model';
import {
  BODY_SIZE,
  drawRuns,
  eachPageSince,
  ensureSpace,
  here,
  MUTED_COLOR,
  PARAGRAPH_GAP,
  TEXT_COLOR,
  tint,
  type Box,
  type PdfWriter,
} from './export-pdf-layout';
import { drawImage, drawTable } from './export-pdf-media';

/** The print view's look in a PDF: headings, lists, quotes, callouts, toggles, code. */

const HEADING_SIZES = [20, 16, 13.5, 12, 11, 11];
const MARKER_WIDTH = 18;
const BOX_PADDING = 8;
const CODE_SIZE = 9.5;

/** Mantine's colours of the callout kinds, as the print view tints them. */
const CALLOUT_COLORS: Record<CalloutKind, string> = {
  info: '#228be6',
  success: '#12b886',
  warning: '#fab005',
  danger: '#fa5252',
};
/** A kind's sign when the fonts cannot draw the callout's emoji. */
const CALLOUT_SIGNS: Record<CalloutKind, string> = {
  info: 'ℹ',
  success: '✔',
  warning: '⚠',
  danger: '‼',
};

const inset = (box: Box, left: number, right = 0): Box => ({
  left: box.left + left,
  right: box.right - right,
});

/** `preferred` when the body font draws it, else `fallback`. */
function symbol(writer: PdfWriter, preferred: string, fallback: string): string {
  return writer.fonts.draws(preferred, 'body') ? preferred : fallback;
}

function drawMarker(writer: PdfWriter, marker: string, box: Box): void {
  const { doc, fonts } = writer;
  ensureSpace(writer, BODY_SIZE * 1.4);
  const y = doc.y;
  fonts.use('body');
  doc.fontSize(BODY_SIZE).fillColor(TEXT_COLOR);
  doc.text(marker, box.left, y, { width: MARKER_WIDTH - 2, lineBreak: false });
  doc.y = y;
}

function drawList(
  writer: PdfWriter,
  style: 'bullet' | 'ordered' | 'task',
  items: ExportListItem[],
  box: Box,
): void {
  const width = style === 'ordered' ? MARKER_WIDTH + 4 * String(items.length).length : MARKER_WIDTH;
  items.forEach((item, index) => {
    const marker =
      style === 'ordered'
        ? `${index + 1}.`
        : style === 'task'
          ? item.checked
            ? symbol(writer, '☑', '[x]')
            : symbol(writer, '☐', '[ ]')
          : symbol(writer, '•', '-');
    drawMarker(writer, marker, box);
    if (item.blocks.length === 0) writer.doc.y += BODY_SIZE * 1.4;
    else drawBlocks(writer, item.blocks, inset(box, width));
  });
}

/** Blocks with a bar on their left, as the print view shows quotes. */
function drawQuote(writer: PdfWriter, blocks: ExportBlock[], box: Box): void {
  const from = here(writer);
  drawBlocks(writer, blocks, inset(box, 14));
  eachPageSince(writer, from, (top, bottom) =>
    writer.doc
      .save()
      .moveTo(box.left + 3, top)
      .lineTo(box.left + 3, bottom - PARAGRAPH_GAP)
      .lineWidth(3)
      .strokeColor('#dee2e6')
      .stroke()
      .restore(),
  );
}

/** A tinted box: the callout's emoji (or its kind's sign), then its blocks. */
function drawCallout(
  writer: PdfWriter,
  callout: { tone: CalloutKind; emoji: string; blocks: ExportBlock[] },
  box: Box,
): void {
  const { doc, fonts } = writer;
  ensureSpace(writer, BODY_SIZE * 3);
  const from = here(writer);
  doc.y += BOX_PADDING;
  const emoji = fonts.drawable(callout.emoji, 'body').trim();
  const sign = emoji !== '' ? emoji : symbol(writer, CALLOUT_SIGNS[callout.tone], '');
  if (sign !== '') drawMarker(writer, sign, inset(box, BOX_PADDING));
  const content = inset(box, BOX_PADDING + (sign !== '' ? MARKER_WIDTH + 4 : 0), BOX_PADDING);
  drawBlocks(writer, callout.blocks, content);
  doc.y += BOX_PADDING - PARAGRAPH_GAP;
  const color = CALLOUT_COLORS[callout.tone];
  eachPageSince(writer, from, (top, bottom) =>
    tint(writer, { x: box.left, y: top, width: box.right - box.left, height: bottom - top }, color),
  );
  doc.y += PARAGRAPH_GAP + 2;
}

/** A code block: monospace on a grey tint, its lines kept as they are. */
function drawCode(writer: PdfWriter, text: string, box: Box): void {
  const { doc, fonts } = writer;
  ensureSpace(writer, CODE_SIZE * 1.4 + 2 * BOX_PADDING);
  const from = here(writer);
  fonts.use('mono');
  doc.fontSize(CODE_SIZE).fillColor(TEXT_COLOR);
  doc.text(fonts.drawable(text, 'mono') || ' ', box.left + BOX_PADDING, doc.y + BOX_PADDING, {
    width: box.right - box.left - 2 * BOX_PADDING,
    lineGap: 1.5,
  });
  doc.y += BOX_PADDING;
  eachPageSince(writer, from, (top, bottom) =>
    tint(
      writer,
      { x: box.left, y: top, width: box.right - box.left, height: bottom - top },
      '#495057',
    ),
  );
  doc.x = box.left;
  doc.y += PARAGRAPH_GAP + 2;
}

function drawRule(writer: PdfWriter, box: Box): void {
  const { doc } = writer;
  ensureSpace(writer, 16);
  const y = doc.y + 6;
  doc.save().moveTo(box.left, y).lineTo(box.right, y).lineWidth(0.75);
  doc.strokeColor('#ced4da').stroke().restore();
  doc.y = y + 10;
}

function drawBlock(writer: PdfWriter, block: ExportBlock, box: Box): void {
  const { doc } = writer;
  switch (block.kind) {
    case 'heading': {
      const size = HEADING_SIZES[block.level - 1] ?? BODY_SIZE;
      doc.y += size * 0.5;
      // A heading is not left alone at the foot of a page.
      ensureSpace(writer, size * 1.4 + BODY_SIZE * 2.8);
      drawRuns(writer, block.runs, box, { size, bold: true });
      doc.y += PARAGRAPH_GAP;
      return;
    }
    case 'paragraph':
      drawRuns(writer, block.runs, box);
      doc.y += PARAGRAPH_GAP;
      return;
    case 'list':
      return drawList(writer, block.style, block.items, box);
    case 'quote':
      return drawQuote(writer, block.blocks, box);
    case 'callout':
      return drawCallout(writer, block, box);
    case 'toggle': {
      const open = plainRun(`${symbol(writer, '▾', '>')} `);
      drawRuns(writer, [open, ...block.title], box, { size: BODY_SIZE, bold: true });
      doc.y += PARAGRAPH_GAP;
      return drawBlocks(writer, block.blocks, inset(box, 14));
    }
    case 'code':
      return drawCode(writer, block.text, box);
    case 'math':
      drawRuns(writer, [plainRun(block.latex, { code: true })], box);
      doc.y += PARAGRAPH_GAP;
      return;
    case 'table':
      return drawTable(writer, block.rows, box);
    case 'image':
      return drawImage(writer, block, box);
    case 'rule':
      return drawRule(writer, box);
    case 'attachment': {
      const clip = writer.fonts.draws('📎', 'body') ? '📎 ' : 'Attachment: ';
      drawRuns(writer, [plainRun(`${clip}${block.name}`, { color: MUTED_COLOR })], box);
      doc.y += PARAGRAPH_GAP;
      return;
    }
  }
}

export function drawBlocks(writer: PdfWriter, blocks: ExportBlock[], box: Box): void {
  for (const block of blocks) drawBlock(writer, block, box);
}
