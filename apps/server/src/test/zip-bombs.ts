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

/** A zip of the entries, written with the sizes they declare (CRCs left at zero). */
export function zipOf(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
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
