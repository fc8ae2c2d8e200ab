// `npm run backup -- <file>`: one archive of the embedded database and the uploads, taken from
// the running server when there is one (docs/operations.md).
import fs from 'node:fs';
import type { Config } from '../config';
import { DATABASE_FOLDERS, inspectDataFolder, type EmbeddedEngine } from '../db/data-folder';
import { openEmbeddedDatabase } from '../db/open';
import { DataDirLockedError, lockDataDir } from '../lib/data-dir-lock';
import { imageKindOf, writeBackup, type DatabaseImage } from './backup-archive';
import { requestDatabaseImageWhenReady } from './backup-client';
import { backupSocketPath } from './backup-endpoint';
import { CommandError, commandConfig, fileArgument, files, megabytes, runCommand } from './command';
import { configuredStorage, storedWhere } from './stored-files';

/** How long to wait for a server that holds the data dir but is still starting. */
const SERVER_START_WAIT_MS = 60_000;

interface TakenImage {
  image: DatabaseImage;
  from: string;
  /** Lets a server start on the data dir again, once the uploads are copied too. */
  release(): void;
}

/** Whether either embedded engine's folder holds a database. */
function hasDatabase(dataDir: string): boolean {
  if (!fs.existsSync(dataDir)) return false;
  const engines = Object.keys(DATABASE_FOLDERS) as EmbeddedEngine[];
  return engines.some((engine) => inspectDataFolder(dataDir, engine) === 'existing');
}

async function takeDatabaseImage(config: Config): Promise<TakenImage> {
  const dataDir = config.dataDir;
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const socketPath = backupSocketPath(dataDir);
    const image = await requestDatabaseImageWhenReady(socketPath, SERVER_START_WAIT_MS).catch(
      (cause: unknown) => {
        throw new CommandError(
          `A server holds ${dataDir} but gave no database image through ${socketPath} ` +
            `(${String(cause)}). Check that it runs, or stop it and back up again.`,
        );
      },
    );
    return { image, from: 'the running server', release: () => undefined };
  }
  try {
    const database = await openEmbeddedDatabase(dataDir, config.embeddedEngine);
    let bytes: Buffer;
    try {
      const snapshot = database.snapshot;
      if (!snapshot) throw new CommandError('The embedded database gave no image.');
      bytes = Buffer.from(await (await snapshot()).arrayBuffer());
    } finally {
      await database.close();
    }
    return {
      image: { kind: imageKindOf(database), bytes },
      from: 'the data folder (no server was running)',
      release: unlock,
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function backup(): Promise<string> {
  const file = fileArgument('npm run backup -- <file.tar.gz>');
  const config = commandConfig();
  if (config.databaseUrl) {
    throw new CommandError(
      'DATABASE_URL is set: back up that PostgreSQL database with pg_dump, and copy ' +
        `${storedWhere(config)} after it (docs/operations.md).`,
    );
  }
  if (!hasDatabase(config.dataDir)) {
    throw new CommandError(`There is no database in ${config.dataDir} to back up.`);
  }
  const taken = await takeDatabaseImage(config);
  const uploads = configuredStorage(config);
  try {
    const summary = await writeBackup(file, taken.image, uploads.storage);
    const engine = taken.image.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    return (
      `Backed up ${config.dataDir} to ${file}: the database (${engine}, ` +
      `${megabytes(taken.image.bytes.length)}, ` +
      `from ${taken.from}) and ${files(summary.uploads)} (${megabytes(summary.uploadBytes)}) ` +
      `from ${uploads.where}.`
    );
  } finally {
    uploads.storage.close();
    taken.release();
  }
}

runCommand(backup);
