import fs from 'node:fs';
import path from 'node:path';
import { DatabaseRefusedError } from './data-folder';

/**
 * Free space under which a disk that refused a write still counts as full. PostgreSQL takes its
 * log 16 MB at a time (a new segment is written whole before use): as much again, so that the
 * first writes after the space came back do not fill it again at once.
 */
const ENOUGH_FREE_BYTES = 32 * 1024 * 1024;

/**
 * Bytes free for an ordinary user (PostgreSQL runs as one) on the file system holding `where`,
 * or its nearest existing folder; null where that cannot be read.
 */
function freeBytes(where: string): number | null {
  for (let folder = where; ; folder = path.dirname(folder)) {
    try {
      const stats = fs.statfsSync(folder);
      return stats.bavail * stats.bsize;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'ENOENT' && code !== 'ENOTDIR') || folder === path.dirname(folder)) {
        return null;
      }
    }
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** '3.2 MB free on the disk of /srv/hangar/postgres', for operators. */
function describeFreeSpace(where: string): string {
  const free = freeBytes(where);
  return `${free === null ? 'an unknown amount of space' : megabytes(free)} free on the disk of ${where}`;
}

/**
 * The refusal to start when a write to `where` failed for want of space (`reason`: what failed):
 * it says how much is free, and never that the data is damaged.
 */
export function refuseFullDisk(where: string, reason: string): DatabaseRefusedError {
  return new DatabaseRefusedError(
    `Hangar will not start on ${where}: its disk is full (${reason}). ` +
      `${describeFreeSpace(where)}. Its files were left as they are. Free some space on that ` +
      `disk (PostgreSQL may need 16 MB at once for a new log segment), then start again.`,
  );
}

/** `where` if it is a folder, else the folder that holds (or held) that file. */
function folderOf(where: string): string {
  return fs.statSync(where, { throwIfNoEntry: false })?.isDirectory() ? where : path.dirname(where);
}

/** The embedded database's folder, where PostgreSQL's own disk-full errors are. */
let databaseFolder: string | null = null;
/** Where a write last failed for want of space, while that disk has not got enough back. */
let fullDisk: string | null = null;

/** Names the embedded database's folder (until the returned function is called). */
export function watchDatabaseFolder(folder: string): () => void {
  databaseFolder = folder;
  return () => {
    if (databaseFolder === folder) databaseFolder = null;
  };
}

/**
 * Notes that a write failed for want of space: on the disk of `where` (a file of ours), or of the
 * embedded database's folder when not given. A disk we cannot name (PostgreSQL by DATABASE_URL)
 * is not followed: each of its failures answers for itself.
 */
export function noteDiskFull(where?: string): void {
  const folder = where ? folderOf(where) : databaseFolder;
  if (!folder) return;
  if (fullDisk === null) {
    console.warn(
      `The disk is full (${describeFreeSpace(folder)}): writes answer 507 until space is freed.`,
    );
  }
  fullDisk = folder;
}

/** PostgreSQL writes its log 16 MB at a time: with less free, it may stop at its next segment. */
const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;

/**
 * True when the embedded database's disk has less free than a log segment: when PostgreSQL is
 * unreachable, the likely reason (noted, as a write that failed for want of space would be).
 */
export function databaseDiskExhausted(): boolean {
  if (!databaseFolder) return false;
  const free = freeBytes(databaseFolder);
  if (free === null || free >= WAL_SEGMENT_BYTES) return false;
  noteDiskFull(databaseFolder);
  return true;
}

/**
 * Where the disk is full and how much is free, while a write failed there for want of space and
 * less than ENOUGH_FREE_BYTES came back since; null otherwise.
 */
export function fullDiskNow(): { where: string; freeBytes: number } | null {
  if (fullDisk === null) return null;
  const free = freeBytes(fullDisk);
  if (free === null || free >= ENOUGH_FREE_BYTES) {
    console.warn(`Space is back (${describeFreeSpace(fullDisk)}): writes are accepted again.`);
    fullDisk = null;
    return null;
  }
  return { where: fullDisk, freeBytes: free };
}
