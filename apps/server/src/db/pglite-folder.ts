import path from 'node:path';
import { openPglite, type DatabaseHandle } from './client';
import { messageOf, refusalOfOpened } from './data-folder-check';
import {
  DATABASE_FOLDERS,
  inspectDataFolder,
  refuseDataFolder,
  rememberOpeningWrites,
} from './data-folder';
import { createPgliteFolder } from './pglite-first-boot';

/** PostgreSQL's own reasons for refusing to open, without their time stamps. */
const SERVER_REASON = /\b(FATAL|PANIC|DETAIL):\s+(.*)$/;

/**
 * Opens the PGlite database of `dataDir` (the caller holds its lock) without migrating it. A new
 * one is created only where there is nothing; an existing one must open, pass `findDamage` and
 * know no migration this build does not know, or it is refused and its files left as they were.
 */
export async function openPgliteFolder(dataDir: string): Promise<DatabaseHandle> {
  const dbDir = path.join(dataDir, DATABASE_FOLDERS.pglite);
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

  const refusal = await refusalOfOpened(handle.db, dbDir);
  if (refusal) {
    // Left open: closing would write a checkpoint into the files we leave as they were.
    putBack();
    throw refusal;
  }
  return handle;
}
