import PDFDocument from 'pdfkit';
import type * as Y from 'yjs';
import { drawBlocks } from './export-pdf-blocks';
import { cleanText, plainRun, type ExportImage } from './export-pdf-docx-model';
import { exportBlocks } from './export-pdf-docx-read';
import { pdfFonts } from './export-pdf-fonts';
import { drawRuns, MUTED_COLOR, PARAGRAPH_GAP, type PdfWriter } from './export-pdf-layout';

/**
 * A doc as a PDF (docs/docs.md "Export"), close to its print view: A4, its title, its blocks,
 * page numbers in the footer. Runs in the CPU pool's threads (export.ts); uploaded images come
 * with their bytes, read from storage beforehand (export-pdf-docx-images.ts).
 */

const MARGINS = { top: 56, bottom: 64, left: 60, right: 60 };
const TITLE_SIZE = 24;
const FOOTER_SIZE = 9;

/** "3 / 12" at the foot of each page, below the bottom margin. */
function numberPages(writer: PdfWriter): void {
  const { doc, fonts } = writer;
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    // Written in the margin: without it, pdfkit would start a new page for the text.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    fonts.use('body');
    doc.fontSize(FOOTER_SIZE).fillColor(MUTED_COLOR);
    doc.text(`${index + 1} / ${pages.count}`, MARGINS.left, doc.page.height - 36, {
      width: doc.page.width - MARGINS.left - MARGINS.right,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

export function exportPdf(ydoc: Y.Doc, title: string, images: ExportImage[]): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    bufferPages: true,
    info: { Title: cleanText(title), Producer: 'Hangar' },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const writer: PdfWriter = {
    doc,
    fonts: pdfFonts(doc),
    images: new Map(images.map((image) => [image.filename, image])),
  };
  const box = { left: MARGINS.left, right: doc.page.width - MARGINS.right };
  drawRuns(writer, [plainRun(title)], box, { size: TITLE_SIZE, bold: true });
  doc.y += PARAGRAPH_GAP * 2;
  drawBlocks(writer, exportBlocks(ydoc), box);
  numberPages(writer);
  doc.end();
  return done;
}
