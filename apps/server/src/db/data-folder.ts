import fs from 'node:fs';
import path from 'node:path';

/** A database Hangar refuses to start on; main.ts prints the message alone and exits with 1. */
export class DatabaseRefusedError extends Error {}

const RESTORE_REMEDY =
  'restore a backup into an empty folder with `npm run restore -- <file>` (docs/operations.md), ' +
  'or set DATA_DIR to another folder';

/**
 * The one-paragraph refusal for the embedded database in `dbDir`: the folder, the fault, the
 * remedy (after `firstRemedy` when there is a better one for this fault). Restoring a backup is
 * offered unless the fault is not in the data (`damaged: false`): then `firstRemedy` is all.
 */
export function refuseDataFolder(
  dbDir: string,
  problem: string,
  firstRemedy?: string,
  options: { damaged?: boolean } = {},
): DatabaseRefusedError {
  const remedy =
    options.damaged === false && firstRemedy
      ? firstRemedy
      : firstRemedy
        ? `${firstRemedy}, or ${RESTORE_REMEDY}`
        : `${RESTORE_REMEDY.charAt(0).toUpperCase()}${RESTORE_REMEDY.slice(1)}`;
  return new DatabaseRefusedError(
    `Hangar will not start on the database folder ${dbDir}: ${problem}. ` +
      `Its files were left as they are. ${remedy}.`,
  );
}

/** A file `npm run restore` leaves in DATA_DIR until the restored folders are in place. */
export const RESTORE_MARKER = 'restore-in-progress';

/** The embedded databases' folders in DATA_DIR: PostgreSQL's own cluster, and PGlite's. */
export const DATABASE_FOLDERS = { postgres: 'postgres', pglite: 'db' } as const;
export type EmbeddedEngine = keyof typeof DATABASE_FOLDERS;

/**
 * Looks at the database folder of `engine` in `dataDir` before PostgreSQL touches it: 'new' when
 * there is nothing yet (absent or an empty folder, the only cases where a database may be
 * created), 'existing' when it has the files of a PostgreSQL cluster. Anything else is refused.
 */
export function inspectDataFolder(
  dataDir: string,
  engine: EmbeddedEngine = 'pglite',
): 'new' | 'existing' {
  const dbDir = path.join(dataDir, DATABASE_FOLDERS[engine]);
  if (fs.existsSync(path.join(dataDir, RESTORE_MARKER))) {
    throw refuseDataFolder(
      dbDir,
      `a restore into ${dataDir} did not finish`,
      `Empty ${dataDir} (it holds only that unfinished restore) and restore again`,
    );
  }
  const stat = fs.statSync(dbDir, { throwIfNoEntry: false });
  if (!stat) return 'new';
  if (!stat.isDirectory()) throw refuseDataFolder(dbDir, 'it is a file, not a folder');
  if (fs.readdirSync(dbDir).length === 0) return 'new';
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw refuseDataFolder(
      dbDir,
      'it has no PG_VERSION file, so it is not a whole database (a partial copy or restore, ' +
        'or a first start that was interrupted: then it holds nothing and may be deleted)',
    );
  }
  for (const required of ['global/pg_control', 'base']) {
    if (!fs.existsSync(path.join(dbDir, required))) {
      throw refuseDataFolder(dbDir, `${required} is missing, so the database is incomplete`);
    }
  }
  return 'existing';
}

/** pg_control's `state` field (a uint32 at byte 16) reads 1 once the database was closed cleanly. */
const CONTROL_STATE_OFFSET = 16;
const DB_SHUTDOWNED = 1;

/** The relation-cache files PostgreSQL may rebuild when a session starts. */
function relationCacheFiles(dbDir: string): string[] {
  const databases = fs.readdirSync(path.join(dbDir, 'base'));
  return [
    path.join(dbDir, 'global', 'pg_internal.init'),
    ...databases.map((oid) => path.join(dbDir, 'base', oid, 'pg_internal.init')),
  ];
}

/** The write-ahead log's segments, when the folder has them. */
function walSegments(dbDir: string): string[] {
  const wal = path.join(dbDir, 'pg_wal');
  if (!fs.existsSync(wal)) return [];
  return fs
    .readdirSync(wal)
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .map((name) => path.join(wal, name));
}

/**
 * Opening a cleanly closed database writes only `global/pg_control` (its state), the server's
 * `postmaster.pid` and `postmaster.opts`, the statistics file it reads and removes
 * (`pg_stat/pgstat.stat`), and, when it rebuilds them, the relation caches (`pg_internal.init`);
 * the checks' reads may also log pages whose hint bits they set (data checksums), in the
 * write-ahead log. This remembers them, and returns what puts them back, so that a database
 * refused after opening (and stopped without a checkpoint, so no data page was written from
 * those log records) is left exactly as it was. After an unclean stop PostgreSQL replays its log
 * on opening; then pg_control is left with the result.
 */
export function rememberOpeningWrites(dbDir: string): () => void {
  const files = [
    ...relationCacheFiles(dbDir),
    path.join(dbDir, 'postmaster.pid'),
    path.join(dbDir, 'postmaster.opts'),
    path.join(dbDir, 'pg_stat', 'pgstat.stat'),
  ].map((file) => ({ file, content: fs.existsSync(file) ? fs.readFileSync(file) : null }));
  const wal = walSegments(dbDir).map((file) => ({ file, content: fs.readFileSync(file) }));
  const controlPath = path.join(dbDir, 'global', 'pg_control');
  const control = fs.readFileSync(controlPath);
  const controlTimes = fs.statSync(controlPath);
  const closedCleanly =
    control.length >= CONTROL_STATE_OFFSET + 4 &&
    control.readUInt32LE(CONTROL_STATE_OFFSET) === DB_SHUTDOWNED;
  return () => {
    if (closedCleanly) {
      fs.writeFileSync(controlPath, control);
      fs.utimesSync(controlPath, controlTimes.atime, controlTimes.mtime);
      const known = new Set(wal.map(({ file }) => file));
      for (const { file, content } of wal) fs.writeFileSync(file, content);
      for (const segment of walSegments(dbDir)) if (!known.has(segment)) fs.rmSync(segment);
    }
    for (const { file, content } of files) {
      if (content) fs.writeFileSync(file, content);
      else fs.rmSync(file, { force: true });
    }
  };
}
