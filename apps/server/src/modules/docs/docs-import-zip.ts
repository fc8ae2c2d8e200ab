import { formatFileSize } from '@hangar/domain';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpError } from '../../http/errors';
import { detectImageType } from '../uploads/uploads-file-types.service';

/**
 * The files an import reads (docs/docs.md "Import"): a zip unpacked with its bombs and unsafe
 * paths refused (yauzl reads it: its directory first, then each entry, counted as it inflates),
 * and Markdown texts judged by their bytes.
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

/** An entry's name: UTF-8 when the zip says so, and often without saying so (macOS, Linux). */
function decodedName(raw: Buffer, utf8Flag: boolean): string {
  if (utf8Flag) return raw.toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return raw.toString('latin1');
  }
}

/**
 * A zip entry's path with '/' separators and no empty or '.' segments; null for a folder. A
 * leading '/' is the zip's top (Docmost writes its top pages' files so, its issue #1307); a path
 * that leaves the zip ('..', a drive letter) refuses the whole zip.
 */
function safePath(name: string): string | null {
  name = name.replace(/\\/g, '/');
  // eslint-disable-next-line no-control-regex
  const unsafe = /^[a-zA-Z]:|[\u0000-\u001f]/.test(name) || name === '__proto__';
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

const open = (bytes: Uint8Array) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

/** The entries of a zip's directory, in order. */
async function directoryOf(zip: ZipFile, limits: ZipLimits): Promise<Entry[]> {
  if (zip.entryCount > limits.maxEntries) {
    throw HttpError.simple(
      413,
      `The zip holds more than ${limits.maxEntries} files and folders: import it in smaller parts.`,
    );
  }
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

const tooBig = (limits: ZipLimits) =>
  HttpError.simple(
    413,
    `The zip unpacks to more than ${formatFileSize(limits.maxUnpackedBytes)}: import it in smaller parts.`,
  );

/**
 * An entry's bytes, counted as they are inflated: more than its directory declares (a zip made to
 * explode) or more than `room` refuses the zip at once, whatever the headers say.
 */
async function inflate(zip: ZipFile, entry: Entry, path: string, room: number, limits: ZipLimits) {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const chunks: Buffer[] = [];
  let produced = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      produced += chunk.length;
      if (produced > room) throw tooBig(limits);
      chunks.push(chunk);
    }
  } catch (error) {
    (stream as NodeJS.ReadableStream & { destroy(): void }).destroy();
    if (error instanceof HttpError) throw error;
    if (/too many bytes|not enough bytes/.test(String((error as Error).message))) {
      throw HttpError.simple(
        422,
        `"${path}" does not unpack to the size the zip declares for it: the zip is damaged or built to harm. Nothing was imported.`,
      );
    }
    throw HttpError.simple(422, DAMAGED_ZIP);
  }
  return Buffer.concat(chunks, produced);
}

/**
 * The files of a zip (folders are implied by the paths). Its directory is read first: more
 * entries than the limit, more bytes declared than the limit, an unsafe path or an unknown
 * compression refuse it before anything is inflated; then each file is inflated with its bytes
 * counted, so no entry produces more than its directory declares and no zip more than the limit.
 * `maxFileBytes` refuses a file of a given path declared larger than it can be.
 */
export async function readZip(
  bytes: Uint8Array,
  limits: ZipLimits,
  maxFileBytes: (path: string) => number = () => Infinity,
): Promise<Map<string, Uint8Array>> {
  let zip: ZipFile;
  try {
    zip = await open(bytes);
  } catch {
    throw HttpError.simple(422, DAMAGED_ZIP);
  }
  try {
    let entries: Entry[];
    try {
      entries = await directoryOf(zip, limits);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw HttpError.simple(422, DAMAGED_ZIP);
    }
    let declared = 0;
    const wanted = new Map<string, Entry>();
    for (const entry of entries) {
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) throw tooBig(limits);
      const name = decodedName(entry.fileNameRaw, (entry.generalPurposeBitFlag & 0x800) !== 0);
      const path = safePath(name);
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw HttpError.simple(
          422,
          `The zip compresses "${path ?? name}" in a way Hangar cannot read (only stored or deflated files): nothing was imported.`,
        );
      }
      if (entry.isEncrypted()) {
        throw HttpError.simple(
          422,
          `"${path ?? name}" is encrypted in the zip: unzip it, or zip it again without a password.`,
        );
      }
      if (path !== null && entry.uncompressedSize > maxFileBytes(path)) {
        throw HttpError.simple(
          413,
          `"${path}" is larger than ${formatFileSize(maxFileBytes(path))}: split it into smaller files.`,
        );
      }
      if (path !== null && !wanted.has(path)) wanted.set(path, entry);
    }
    const files = new Map<string, Uint8Array>();
    let produced = 0;
    for (const [path, entry] of wanted) {
      const file = await inflate(zip, entry, path, limits.maxUnpackedBytes - produced, limits);
      produced += file.length;
      files.set(path, file);
    }
    return files;
  } finally {
    zip.close();
  }
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
