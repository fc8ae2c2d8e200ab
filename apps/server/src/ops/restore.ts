// `npm run restore -- <file>`: a backup made by `npm run backup` into an empty DATA_DIR
// (docs/operations.md).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { RESTORE_MARKER } from '../db/data-folder';
import { openEmbeddedDatabase } from '../db/open';
import { lockDataDir, LOCK_FILE } from '../lib/data-dir-lock';
import { readBackup } from './backup-archive';
import { CommandError, commandConfig, fileArgument, files, megabytes, runCommand } from './command';

/** Writes the database image into `dbDir`, where PostgreSQL recovers it as after a crash. */
async function restoreDatabase(dbDir: string, image: Buffer): Promise<void> {
  fs.mkdirSync(dbDir, { recursive: true });
  const database = await PGlite.create({ dataDir: dbDir, loadDataDir: new Blob([image]) });
  await database.close();
}

/**
 * Restores into `DATA_DIR/restore-in-progress/` (a server refuses to start while it exists), checks
 * the database as a server start would, then moves `db` and `uploads` into DATA_DIR.
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
    const summary = await readBackup(file, path.join(staging, 'uploads'), (image) =>
      restoreDatabase(path.join(staging, 'db'), image),
    );
    const database = await openEmbeddedDatabase(staging);
    await database.close();
    for (const folder of ['db', 'uploads']) {
      const restored = path.join(staging, folder);
      if (fs.existsSync(restored)) fs.renameSync(restored, path.join(dataDir, folder));
    }
    fs.rmSync(staging, { recursive: true });
    return (
      `Restored ${file} (backup of ${summary.manifest.createdAt}) into ${dataDir}: the database ` +
      `(${megabytes(summary.manifest.database.bytes)}) and ${files(summary.uploads)} ` +
      `(${megabytes(summary.uploadBytes)}). Start the server on it with npm start.`
    );
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    unlock();
  }
}

runCommand(restore);
