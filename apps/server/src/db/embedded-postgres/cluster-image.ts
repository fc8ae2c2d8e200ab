import type { Stats } from 'node:fs';
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { TAR_END, tarHeader, tarPadding } from '../../ops/tar';
import type { RunningCluster } from './cluster';

/**
 * What a base backup leaves out, as PostgreSQL's docs list it ("Making a Base Backup Using the
 * Low Level API"): these folders are kept empty, these files and any `pgsql_tmp*` are not kept.
 */
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const LEFT_OUT_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
]);
const TEMPORARY_FILE = /^pgsql_tmp/;

const WAL_SEGMENT = /^[0-9A-F]{24}$/;
const TIMELINE_HISTORY = /^[0-9A-F]{8}\.history$/;
const START_SEGMENT = /^START WAL LOCATION: .* \(file ([0-9A-F]{24})\)$/m;

let slotsMade = 0;

/** A tar archive being built in memory. */
class ImageWriter {
  readonly parts: Buffer[] = [];

  addFolder(name: string, stat: Stats): void {
    this.parts.push(
      tarHeader({
        name: `${name}/`,
        size: 0,
        mtime: stat.mtimeMs / 1000,
        type: 'directory',
        mode: stat.mode & 0o7777,
      }),
    );
  }

  addFile(name: string, content: Buffer, stat: Pick<Stats, 'mtimeMs' | 'mode'>): void {
    const mtime = stat.mtimeMs / 1000;
    const header = tarHeader({ name, size: content.length, mtime, mode: stat.mode & 0o7777 });
    this.parts.push(header, content, tarPadding(content.length));
  }

  finish(): Blob {
    // Node's own buffers, never shared memory: what the DOM's Blob type asks of its parts.
    return new Blob([...this.parts, TAR_END] as Uint8Array<ArrayBuffer>[]);
  }
}

function vanished(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** A file's content and status, or null when it was removed before we could read it. */
async function readIfPresent(file: string): Promise<{ content: Buffer; stat: Stats } | null> {
  let handle: FileHandle;
  try {
    handle = await fs.open(file, 'r');
  } catch (error) {
    if (vanished(error)) return null;
    throw error;
  }
  try {
    const stat = await handle.stat();
    return { content: await handle.readFile(), stat };
  } finally {
    await handle.close();
  }
}

function isLeftOut(folder: string, name: string): boolean {
  return TEMPORARY_FILE.test(name) || (folder === '' && LEFT_OUT_FILES.has(name));
}

/** Adds the files under `folder` of `root`, as they are while each is read. */
async function addFolderContents(image: ImageWriter, root: string, folder: string): Promise<void> {
  let entries: string[];
  try {
    entries = (await fs.readdir(path.join(root, folder))).sort();
  } catch (error) {
    if (vanished(error)) return;
    throw error;
  }
  for (const name of entries) {
    if (isLeftOut(folder, name)) continue;
    const relative = folder ? `${folder}/${name}` : name;
    const stat = await fs.lstat(path.join(root, relative)).catch((error: unknown) => {
      if (vanished(error)) return null;
      throw error;
    });
    if (!stat) continue;
    if (stat.isDirectory()) {
      image.addFolder(relative, stat);
      if (!EMPTIED_FOLDERS.has(relative)) await addFolderContents(image, root, relative);
    } else if (stat.isFile()) {
      const file = await readIfPresent(path.join(root, relative));
      if (file) image.addFile(relative, file.content, file.stat);
    } else {
      throw new Error(`${relative} in ${root} is neither a file nor a folder (a tablespace?)`);
    }
  }
}

/** A segment's position in the log, counting from the first: its name without the timeline. */
function segmentNumber(name: string, segmentsPerLogFile: number): number {
  return (
    Number.parseInt(name.slice(8, 16), 16) * segmentsPerLogFile +
    Number.parseInt(name.slice(16, 24), 16)
  );
}

/** Adds the log segments from `first` to `last`, all of which recovery needs, and the timelines' histories. */
async function addLogSegments(
  image: ImageWriter,
  dataDir: string,
  range: { first: string; last: string; segmentBytes: number },
): Promise<void> {
  const walDir = path.join(dataDir, 'pg_wal');
  const names = (await fs.readdir(walDir)).sort();
  const segments = names.filter(
    (name) => WAL_SEGMENT.test(name) && name >= range.first && name <= range.last,
  );
  const segmentsPerLogFile = 0x1_0000_0000 / range.segmentBytes;
  const expected =
    segmentNumber(range.last, segmentsPerLogFile) -
    segmentNumber(range.first, segmentsPerLogFile) +
    1;
  if (segments.length !== expected) {
    throw new Error(
      `the log segments ${range.first} to ${range.last} are not all in ${walDir} (${segments.length} of ${expected})`,
    );
  }
  for (const name of [...names.filter((file) => TIMELINE_HISTORY.test(file)), ...segments]) {
    const file = await readIfPresent(path.join(walDir, name));
    if (!file) throw new Error(`the log file ${name} vanished from ${walDir} during the backup`);
    image.addFile(`pg_wal/${name}`, file.content, file.stat);
  }
}

interface BackupStop {
  labelfile: string;
  spcmapfile: string | null;
  last_segment: string;
  segment_bytes: string;
}

/**
 * An image of the running cluster, taken as pg_basebackup does with PostgreSQL's low-level
 * backup API: its files copied while it runs (a file may change as it is read; the log replayed
 * when the image is opened repairs that), then `backup_label` and every log segment from the
 * backup's start to its end. A temporary replication slot keeps those segments from being
 * recycled meanwhile. Opened by PostgreSQL, the image holds every transaction committed before
 * the backup stopped.
 */
export async function takeClusterImage(cluster: RunningCluster): Promise<Blob> {
  const client = new pg.Client({ connectionString: cluster.url() });
  client.on('error', () => undefined); // a lost connection fails the query being run
  await client.connect();
  try {
    slotsMade += 1;
    const slot = `hangar_backup_${process.pid}_${Date.now()}_${slotsMade}`;
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    await client.query("select pg_backup_start('hangar backup', true)");
    const image = new ImageWriter();
    await addFolderContents(image, cluster.dataDir, '');
    const { rows } = await client.query<BackupStop>(
      `select labelfile, spcmapfile, pg_walfile_name(lsn) as last_segment,
         (select setting from pg_settings where name = 'wal_segment_size') as segment_bytes
       from pg_backup_stop(false)`,
    );
    const stop = rows[0];
    const first = stop ? START_SEGMENT.exec(stop.labelfile)?.[1] : undefined;
    if (!stop || !first) throw new Error('PostgreSQL ended the backup without its label');
    const now = { mtimeMs: Date.now(), mode: 0o600 };
    image.addFile('backup_label', Buffer.from(stop.labelfile), now);
    if (stop.spcmapfile) image.addFile('tablespace_map', Buffer.from(stop.spcmapfile), now);
    await addLogSegments(image, cluster.dataDir, {
      first,
      last: stop.last_segment,
      segmentBytes: Number(stop.segment_bytes),
    });
    await client.query('select pg_drop_replication_slot($1)', [slot]);
    return image.finish();
  } finally {
    await client.end();
  }
}
