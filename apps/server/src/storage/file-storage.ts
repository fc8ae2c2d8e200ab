import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live: local disk, or an S3-compatible bucket (s3-file-storage.ts). */
export interface FileStorage {
  write(name: string, data: Buffer): Promise<void>;
  /**
   * The file's bytes as a stream (those of `range` alone when one is picked from its size), or
   * null when there is no such file.
   */
  read(name: string, range?: PickRange): Promise<StoredFile | null>;
  remove(name: string): Promise<void>;
  /** Every stored file (names of `isStoredName` form only), by name. */
  list(): Promise<StoredEntry[]>;
  /** Lets go of its connections. */
  close(): void;
}

export interface StoredEntry {
  name: string;
  size: number;
  modified: Date;
}

/** By name, as `list()` gives them. */
export const byName = (a: StoredEntry, b: StoredEntry) => (a.name < b.name ? -1 : 1);

/** The bytes `start` to `end` (both included) of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Picks the bytes to send once the file's size is known; undefined: the whole file. */
type PickRange = (size: number) => ByteRange | undefined;

interface StoredFile {
  stream: Readable;
  /** The whole file's size. */
  size: number;
  /** The bytes the stream holds, when not all of them. */
  range?: ByteRange;
}

/** A stored file's bytes, or null when there is no such file (removed meanwhile). */
export async function readStoredFile(storage: FileStorage, name: string): Promise<Buffer | null> {
  const file = await storage.read(name);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Names are ours (random hex plus an extension), never a user's path. */
const SAFE_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

/** Whether a name is of the form files are stored under (any other is never looked up). */
export const isStoredName = (name: string) => SAFE_NAME.test(name);

export function createLocalFileStorage(dir: string): FileStorage {
  const pathOf = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`unsafe file name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async write(name, data) {
      await mkdir(dir, { recursive: true });
      try {
        await writeFile(pathOf(name), data, { flag: 'wx' });
      } catch (error) {
        const failure = error as NodeJS.ErrnoException;
        if (failure.code !== 'EEXIST') {
          // Cut short (a full disk: ENOSPC, answered 507): no row names it, and it holds space.
          // A failed write() names no file: this one tells which disk is full.
          failure.path ??= pathOf(name);
          await rm(pathOf(name), { force: true });
        }
        throw error;
      }
    },
    async read(name, pickRange) {
      if (!SAFE_NAME.test(name)) return null;
      const size = await stat(pathOf(name)).then(
        (info) => info.size,
        () => null,
      );
      if (size === null) return null;
      const range = pickRange?.(size);
      return { stream: createReadStream(pathOf(name), range), size, range };
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
    async list() {
      const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      const names = entries.filter((entry) => entry.isFile() && SAFE_NAME.test(entry.name));
      const listed = await Promise.all(
        names.map(async ({ name }) => {
          // One removed since the folder was read is left out.
          const info = await stat(pathOf(name)).catch(() => null);
          return info && { name, size: info.size, modified: info.mtime };
        }),
      );
      return listed.filter((entry) => entry !== null).sort(byName);
    },
    close() {},
  };
}
