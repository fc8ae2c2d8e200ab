import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';

/**
 * A zip written as it is sent (docs/docs.md "Export"): each file's bytes go out as they are read,
 * stored (images, PDFs and archives are compressed already); texts are deflated by zlib's thread
 * pool. Only the chunk being written and the zip's directory stay in memory. The directory gives
 * every entry's size and checksum, so the import reads it before inflating anything.
 */

const deflate = promisify(deflateRaw);

export interface ZipWriter {
  /** Adds a file from its bytes as they come, stored; yields the zip's bytes written so far. */
  stored(path: string, chunks: AsyncIterable<Uint8Array<ArrayBuffer>>): AsyncGenerator<Uint8Array>;
  /** Adds a file from its bytes, deflated. */
  deflated(path: string, bytes: Uint8Array): AsyncGenerator<Uint8Array>;
  /** Writes the zip's directory. */
  end(): Generator<Uint8Array>;
}

export function zipWriter(): ZipWriter {
  const written: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else written.push(chunk);
  });
  function* flush(): Generator<Uint8Array> {
    if (failure) throw failure;
    yield* written.splice(0);
  }
  // Entries are added one after the other: fflate writes each as soon as it has its bytes.
  const add = (entry: ZipInputFile) => {
    zip.add(entry);
    const { ondata } = entry;
    if (!ondata) throw new Error('the zip did not take the entry');
    return ondata;
  };
  return {
    async *stored(path, chunks) {
      const entry: ZipInputFile = { filename: path, size: 0, crc: 0, compression: 0 };
      const write = add(entry);
      for await (const chunk of chunks) {
        entry.crc = crc32(chunk, entry.crc);
        entry.size += chunk.length;
        write(null, chunk, false);
        yield* flush();
      }
      write(null, new Uint8Array(0), true);
      yield* flush();
    },
    async *deflated(path, bytes) {
      const packed = await deflate(bytes);
      const entry: ZipInputFile = {
        filename: path,
        size: bytes.length,
        crc: crc32(bytes),
        compression: 8,
      };
      add(entry)(null, packed, true);
      yield* flush();
    },
    *end() {
      zip.end();
      yield* flush();
    },
  };
}
