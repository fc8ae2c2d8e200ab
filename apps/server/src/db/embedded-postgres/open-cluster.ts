import fs from 'node:fs';
import path from 'node:path';
import { openPostgres, type DatabaseHandle } from '../client';
import { copyAllRows } from '../copy-rows';
import { isDiskFull } from '../connection-failure';
import { messageOf, refusalOfOpened } from '../data-folder-check';
import { noteDiskFull, refuseFullDisk, watchDatabaseFolder } from '../data-folder-space';
import { DATABASE_FOLDERS, inspectDataFolder, rememberOpeningWrites } from '../data-folder';
import { openPgliteFolder } from '../pglite-folder';
import type { DatabaseTimeouts } from '../timeouts';
import type { PostgresBinaries } from './binaries';
import { initCluster, startCluster, type RunningCluster } from './cluster';
import { takeClusterImage } from './cluster-image';
import { mayPass, refuseStart } from './start-failure';

/** Where a PGlite folder goes once its rows are in the new cluster: kept, never read again. */
export const COPIED_PGLITE_FOLDER = 'db-copied-to-postgres';
const PARTIAL_SUFFIX = '.partial';
/** The copy runs as one transaction: no request's limits, however big the folder. */
const COPY_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 30_000,
  queryMs: 3_600_000,
  idleMs: 30_000,
  idleInTransactionMs: 3_600_000,
};

/** Pause before starting a PostgreSQL that stopped on its own again, and between attempts. */
const RESTART_AFTER_MS = 1_000;

/**
 * The server's handle on the cluster: closing it closes the pool, then stops PostgreSQL. If
 * PostgreSQL stops on its own meanwhile (killed, out of memory, or a log segment it could not
 * write on a full disk), it is started again at the same address, as often as it takes; calls
 * answer 503 until it is back (see postgres-pool.ts), writes 507 while its disk is full. Its
 * disk-full errors are noted (data-folder-space.ts), and so are migrations that fail on one.
 */
function withCluster(
  handle: DatabaseHandle,
  clusterDir: string,
  first: RunningCluster,
  restart: () => Promise<RunningCluster>,
): DatabaseHandle {
  let current = first;
  let closing = false;
  const unwatch = watchDatabaseFolder(clusterDir);
  const watch = (cluster: RunningCluster) => {
    void cluster.exited.then(async () => {
      if (!closing) console.error('The embedded PostgreSQL stopped; starting it again.');
      let lastFailure = '';
      while (!closing) {
        await new Promise((resolve) => setTimeout(resolve, RESTART_AFTER_MS));
        if (closing) return;
        try {
          current = await restart();
          watch(current);
          return;
        } catch (error) {
          // Once per reason, not once a second while the disk stays full.
          if (messageOf(error) !== lastFailure) {
            lastFailure = messageOf(error);
            console.error(`The embedded PostgreSQL could not start again: ${lastFailure}`);
          }
        }
      }
    });
  };
  watch(first);
  return {
    ...handle,
    kind: 'embedded-postgres',
    migrate: async () => {
      try {
        await handle.migrate();
      } catch (error) {
        if (outOfSpace(error)) throw refuseFullDisk(clusterDir, messageOf(error));
        throw error;
      }
    },
    snapshot: () => takeClusterImage(current),
    close: async () => {
      closing = true;
      unwatch();
      try {
        await handle.close();
      } finally {
        await current.stop();
      }
    },
  };
}

/** PostgreSQL's fatal messages about a file it could not write for want of space. */
const OUT_OF_SPACE = /No space left on device|Disk quota exceeded/;

/** True when `error` says a write failed for want of space (initdb and PostgreSQL say it in words). */
function outOfSpace(error: unknown): boolean {
  return isDiskFull(error) || OUT_OF_SPACE.test(messageOf(error));
}

/**
 * Starts PostgreSQL on `clusterDir`, noting a full disk when its log says it stopped on one
 * (once the server serves: before, a start that fails on it is refused with refuseFullDisk).
 */
function startWatched(binaries: PostgresBinaries, clusterDir: string): Promise<RunningCluster> {
  return startCluster(binaries, clusterDir, {
    onServerLog: (line) => {
      if (OUT_OF_SPACE.test(line)) noteDiskFull();
    },
  });
}

