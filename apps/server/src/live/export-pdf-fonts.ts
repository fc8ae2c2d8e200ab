import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The PDF export's fonts: DejaVu (Latin with every accent, Greek, Cyrillic, symbols) where the
 * system has it (Debian's and Ubuntu's `fonts-dejavu-core`, Alpine's and Fedora's DejaVu
 * packages), else the standard PDF fonts, which draw WinAnsi only: then letters are written
 * without the accents they cannot draw (ő as o). Characters a font has no glyph for (emoji,
 * Chinese without a CJK font) are left out, or written `?`.
 */

export type FontFace = 'body' | 'bold' | 'italic' | 'boldItalic' | 'mono';

const DEJAVU_FILES: Record<FontFace, string> = {
  body: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
  mono: 'DejaVuSansMono.ttf',
};

const DEJAVU_FOLDERS = [
  '/usr/share/fonts/truetype/dejavu',
  '/usr/share/fonts/dejavu',
  '/usr/share/fonts/TTF',
  '/usr/share/fonts/dejavu-sans-fonts',
];

const STANDARD_FONTS: Record<FontFace, string> = {
  body: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
  mono: 'Courier',
};

const FACES = Object.keys(DEJAVU_FILES) as FontFace[];

/** Read once a thread: the CPU pool's threads live on between tasks. */
let dejaVu: Record<FontFace, Buffer> | null | undefined;

function dejaVuFaces(): Record<FontFace, Buffer> | null {
  if (dejaVu !== undefined) return dejaVu;
  const folder = DEJAVU_FOLDERS.find((candidate) =>
    FACES.every((face) => existsSync(path.join(candidate, DEJAVU_FILES[face]))),
  );
  dejaVu = folder
    ? (Object.fromEntries(
        FACES.map((face) => [face, readFileSync(path.join(folder, DEJAVU_FILES[face]))]),
      ) as Record<FontFace, Buffer>)
    : null;
  return dejaVu;
}

/** Zero-width characters that only shape their neighbours: joiners, emoji variations, skin tones. */
const SHAPING_RANGES = [
  [0x200b, 0x200f],
  [0x2060, 0x2060],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0x1f3fb, 0x1f3ff],
  [0xe0020, 0xe007f],
];
const isShaping = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return SHAPING_RANGES.some(([first = 0, last = 0]) => code >= first && code <= last);
};
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

/** What the standard fonts draw: WinAnsi (Latin-1, the euro, typographic quotes, dashes...). */
const WIN_ANSI =
  /[\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/;
/** Latin letters whose accent Unicode does not split off (ł is no l with a combining mark). */
const LATIN_BASES: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

/**
 * pdfkit's font of a TrueType file wraps fontkit's, which knows the characters it has glyphs for
 * (neither is typed by @types/pdfkit).
 */
interface WithFontkitFont {
  _font?: { font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } };
}

export interface PdfFonts {
  /** Makes `face` the font of the next text. */
  use(face: FontFace): void;
  /** The name `face` is known by in the document (a table cell's font). */
  name(face: FontFace): string;
  /** The text as `face` can draw it. */
  drawable(text: string, face: FontFace): string;
  /** Whether `face` draws every character of `text`. */
  draws(text: string, face: FontFace): boolean;
}

/** The fonts of one PDF: registers DejaVu's faces in it when the system has them. */
export function pdfFonts(doc: PDFKit.PDFDocument): PdfFonts {
  const faces = dejaVuFaces();
  const fontName = (face: FontFace) => (faces ? `hangar-${face}` : STANDARD_FONTS[face]);
  const glyphChecks = new Map<FontFace, (codePoint: number) => boolean>();
  if (faces) {
    for (const face of FACES) {
      doc.registerFont(fontName(face), faces[face]);
      doc.font(fontName(face));
      const font = (doc as unknown as WithFontkitFont)._font?.font;
      const has = font?.hasGlyphForCodePoint?.bind(font);
      if (has) glyphChecks.set(face, has);
    }
  }
  const hasGlyph = (character: string, face: FontFace) => {
    if (character === '\n' || character === '\t') return true;
    if (!faces) return WIN_ANSI.test(character);
    const check = glyphChecks.get(face);
    return check ? check(character.codePointAt(0) ?? 0) : true;
  };
  const drawable = (text: string, face: FontFace) => {
    let out = '';
    for (const character of text.normalize('NFC')) {
      if (hasGlyph(character, face)) {
        out += character;
        continue;
      }
      if (isShaping(character) || PICTOGRAPHIC.test(character)) continue;
      // A letter with an accent the font lacks: the letter alone (ő as o, ł as l).
      const base = LATIN_BASES[character] ?? character.normalize('NFD').replace(/\p{M}+/gu, '');
      out += base !== '' && [...base].every((part) => hasGlyph(part, face)) ? base : '?';
    }
    return out;
  };
  return {
    use: (face) => void doc.font(fontName(face)),
    name: fontName,
    drawable,
    draws: (text, face) => [...text].every((character) => hasGlyph(character, face)),
  };
}
