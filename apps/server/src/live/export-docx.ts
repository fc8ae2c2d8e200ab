import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  TextRun,
  type ILevelsOptions,
} from 'docx';
import type * as Y from 'yjs';
import {
  BULLETS,
  blocksToDocx,
  CODE_STYLE,
  MONOSPACE_FONT,
  NUMBERS,
  runsToDocx,
  TOP_FRAME,
} from './export-docx-blocks';
import { cleanText, plainRun, type ExportImage } from './export-pdf-docx-model';
import { exportBlocks } from './export-pdf-docx-read';

/**
 * A doc as a Word document (docs/docs.md "Export"): its title, its blocks as Word's own (Heading
 * styles, numbered and bulleted lists, tables, embedded images, a Code style), A4 with page
 * numbers in the footer. Runs in the CPU pool's threads (export.ts).
 */

/** A4 in twips, with 2 cm margins (CONTENT_WIDTH between them). */
const PAGE = { width: 11906, height: 16838, margin: 1134 };
const BULLET_SIGNS = ['•', '◦', '▪'];

function listLevels(ordered: boolean): ILevelsOptions[] {
  return Array.from({ length: 9 }, (_, level) => ({
    level,
    format: ordered ? LevelFormat.DECIMAL : LevelFormat.BULLET,
    text: ordered ? `%${level + 1}.` : BULLET_SIGNS[level % BULLET_SIGNS.length],
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 360 } } },
  }));
}

const pageNumbers = () =>
  new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({
            children: [PageNumber.CURRENT, ' / ', PageNumber.TOTAL_PAGES],
            size: 18,
            color: '868E96',
          }),
        ],
      }),
    ],
  });

export function exportDocx(ydoc: Y.Doc, title: string, images: ExportImage[]): Promise<Uint8Array> {
  let lists = 0;
  const context = {
    images: new Map(images.map((image) => [image.filename, image])),
    nextList: () => (lists += 1),
  };
  const body = blocksToDocx(exportBlocks(ydoc), TOP_FRAME, context);
  const document = new Document({
    creator: 'Hangar',
    title: cleanText(title),
    styles: {
      default: { document: { run: { font: 'Calibri', size: 22 } } },
      paragraphStyles: [
        {
          id: CODE_STYLE,
          name: 'Code',
          basedOn: 'Normal',
          quickFormat: true,
          run: { font: MONOSPACE_FONT, size: 19 },
          paragraph: {
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F1F3F5' },
            spacing: { before: 120, after: 120 },
          },
        },
      ],
    },
    numbering: {
      config: [
        { reference: BULLETS, levels: listLevels(false) },
        { reference: NUMBERS, levels: listLevels(true) },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: {
              top: PAGE.margin,
              bottom: PAGE.margin,
              left: PAGE.margin,
              right: PAGE.margin,
            },
          },
        },
        footers: { default: pageNumbers() },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: runsToDocx([plainRun(title)]) }),
          ...body,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