/** How long a start tries again when PostgreSQL's reason may pass by itself (see mayPass). */
const PASSING_FAULT_WAIT_MS = 5_000;

/** `start()`, tried again while it fails for a reason that passes by itself, for a few seconds. */
async function startWhenPassing(start: () => Promise<RunningCluster>): Promise<RunningCluster> {
  const deadline = Date.now() + PASSING_FAULT_WAIT_MS;
  for (;;) {
    try {
      return await start();
    } catch (error) {
      if (!mayPass(messageOf(error)) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Starts the cluster in `clusterDir` and checks it as PGlite's folders are checked: it must start,
 * pass `findDamage` and know no migration this build does not know. A refused cluster is stopped
 * without a checkpoint and the files its start wrote are put back.
 */
async function startChecked(
  binaries: PostgresBinaries,
  clusterDir: string,
): Promise<DatabaseHandle> {
  const putBack = rememberOpeningWrites(clusterDir);
  let cluster: RunningCluster;
  try {
    cluster = await startWhenPassing(() => startWatched(binaries, clusterDir));
  } catch (error) {
    putBack();
    throw refuseStart(clusterDir, messageOf(error));
  }
  const handle = openPostgres(cluster.url());
  const refusal = await refusalOfOpened(handle.db, clusterDir);
  if (refusal) {
    await handle.close();
    await cluster.abandon();
    putBack();
    throw refusal;
  }
  return withCluster(handle, clusterDir, cluster, () => startWatched(binaries, clusterDir));
}

/**
 * The one-time move of a PGlite folder (`DATA_DIR/db`, made by builds before PostgreSQL became
 * the embedded engine) into a new cluster: both migrated by this build, every row copied in one
 * transaction, the cluster built under a temporary name and renamed when complete. A crash
 * midway leaves the PGlite folder as it was, and the next start copies again.
 */
async function copyPgliteFolder(binaries: PostgresBinaries, dataDir: string): Promise<void> {
  const clusterDir = path.join(dataDir, DATABASE_FOLDERS.postgres);
  const partial = `${clusterDir}${PARTIAL_SUFFIX}`;
  fs.rmSync(partial, { recursive: true, force: true });
  const source = await openPgliteFolder(dataDir);
  try {
    await source.migrate();
    await initCluster(binaries, partial);
    const cluster = await startCluster(binaries, partial);
    const target = openPostgres(cluster.url(), COPY_TIMEOUTS);
    try {
      await target.migrate();
      const copied = await copyAllRows(source.db, target.db);
      const rows = copied.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Copied the embedded database ${path.join(dataDir, DATABASE_FOLDERS.pglite)} into PostgreSQL ` +
          `(${rows} rows in ${copied.length} tables); the old folder is kept as ` +
          `${path.join(dataDir, COPIED_PGLITE_FOLDER)} and may be deleted.`,
      );
    } finally {
      await target.close();
      await cluster.stop();
    }
  } finally {
    await source.close();
  }
  fs.renameSync(partial, clusterDir);
  fs.renameSync(
    path.join(dataDir, DATABASE_FOLDERS.pglite),
    path.join(dataDir, COPIED_PGLITE_FOLDER),
  );
}

/**
 * Opens the embedded PostgreSQL cluster of `dataDir` (the caller holds its lock) without
 * migrating it: a new one where there is nothing, or the rows of an older build's PGlite folder.
 */
export async function openEmbeddedPostgres(
  binaries: PostgresBinaries,
  dataDir: string,
): Promise<DatabaseHandle> {
  const clusterDir = path.join(dataDir, DATABASE_FOLDERS.postgres);
  if (inspectDataFolder(dataDir, 'postgres') === 'new') {
    fs.rmSync(clusterDir, { recursive: true, force: true });
    try {
      if (inspectDataFolder(dataDir, 'pglite') === 'existing') {
        await copyPgliteFolder(binaries, dataDir);
      } else {
        await initCluster(binaries, clusterDir);
      }
    } catch (error) {
      if (outOfSpace(error)) throw refuseFullDisk(clusterDir, messageOf(error));
      throw error;
    }
  }
  return startChecked(binaries, clusterDir);
}
