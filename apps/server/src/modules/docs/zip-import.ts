import { formatFileSize } from '@hangar/domain';
import { unzipSync } from 'fflate';
import { HttpError } from '../../http/errors';
import { detectImageType } from '../uploads/file-types';

/**
 * The files an import reads (docs/docs.md "Import"): a zip unpacked with its bombs and unsafe
 * paths refused before anything is inflated, and Markdown texts judged by their bytes.
 */

export interface ZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

/** A zip begins with a local file header (or, empty, with the end of its directory). */
export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06))
  );
}

const DAMAGED_ZIP = 'The zip file is damaged and could not be read: nothing was imported.';

/** A name written without the zip's UTF-8 flag is often UTF-8 all the same (macOS, Linux). */
function decodedName(name: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[\u0080-\u00ff]/.test(name) || /[^\u0000-\u00ff]/.test(name)) return name;
  try {
    const bytes = Uint8Array.from(name, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return name;
  }
}

/**
 * A zip entry's path with '/' separators and no empty or '.' segments; null for a folder.
 * A path that leaves the zip ('..', absolute, a drive letter) refuses the whole zip.
 */
function safePath(rawName: string): string | null {
  const name = decodedName(rawName).replace(/\\/g, '/');
  // eslint-disable-next-line no-control-regex
  const unsafe = /^\/|^[a-zA-Z]:|[\u0000-\u001f]/.test(name) || name === '__proto__';
  const segments = name.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (unsafe || segments.includes('..')) {
    const shown = name.length > 120 ? `${name.slice(0, 120)}…` : name;
    throw HttpError.simple(
      422,
      `The zip holds a path outside its own folder ("${shown}"): nothing was imported.`,
    );
  }
  return name.endsWith('/') || segments.length === 0 ? null : segments.join('/');
}

/**
 * The files of a zip (folders are implied by the paths). Its directory is read first: more
 * entries than the limit, more bytes unpacked than the limit, an unsafe path or an unknown
 * compression refuse it before anything is inflated; an entry inflates into at most the size
 * its directory declares.
 */
export function readZip(bytes: Uint8Array, limits: ZipLimits): Map<string, Uint8Array> {
  let entries = 0;
  let unpacked = 0;
  const wanted = new Map<string, string>();
  const directory = (info: { name: string; originalSize: number; compression: number }) => {
    entries += 1;
    if (entries > limits.maxEntries) {
      throw HttpError.simple(
        413,
        `The zip holds more than ${limits.maxEntries} files and folders: import it in smaller parts.`,
      );
    }
    unpacked += info.originalSize;
    if (unpacked > limits.maxUnpackedBytes) {
      throw HttpError.simple(
        413,
        `The zip unpacks to more than ${formatFileSize(limits.maxUnpackedBytes)}: import it in smaller parts.`,
      );
    }
    const path = safePath(info.name);
    if (info.compression !== 0 && info.compression !== 8) {
      throw HttpError.simple(
        422,
        `The zip compresses "${path ?? info.name}" in a way Hangar cannot read (only stored or deflated files): nothing was imported.`,
      );
    }
    if (path !== null && !wanted.has(path) && ![...wanted.values()].includes(info.name)) {
      wanted.set(path, info.name);
    }
    return false;
  };
  const unzip = (
    filter: (info: { name: string; originalSize: number; compression: number }) => boolean,
  ) => {
    try {
      return unzipSync(bytes, { filter });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw HttpError.simple(422, DAMAGED_ZIP);
    }
  };
  unzip(directory);
  const names = new Set(wanted.values());
  const inflated = unzip((info) => names.has(info.name));
  const files = new Map<string, Uint8Array>();
  for (const [path, name] of wanted) {
    const file = Object.hasOwn(inflated, name) ? inflated[name] : undefined;
    if (file) files.set(path, file);
  }
  return files;
}

const BINARY_KINDS: { kind: string; matches: (bytes: Buffer) => boolean }[] = [
  { kind: 'an image', matches: (bytes) => detectImageType(bytes) !== null },
  {
    kind: 'a PDF document',
    matches: (bytes) => bytes.subarray(0, 5).toString('latin1') === '%PDF-',
  },
  { kind: 'a zip', matches: (bytes) => isZip(bytes) },
];

/**
 * A Markdown file's text: UTF-8 (a byte-order mark allowed), not binary. Anything else refuses
 * the import, naming the file.
 */
export function markdownText(source: string, bytes: Uint8Array, maxBytes: number): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length > maxBytes) {
    throw HttpError.simple(
      413,
      `"${source}" is larger than ${formatFileSize(maxBytes)}: split it into smaller files.`,
    );
  }
  const binary = BINARY_KINDS.find(({ matches }) => matches(buffer));
  if (binary) {
    throw HttpError.simple(415, `"${source}" is ${binary.kind}, not a Markdown text file.`);
  }
  const utf16 =
    (buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff);
  if (utf16) {
    throw HttpError.simple(
      422,
      `"${source}" is UTF-16 text: save it as UTF-8 and import it again.`,
    );
  }
  if (buffer.includes(0)) {
    throw HttpError.simple(415, `"${source}" is not a text file, so not Markdown.`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw HttpError.simple(
      422,
      `"${source}" is not UTF-8 text: save it as UTF-8 and import it again.`,
    );
  }
}
