import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';

/** The POSIX tar (ustar) layout, enough for regular files and folders with short names. */
const BLOCK = 512;
const NAME_BYTES = 100;
/** Sizes from 8 GiB on are written in base 256, as GNU tar does. */
const OCTAL_SIZE_LIMIT = 8 ** 11;

export interface TarEntry {
  name: string;
  size: number;
  /** Modification time, in seconds. */
  mtime: number;
  /** A regular file unless said otherwise; a folder has size 0. */
  type?: 'file' | 'directory';
  /** Permission bits: 0644 for a file, 0755 for a folder unless said otherwise. */
  mode?: number;
}

const TYPE_FLAGS = { file: '0', directory: '5' } as const;
const DEFAULT_MODES = { file: 0o644, directory: 0o755 } as const;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** The 512-byte header of one regular file or folder. */
export function tarHeader(entry: TarEntry): Buffer {
  const header = Buffer.alloc(BLOCK);
  const type = entry.type ?? 'file';
  if (Buffer.byteLength(entry.name) > NAME_BYTES) throw new Error(`name too long: ${entry.name}`);
  header.write(entry.name, 0);
  header.write(octal(entry.mode ?? DEFAULT_MODES[type], 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  if (entry.size < OCTAL_SIZE_LIMIT) header.write(octal(entry.size, 12), 124);
  else {
    header[124] = 0x80;
    header.writeBigUInt64BE(BigInt(entry.size), 128);
  }
  header.write(octal(Math.floor(entry.mtime), 12), 136);
  header.write(TYPE_FLAGS[type], 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  header.write('        ', 148);
  const checksum = header.reduce((sum, byte) => sum + byte, 0);
  header.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

/** The zeros that round a file up to whole blocks. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Two blocks of zeros end an archive. */
export const TAR_END = Buffer.alloc(2 * BLOCK);

function parseHeader(header: Buffer): TarEntry {
  const stored = Number.parseInt(header.toString('latin1', 148, 156).trim() || '0', 8);
  const blank = Buffer.from(header);
  blank.write('        ', 148);
  if (blank.reduce((sum, byte) => sum + byte, 0) !== stored) {
    throw new Error('the archive is damaged (a tar header does not match its checksum)');
  }
  const text = (start: number, length: number) =>
    header.toString('utf8', start, start + length).replace(/\0.*$/s, '');
  const size =
    header[124]! & 0x80
      ? Number(header.readBigUInt64BE(128))
      : Number.parseInt(text(124, 12).trim() || '0', 8);
  const typeFlag = text(156, 1);
  const type = typeFlag === '5' ? 'directory' : typeFlag === '0' || typeFlag === '' ? 'file' : null;
  if (!type) throw new Error(`unexpected tar entry ${text(0, 100)}`);
  return {
    name: text(0, NAME_BYTES),
    size,
    mtime: Number.parseInt(text(136, 12).trim(), 8),
    type,
    mode: Number.parseInt(text(100, 8).trim() || '0', 8),
  };
}

/** Exact byte counts out of a stream of chunks. */
class ChunkReader {
  private buffered = Buffer.alloc(0);

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async more(): Promise<void> {
    const next = await this.source.next();
    if (next.done) throw new Error('the archive is cut short');
    this.buffered = Buffer.concat([this.buffered, next.value]);
  }

  async take(length: number): Promise<Buffer> {
    while (this.buffered.length < length) await this.more();
    const taken = this.buffered.subarray(0, length);
    this.buffered = this.buffered.subarray(length);
    return taken;
  }

  /** The next `unread.bytes` bytes, counting down `unread.bytes` as they are read. */
  async *stream(unread: { bytes: number }): AsyncGenerator<Buffer> {
    while (unread.bytes > 0) {
      if (this.buffered.length === 0) await this.more();
      const part = this.buffered.subarray(0, Math.min(unread.bytes, this.buffered.length));
      this.buffered = this.buffered.subarray(part.length);
      unread.bytes -= part.length;
      yield part;
    }
  }
}

type OnEntry = (entry: TarEntry, content: AsyncIterable<Buffer>) => Promise<void>;

/**
 * Reads a tar archive entry by entry: `onEntry` gets each file's bytes as a stream, to consume
 * before it returns (what it leaves is skipped).
 */
export async function readTar(source: AsyncIterable<Buffer>, onEntry: OnEntry): Promise<void> {
  const reader = new ChunkReader(source[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.take(BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const entry = parseHeader(header);
    const unread = { bytes: entry.size };
    await onEntry(entry, reader.stream(unread));
    for await (const skipped of reader.stream(unread)) void skipped;
    await reader.take(tarPadding(entry.size).length);
  }
}

/** Reads a .tar.gz file as `readTar` does. */
export async function readTarGz(file: string, onEntry: OnEntry): Promise<void> {
  const gunzip = createReadStream(file).pipe(createGunzip());
  try {
    await readTar(gunzip, onEntry);
  } finally {
    gunzip.destroy();
  }
}
