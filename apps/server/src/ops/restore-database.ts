import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { DATABASE_FOLDERS } from '../db/data-folder';
import { PGLITE_EXTENSIONS } from '../db/client';
import { handOver, postgresUser } from '../db/embedded-postgres/run-as';
import type { DatabaseImage } from './backup-archive';
import { readTar } from './tar';

/** Writes PGlite's image into `dbDir`, where PostgreSQL recovers it as after a crash. */
async function restorePgliteImage(dbDir: string, image: Buffer): Promise<void> {
  fs.mkdirSync(dbDir, { recursive: true });
  const database = await PGlite.create({
    dataDir: dbDir,
    loadDataDir: new Blob([image]),
    extensions: PGLITE_EXTENSIONS,
  });
  await database.close();
}

/** Where an entry of an image goes in `folder`; never outside it. */
function insideFolder(folder: string, name: string): string {
  const relative = path.normalize(name);
  if (path.isAbsolute(relative) || relative === '..' || relative.startsWith('../')) {
    throw new Error(`the database image holds an unexpected entry: ${name}`);
  }
  return path.join(folder, relative);
}

/**
 * Unpacks an image of the embedded PostgreSQL's cluster (`takeClusterImage`) into `clusterDir`,
 * private to the user PostgreSQL runs as. Its first start replays the log from `backup_label`.
 */
async function unpackClusterImage(clusterDir: string, image: Buffer): Promise<void> {
  fs.mkdirSync(clusterDir, { mode: 0o700 });
  await readTar(Readable.from([image]), async (entry, content) => {
    const target = insideFolder(clusterDir, entry.name);
    if (entry.type === 'directory') {
      fs.mkdirSync(target, { recursive: true, mode: entry.mode ?? 0o700 });
      return;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    const mode = entry.mode ?? 0o600;
    await pipeline(Readable.from(content), fs.createWriteStream(target, { flags: 'wx', mode }));
    fs.utimesSync(target, entry.mtime, entry.mtime);
  });
  const user = postgresUser();
  const names = fs.readdirSync(clusterDir, { recursive: true, encoding: 'utf8' });
  for (const name of ['', ...names]) handOver(path.join(clusterDir, name), user);
}

/** Writes a backup's database image into its engine's folder in `dataDir`. */
export async function restoreDatabaseImage(dataDir: string, image: DatabaseImage): Promise<void> {
  if (image.kind === 'postgres') {
    await unpackClusterImage(path.join(dataDir, DATABASE_FOLDERS.postgres), image.bytes);
  } else {
    await restorePgliteImage(path.join(dataDir, DATABASE_FOLDERS.pglite), image.bytes);
  }
}
