import type { ExportImage, ExportRun } from './export-pdf-docx-model';
import type { FontFace, PdfFonts } from './export-pdf-fonts';

/** What the PDF export's blocks are drawn with (export-pdf-blocks.ts). */
export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  fonts: PdfFonts;
  /** Uploaded images' bytes, by stored name. */
  images: Map<string, ExportImage>;
}

/** The horizontal room of a block: nested blocks (lists, callouts) get less. */
export interface Box {
  left: number;
  right: number;
}

/** A place in the document: its page (from 0) and height. */
interface Place {
  page: number;
  y: number;
}

export const TEXT_COLOR = '#212529';
export const MUTED_COLOR = '#868e96';
const LINK_COLOR = '#1c7ed6';
export const BODY_SIZE = 11;
export const PARAGRAPH_GAP = 5;

const pageBottom = ({ doc }: PdfWriter) => doc.page.height - doc.page.margins.bottom;

/** A new page unless `height` fits below the current place. */
export function ensureSpace(writer: PdfWriter, height: number): void {
  if (writer.doc.y + height > pageBottom(writer)) writer.doc.addPage();
}

export function here({ doc }: PdfWriter): Place {
  const pages = doc.bufferedPageRange();
  return { page: pages.start + pages.count - 1, y: doc.y };
}

/**
 * Calls `draw` on each page the content since `from` took, with its top and bottom there, then
 * comes back to where the content ends: backgrounds and bars are drawn once their height is known.
 */
export function eachPageSince(
  writer: PdfWriter,
  from: Place,
  draw: (top: number, bottom: number) => void,
): void {
  const { doc } = writer;
  const end = { ...here(writer), x: doc.x };
  for (let page = from.page; page <= end.page; page += 1) {
    doc.switchToPage(page);
    const top = page === from.page ? from.y : doc.page.margins.top;
    const bottom = page === end.page ? end.y : pageBottom(writer);
    if (bottom > top) draw(top, bottom);
  }
  doc.switchToPage(end.page);
  doc.x = end.x;
  doc.y = end.y;
}

/** A translucent tint over an area: on white, the light colour of the print view's boxes. */
export function tint(
  writer: PdfWriter,
  area: { x: number; y: number; width: number; height: number },
  color: string,
): void {
  writer.doc
    .save()
    .fillOpacity(0.12)
    .rect(area.x, area.y, area.width, area.height)
    .fill(color)
    .restore();
}

function faceOf(run: ExportRun, bold: boolean): FontFace {
  if (run.code) return 'mono';
  if (run.bold || bold) return run.italic ? 'boldItalic' : 'bold';
  return run.italic ? 'italic' : 'body';
}

/** Runs of text as one paragraph from the box's left, wrapped at its right. */
export function drawRuns(
  writer: PdfWriter,
  runs: ExportRun[],
  box: Box,
  style: { size: number; bold?: boolean } = { size: BODY_SIZE },
): void {
  const { doc, fonts } = writer;
  const pieces = runs
    .map((run) => {
      const face = faceOf(run, style.bold ?? false);
      return { run, face, text: fonts.drawable(run.text, face) };
    })
    .filter((piece) => piece.text !== '');
  if (pieces.length === 0) {
    // An empty paragraph keeps its line.
    doc.y += style.size * 1.2;
    return;
  }
  ensureSpace(writer, style.size * 1.4);
  pieces.forEach(({ run, face, text }, index) => {
    fonts.use(face);
    doc.fontSize(run.code ? style.size * 0.9 : style.size);
    doc.fillColor(run.link ? LINK_COLOR : (run.color ?? TEXT_COLOR));
    // pdfkit carries options over from the previous piece: each is given all of them.
    const options: PDFKit.Mixins.TextOptions = {
      width: box.right - box.left,
      continued: index < pieces.length - 1,
      link: run.link,
      underline: run.underline || run.link !== null,
      strike: run.strike,
      lineGap: 2,
    };
    if (index === 0) doc.text(text, box.left, doc.y, options);
    else doc.text(text, options);
  });
  doc.fillColor(TEXT_COLOR);
  doc.x = box.left;
}
