import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { readStoredFile, type FileStorage } from '../storage/file-storage';
import { readTarGz, TAR_END, tarHeader, tarPadding } from './tar';

/**
 * A backup is one .tar.gz: `hangar-backup.json` (what it holds), `db.tar` (the image of the
 * database's folder: the embedded PostgreSQL's cluster, or PGlite's for backups made before it)
 * and `uploads/<file>` for each uploaded file.
 */
const MANIFEST = 'hangar-backup.json';
const DATABASE_IMAGE = 'db.tar';
const UPLOAD_ENTRY = /^uploads\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

const imageKind = z.enum(['pglite', 'postgres']);
export type DatabaseImageKind = z.infer<typeof imageKind>;

const manifestSchema = z.object({
  format: z.literal('hangar-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.object({ kind: imageKind, bytes: z.number(), sha256: z.string() }),
});
type BackupManifest = z.infer<typeof manifestSchema>;

export interface DatabaseImage {
  kind: DatabaseImageKind;
  bytes: Buffer;
}

/** The kind of image an embedded database's `snapshot` gives. */
export function imageKindOf(database: Pick<DatabaseHandle, 'kind'>): DatabaseImageKind {
  return database.kind === 'pglite' ? 'pglite' : 'postgres';
}

export interface BackupSummary {
  manifest: BackupManifest;
  uploads: number;
  uploadBytes: number;
  /** Uploads a restore found already stored (in a bucket that kept them). */
  uploadsThere: number;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Writes a backup of the database `image` and of the files in `uploads` (the data folder's or a
 * bucket's) as they are now (listed after the image was taken). It goes to `<file>.partial`, renamed to `file` once
 * complete, so `file` is never half written.
 */
export async function writeBackup(
  file: string,
  { kind, bytes: image }: DatabaseImage,
  uploads: FileStorage,
): Promise<BackupSummary> {
  const manifest: BackupManifest = {
    format: 'hangar-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database: { kind, bytes: image.length, sha256: sha256(image) },
  };
  const summary: BackupSummary = { manifest, uploads: 0, uploadBytes: 0, uploadsThere: 0 };
  const now = Date.now() / 1000;
  const listed = await uploads.list();
  async function* archive(): AsyncGenerator<Buffer> {
    const json = Buffer.from(JSON.stringify(manifest, null, 2));
    yield* [tarHeader({ name: MANIFEST, size: json.length, mtime: now }), json];
    yield tarPadding(json.length);
    yield* [tarHeader({ name: DATABASE_IMAGE, size: image.length, mtime: now }), image];
    yield tarPadding(image.length);
    for (const { name, modified } of listed) {
      // An upload is written once and never changed; one removed meanwhile is left out.
      const content = await readStoredFile(uploads, name);
      if (!content) continue;
      const mtime = modified.getTime() / 1000;
      yield* [tarHeader({ name: `uploads/${name}`, size: content.length, mtime }), content];
      yield tarPadding(content.length);
      summary.uploads += 1;
      summary.uploadBytes += content.length;
    }
    yield TAR_END;
  }
  const partial = `${file}.partial`;
  await pipeline(Readable.from(archive()), createGzip(), fs.createWriteStream(partial));
  const handle = fs.openSync(partial, 'r');
  fs.fsyncSync(handle);
  fs.closeSync(handle);
  fs.renameSync(partial, file);
  return summary;
}

async function collect(content: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Stores one upload of a backup being restored; 'there' when the same file already was. */
export type StoreUpload = (
  name: string,
  content: AsyncIterable<Buffer>,
  mtime: number,
) => Promise<'stored' | 'there'>;

/** Writes each upload into `uploadsDir` (a new folder), with its time. */
export function uploadsToFolder(uploadsDir: string): StoreUpload {
  return async (name, content, mtime) => {
    fs.mkdirSync(uploadsDir, { recursive: true });
    const target = path.join(uploadsDir, name);
    await pipeline(Readable.from(content), fs.createWriteStream(target, { flags: 'wx' }));
    fs.utimesSync(target, mtime, mtime);
    return 'stored';
  };
}

/**
 * Reads a backup written by `writeBackup`: hands the checked database image to `restoreDatabase`,
 * then each upload to `storeUpload`. Throws on anything else or anything damaged.
 */
export async function readBackup(
  file: string,
  storeUpload: StoreUpload,
  restoreDatabase: (image: DatabaseImage) => Promise<void>,
): Promise<BackupSummary> {
  const read: { summary: BackupSummary | null; database: boolean } = {
    summary: null,
    database: false,
  };
  await readTarGz(file, async (entry, content) => {
    const summary = read.summary;
    if (!summary) {
      if (entry.name !== MANIFEST) throw new Error(`${file} is not a Hangar backup`);
      const manifest = manifestSchema.parse(JSON.parse((await collect(content)).toString()));
      read.summary = { manifest, uploads: 0, uploadBytes: 0, uploadsThere: 0 };
    } else if (entry.name === DATABASE_IMAGE) {
      const image = await collect(content);
      if (sha256(image) !== summary.manifest.database.sha256) {
        throw new Error(`the database image in ${file} is damaged (its checksum differs)`);
      }
      await restoreDatabase({ kind: summary.manifest.database.kind, bytes: image });
      read.database = true;
    } else {
      const name = entry.type === 'file' ? UPLOAD_ENTRY.exec(entry.name)?.[1] : undefined;
      if (!name) throw new Error(`unexpected entry in ${file}: ${entry.name}`);
      if ((await storeUpload(name, content, entry.mtime)) === 'there') summary.uploadsThere += 1;
      summary.uploads += 1;
      summary.uploadBytes += entry.size;
    }
  });
  if (!read.summary || !read.database) throw new Error(`${file} holds no database image`);
  return read.summary;
}
