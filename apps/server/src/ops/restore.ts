// `npm run restore -- <file>`: a backup made by `npm run backup` into an empty DATA_DIR
// (docs/operations.md).
import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { DATABASE_FOLDERS, RESTORE_MARKER } from '../db/data-folder';
import { postgresUser, unreachableFor } from '../db/embedded-postgres/run-as';
import { openEmbeddedDatabase } from '../db/open';
import { lockDataDir, LOCK_FILE } from '../lib/data-dir-lock';
import type { Config } from '../config';
import {
  readBackup,
  uploadsToFolder,
  type BackupSummary,
  type DatabaseImage,
  type DatabaseImageKind,
  type StoreUpload,
} from './backup-archive';
import { CommandError, commandConfig, fileArgument, files, megabytes, runCommand } from './command';
import { restoreDatabaseImage } from './restore-database';
import { bucketStorage, storedSizes, storedWhere, storeOnce } from './stored-files';

/**
 * Opens the restored database in `staging` as a server would (PostgreSQL replays its log, then
 * the start-up checks run) and closes it cleanly. A PGlite image (a backup from before the
 * embedded PostgreSQL) is checked with PGlite and left as `db`: the next start copies it into
 * a cluster.
 */
async function checkRestoredDatabase(
  dataDir: string,
  staging: string,
  kind: DatabaseImageKind,
): Promise<void> {
  if (kind === 'postgres') {
    const obstacle = unreachableFor(postgresUser(), dataDir);
    if (obstacle) throw new CommandError(`Cannot check the restored database: ${obstacle}.`);
  }
  const database = await openEmbeddedDatabase(staging, kind);
  await database.close();
}

/**
 * Reads the backup, its uploads going into the bucket of the S3_* settings when they are set
 * (keeping the files it already holds), else into the staging folder.
 */
async function readInto(config: Config, file: string, staging: string): Promise<BackupSummary> {
  const restoreDatabase = (image: DatabaseImage) => restoreDatabaseImage(staging, image);
  if (!config.s3) {
    return readBackup(file, uploadsToFolder(path.join(staging, 'uploads')), restoreDatabase);
  }
  const bucket = bucketStorage(config.s3);
  try {
    const there = await storedSizes(bucket);
    const store: StoreUpload = async (name, content) =>
      storeOnce(bucket.storage, there, name, await buffer(content));
    return await readBackup(file, store, restoreDatabase);
  } finally {
    bucket.storage.close();
  }
}

/** Where the uploads went, when not into DATA_DIR. */
function uploadsWent(config: Config, summary: BackupSummary): string {
  if (!config.s3) return '';
  const kept = summary.uploadsThere ? `, ${summary.uploadsThere} of them already there` : '';
  return ` into ${storedWhere(config)}${kept}`;
}

/**
 * Restores into `DATA_DIR/restore-in-progress/` (a server refuses to start while it exists), checks
 * the database as a server start would, then moves its folder and `uploads` into DATA_DIR.
 */
async function restore(): Promise<string> {
  const file = fileArgument('npm run restore -- <file.tar.gz>');
  if (!fs.existsSync(file)) throw new CommandError(`There is no backup at ${file}.`);
  const config = commandConfig();
  if (config.databaseUrl) {
    throw new CommandError(
      'DATABASE_URL is set: this restores the embedded database only. Restore PostgreSQL with ' +
        'pg_restore and copy the uploads back (docs/operations.md), or unset DATABASE_URL.',
    );
  }
  const dataDir = config.dataDir;
  const unlock = lockDataDir(dataDir);
  const present = fs.readdirSync(dataDir).filter((name) => name !== LOCK_FILE);
  if (present.length > 0) {
    unlock();
    throw new CommandError(
      `${dataDir} is not empty (${present.slice(0, 5).join(', ')}): a restore goes into an empty ` +
        'folder. Point DATA_DIR to a new one (DATA_DIR=./data-restored npm run restore -- <file>).',
    );
  }
  const staging = path.join(dataDir, RESTORE_MARKER);
  try {
    fs.mkdirSync(staging);
    const summary = await readInto(config, file, staging);
    await checkRestoredDatabase(dataDir, staging, summary.manifest.database.kind);
    for (const folder of [...Object.values(DATABASE_FOLDERS), 'uploads']) {
      const restored = path.join(staging, folder);
      if (fs.existsSync(restored)) fs.renameSync(restored, path.join(dataDir, folder));
    }
    fs.rmSync(staging, { recursive: true });
    return (
      `Restored ${file} (backup of ${summary.manifest.createdAt}) into ${dataDir}: the database ` +
      `(${megabytes(summary.manifest.database.bytes)}) and ${files(summary.uploads)} ` +
      `(${megabytes(summary.uploadBytes)})${uploadsWent(config, summary)}. ` +
      'Start the server on it with npm start.'
    );
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    unlock();
  }
}

runCommand(restore);
