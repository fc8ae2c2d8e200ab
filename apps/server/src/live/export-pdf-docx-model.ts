import type { CalloutKind } from '@hangar/editor/blocks/callout-kinds';
import { imageSize } from 'image-size';

/**
 * A doc's blocks as the PDF and Word exports write them (export-pdf.ts, export-docx.ts): the
 * editor's nodes read once, their text cleaned of what neither format can hold.
 */

/** A piece of text with one formatting. */
export interface ExportRun {
  text: string;
  bold: boolean;
  italic: boolean;
  strike: boolean;
  underline: boolean;
  /** Inline code and math: monospace. */
  code: boolean;
  /** A web or mail address (the app's own paths lead nowhere outside it). */
  link: string | null;
  /** Palette colours, `#rrggbb`. */
  color: string | null;
  highlight: string | null;
}

export interface ExportListItem {
  checked: boolean;
  blocks: ExportBlock[];
}

export interface ExportTableCell {
  header: boolean;
  blocks: ExportBlock[];
}

export type ExportBlock =
  | { kind: 'heading'; level: number; runs: ExportRun[] }
  | { kind: 'paragraph'; runs: ExportRun[] }
  | { kind: 'list'; style: 'bullet' | 'ordered' | 'task'; items: ExportListItem[] }
  | { kind: 'quote'; blocks: ExportBlock[] }
  | { kind: 'callout'; tone: CalloutKind; emoji: string; blocks: ExportBlock[] }
  | { kind: 'toggle'; title: ExportRun[]; blocks: ExportBlock[] }
  | { kind: 'code'; text: string }
  | { kind: 'math'; latex: string }
  | { kind: 'table'; rows: ExportTableCell[][] }
  /** `filename`: an upload's stored name (`/media/<name>`); `address`: another web image's. */
  | { kind: 'image'; filename: string | null; address: string | null; alt: string }
  | { kind: 'rule' }
  | { kind: 'attachment'; name: string };

/** An uploaded image's bytes, read from storage before the export (export-pdf-docx-images.ts). */
export interface ExportImage {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The image types the PDF and Word exports embed; others are named. */
export const EMBEDDED_IMAGE_TYPES: Record<string, 'png' | 'jpg'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/**
 * pdfkit decodes a PNG with transparency to split its alpha: beyond this many pixels, the image is
 * named, not embedded, so one photo does not take the thread's memory.
 */
const MAX_DECODED_PIXELS = 16_000_000;

/**
 * An uploaded image's type and size in pixels when the exports can embed it, else null; `turned`
 * when its EXIF orientation shows it a quarter turn round (its width is then its height).
 */
export function embeddableImage(
  image: ExportImage | undefined,
): { type: 'png' | 'jpg'; width: number; height: number; turned: boolean } | null {
  const type = image ? EMBEDDED_IMAGE_TYPES[image.contentType] : undefined;
  if (!image || !type) return null;
  try {
    const { width = 0, height = 0, orientation = 1 } = imageSize(image.bytes);
    if (width <= 0 || height <= 0) return null;
    if (type === 'png' && width * height > MAX_DECODED_PIXELS) return null;
    return { type, width, height, turned: orientation > 4 };
  } catch {
    return null;
  }
}

/**
 * Without the characters XML 1.0 cannot hold (control characters, lone surrogates), its line
 * ends `\n`.
 */
export function cleanText(text: string): string {
  let clean = '';
  for (const character of text.replace(/\r\n?/g, '\n')) {
    const code = character.codePointAt(0) ?? 0;
    const control = code < 0x20 && code !== 0x09 && code !== 0x0a;
    const surrogate = code >= 0xd800 && code <= 0xdfff;
    if (!control && !surrogate && code !== 0xfffe && code !== 0xffff) clean += character;
  }
  return clean;
}

/** A run of plain text, with the formatting given. */
export function plainRun(text: string, formatting: Partial<ExportRun> = {}): ExportRun {
  return {
    text: cleanText(text),
    bold: false,
    italic: false,
    strike: false,
    underline: false,
    code: false,
    link: null,
    color: null,
    highlight: null,
    ...formatting,
  };
}

/** The text of runs without formatting (a table cell's). */
const runsText = (runs: ExportRun[]) => runs.map((run) => run.text).join('');

/** The text of blocks, one a line. */
export function blocksText(blocks: ExportBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'heading':
        case 'paragraph':
          return runsText(block.runs);
        case 'list':
          return block.items.map((item) => blocksText(item.blocks)).join('\n');
        case 'quote':
        case 'callout':
          return blocksText(block.blocks);
        case 'toggle':
          return `${runsText(block.title)}\n${blocksText(block.blocks)}`;
        case 'code':
          return block.text;
        case 'math':
          return block.latex;
        case 'table':
          return block.rows
            .map((row) => row.map((cell) => blocksText(cell.blocks)).join(' '))
            .join('\n');
        case 'image':
          return block.alt;
        case 'attachment':
          return block.name;
        case 'rule':
          return '';
      }
    })
    .join('\n');
}
