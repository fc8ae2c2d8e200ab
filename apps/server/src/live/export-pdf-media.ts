import {
  blocksText,
  embeddableImage,
  plainRun,
  type ExportTableCell,
} from './export-pdf-docx-model';
import {
  BODY_SIZE,
  drawRuns,
  ensureSpace,
  MUTED_COLOR,
  PARAGRAPH_GAP,
  TEXT_COLOR,
  type Box,
  type PdfWriter,
} from './export-pdf-layout';

/** Tables and images in the PDF export. */

const TABLE_TEXT_SIZE = 9.5;
/** Points a pixel takes at the web's 96 pixels to the inch. */
const POINTS_PER_PIXEL = 0.75;

/** A grid: one row a line of cells, header cells bold on grey; each cell's text plain. */
export function drawTable(writer: PdfWriter, rows: ExportTableCell[][], box: Box): void {
  const { doc, fonts } = writer;
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const data = rows.map((row) =>
    Array.from({ length: columns }, (_, index) => {
      const cell = row[index];
      const face = cell?.header ? 'bold' : 'body';
      return {
        text: cell ? fonts.drawable(blocksText(cell.blocks), face) : '',
        font: { src: fonts.name(face), size: TABLE_TEXT_SIZE },
        backgroundColor: cell?.header ? '#f1f3f5' : undefined,
      };
    }),
  );
  ensureSpace(writer, TABLE_TEXT_SIZE * 3);
  doc.fillColor(TEXT_COLOR);
  doc.table({
    position: { x: box.left, y: doc.y },
    maxWidth: box.right - box.left,
    defaultStyle: { border: 0.5, borderColor: '#adb5bd', padding: 4, textColor: TEXT_COLOR },
    data,
  });
  fonts.use('body');
  doc.fontSize(BODY_SIZE);
  doc.x = box.left;
  doc.y += PARAGRAPH_GAP + 2;
}

/** An uploaded PNG or JPEG, its bytes embedded, at most the box's width; any other is named. */
export function drawImage(
  writer: PdfWriter,
  image: { filename: string | null; address: string | null; alt: string },
  box: Box,
): void {
  const { doc } = writer;
  const stored = image.filename ? writer.images.get(image.filename) : undefined;
  const embeddable = embeddableImage(stored);
  if (stored && embeddable) {
    const maxHeight = (doc.page.height - doc.page.margins.top - doc.page.margins.bottom) * 0.7;
    // pdfkit turns a photo as its EXIF orientation says: the size given is the turned one's.
    const pixels = embeddable.turned
      ? { width: embeddable.height, height: embeddable.width }
      : embeddable;
    let width = Math.min(box.right - box.left, pixels.width * POINTS_PER_PIXEL);
    let height = (width * pixels.height) / pixels.width;
    if (height > maxHeight) {
      height = maxHeight;
      width = (height * pixels.width) / pixels.height;
    }
    ensureSpace(writer, height + PARAGRAPH_GAP);
    const bytes = Buffer.from(
      stored.bytes.buffer,
      stored.bytes.byteOffset,
      stored.bytes.byteLength,
    );
    try {
      doc.image(bytes, box.left, doc.y, { width, height });
      doc.x = box.left;
      doc.y += height + PARAGRAPH_GAP + 3;
      return;
    } catch {
      // A damaged file is named below, as an image that is not embedded.
    }
  }
  const name = image.alt || image.address || image.filename || 'no name';
  drawRuns(writer, [plainRun(`Image: ${name}`, { italic: true, color: MUTED_COLOR })], box);
  doc.y += PARAGRAPH_GAP;
}
