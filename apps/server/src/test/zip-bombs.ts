import { createDeflateRaw } from 'node:zlib';

/**
 * Zips as an attacker writes them: each entry's deflated bytes, and a size in its headers that
 * need not be the size it inflates to.
 */

export interface ZipEntry {
  name: string;
  /** The entry's bytes as stored: raw-deflated (method 8) unless `stored`. */
  data: Buffer;
  /** The size its local header and directory declare once inflated. */
  declaredSize: number;
  stored?: boolean;
}

/** `count` bytes of `pattern` repeated, raw-deflated, made chunk by chunk (never all in memory). */
export async function deflatedRepeat(pattern: Buffer, count: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  const chunk = Buffer.alloc(1 << 20);
  for (let offset = 0; offset < chunk.length; offset += pattern.length) {
    pattern.copy(chunk, offset);
  }
  for (let written = 0; written < count; written += chunk.length) {
    const part = chunk.subarray(0, Math.min(chunk.length, count - written));
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(output);
}

const UTF8_NAMES = 0x800;

/**
 * An entry's local header or directory record: `size` bytes, the signature, then from `at` the
 * fields both share (version needed, flags, method, CRC left at zero, both sizes, name length).
 */
function entryHeader(size: number, signature: number, at: number, entry: ZipEntry, name: Buffer) {
  const header = Buffer.alloc(size);
  header.writeUInt32LE(signature, 0);
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt16LE(entry.stored ? 0 : 8, at + 4);
  header.writeUInt32LE(entry.data.length, at + 14);
  header.writeUInt32LE(entry.declaredSize, at + 18);
  header.writeUInt16LE(name.length, at + 22);
  return header;
}

/** A zip of the entries, written with the sizes they declare (CRCs left at zero). */
export function zipOf(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = entryHeader(30, 0x04034b50, 4, entry, name);
    const central = entryHeader(46, 0x02014b50, 6, entry, name);
    central.writeUInt16LE(20, 4);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, entry.data);
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directoryBytes, end]);
}
