import path from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { openPglite, openPostgres, type DatabaseHandle } from './client';
import { createPgliteFolder } from './pglite-first-boot';
import { findDamage, messageOf } from './data-folder-check';
import {
  DatabaseRefusedError,
  inspectDataFolder,
  refuseDataFolder,
  rememberOpeningWrites,
} from './data-folder';
import { describeUnknownMigrations, findUnknownMigrations } from './migration-journal';
import type { DatabaseTimeouts } from './timeouts';

const NEWER_BUILD_REMEDY = 'Run that newer build';

/** Opens the configured database (PostgreSQL by URL, else the embedded one) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openCheckedPostgres(config.databaseUrl, config.databaseTimeouts);
  const unlock = lockDataDir(config.dataDir);
  try {
    const handle = await openEmbeddedDatabase(config.dataDir);
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

/** PostgreSQL's own reasons for refusing to open, without their time stamps. */
const SERVER_REASON = /\b(FATAL|PANIC|DETAIL):\s+(.*)$/;

/**
 * Opens the embedded database of `dataDir` (the caller holds its lock) without migrating it. A new
 * one is created only where there is nothing; an existing one must open, pass `findDamage` and
 * know no migration this build does not know, or it is refused and its files left as they were.
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<DatabaseHandle> {
  const dbDir = path.join(dataDir, 'db');
  if (inspectDataFolder(dataDir) === 'new') {
    await createPgliteFolder(dbDir);
    return openPglite(dbDir);
  }

  const putBack = rememberOpeningWrites(dbDir);
  const reasons: string[] = [];
  let opening = true;
  let handle: DatabaseHandle;
  try {
    handle = await openPglite(dbDir, {
      onServerLog: (line) => {
        const reason = opening ? SERVER_REASON.exec(line)?.[2] : undefined;
        if (reason) reasons.push(reason);
      },
    });
    opening = false;
  } catch (error) {
    putBack();
    const why = reasons.length > 0 ? reasons.join('; ') : messageOf(error);
    throw refuseDataFolder(dbDir, `the embedded PostgreSQL cannot open it (${why})`);
  }

  const refusal = await refusalOfOpened(handle, dbDir);
  if (refusal) {
    // Left open: closing would write a checkpoint into the files we leave as they were.
    putBack();
    throw refusal;
  }
  return handle;
}

/** Why an embedded database that opened may not be used: damage, or a newer build's migrations. */
async function refusalOfOpened(
  handle: DatabaseHandle,
  dbDir: string,
): Promise<DatabaseRefusedError | null> {
  try {
    const damage = await findDamage(handle.db, dbDir);
    if (damage) return refuseDataFolder(dbDir, `its files are damaged: ${damage}`);
    const unknown = await findUnknownMigrations(handle.db);
    if (unknown) {
      return refuseDataFolder(dbDir, describeUnknownMigrations(unknown), NEWER_BUILD_REMEDY);
    }
    return null;
  } catch (error) {
    return refuseDataFolder(dbDir, `its files are damaged (${messageOf(error)})`);
  }
}
