import { isInlineFileType } from '@hangar/contracts';
import { detectImageType } from '../uploads/uploads-file-types.service';

/** What a stored file is, judged by its bytes: its content type and the extension it is stored with. */
export interface FileKind {
  contentType: string;
  extension: string;
}

const UNKNOWN: FileKind = { contentType: 'application/octet-stream', extension: 'bin' };

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

/** Formats packed as a zip, told apart by the name's extension (their bytes all start `PK`). */
const ZIP_FORMATS: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  epub: 'application/epub+zip',
};

/** Older Office files (OLE2 compound documents), by the name's extension. */
const OLE_FORMATS: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** MP4 and its kin: `ftyp` at byte 4, the brand after it says audio (M4A) or video. */
function isoMediaKind(bytes: Buffer): FileKind | null {
  if (ascii(bytes, 4, 8) !== 'ftyp') return null;
  const brand = ascii(bytes, 8, 12);
  if (brand.startsWith('M4A') || brand.startsWith('M4B')) {
    return { contentType: 'audio/mp4', extension: 'm4a' };
  }
  if (brand === 'qt  ') return { contentType: 'video/quicktime', extension: 'mov' };
  return { contentType: 'video/mp4', extension: 'mp4' };
}

function isMp3(bytes: Buffer): boolean {
  if (ascii(bytes, 0, 3) === 'ID3') return true;
  const [first = 0, second = 0] = bytes;
  return first === 0xff && (second & 0xe6) === 0xe2; // an MPEG audio frame, layer III
}

/** Signatures read at the start of the file, in the order they are tried. */
const SIGNATURES: { kind: FileKind; matches: (bytes: Buffer) => boolean }[] = [
  {
    kind: { contentType: 'application/pdf', extension: 'pdf' },
    matches: (b) => ascii(b, 0, 5) === '%PDF-',
  },
  { kind: { contentType: 'audio/mpeg', extension: 'mp3' }, matches: isMp3 },
  {
    kind: { contentType: 'audio/wav', extension: 'wav' },
    matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE',
  },
  {
    kind: { contentType: 'audio/ogg', extension: 'ogg' },
    matches: (b) => ascii(b, 0, 4) === 'OggS',
  },
  {
    kind: { contentType: 'audio/flac', extension: 'flac' },
    matches: (b) => ascii(b, 0, 4) === 'fLaC',
  },
  {
    kind: { contentType: 'video/webm', extension: 'webm' },
    matches: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  },
  {
    kind: { contentType: 'application/gzip', extension: 'gz' },
    matches: (b) => b[0] === 0x1f && b[1] === 0x8b,
  },
  {
    kind: { contentType: 'application/x-7z-compressed', extension: '7z' },
    matches: (b) => b.subarray(0, 6).equals(Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])),
  },
  {
    kind: { contentType: 'application/vnd.rar', extension: 'rar' },
    matches: (b) => ascii(b, 0, 4) === 'Rar!',
  },
];

function packedKind(bytes: Buffer, name: string): FileKind | null {
  const extension = extensionOf(name);
  if (ascii(bytes, 0, 4) === 'PK\x03\x04' || ascii(bytes, 0, 4) === 'PK\x05\x06') {
    const type = ZIP_FORMATS[extension];
    return type
      ? { contentType: type, extension }
      : { contentType: 'application/zip', extension: 'zip' };
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
    const type = OLE_FORMATS[extension];
    return type ? { contentType: type, extension } : null;
  }
  return null;
}

/**
 * What a file is, by its first bytes (its name only tells Office formats apart once the bytes
 * say zip or OLE2). Any file is taken: one we do not know is application/octet-stream.
 */
export function detectFileKind(bytes: Buffer, name: string): FileKind {
  const image = detectImageType(bytes);
  if (image) return { contentType: image.contentType, extension: image.extension };
  return (
    isoMediaKind(bytes) ??
    SIGNATURES.find((signature) => signature.matches(bytes))?.kind ??
    packedKind(bytes, name) ??
    UNKNOWN
  );
}

/** Whether the browser may show the file in the page: PDF, images, audio and video we recognised. */
export const servedInline = (contentType: string) => isInlineFileType(contentType);
