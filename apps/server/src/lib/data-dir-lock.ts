import fs from 'node:fs';
import path from 'node:path';
import { isDiskFull } from '../db/connection-failure';
import { refuseFullDisk } from '../db/data-folder-space';
import { bootId, isAlive, readProcessStat } from './process-state';

export class DataDirLockedError extends Error {}

/** The lock's file in DATA_DIR: the owner's pid, its start time and the machine's boot id. */
export const LOCK_FILE = 'server.lock';

/** How long a start waits for a live owner to finish stopping before it refuses. */
const OWNER_STOP_WAIT_MS = 5_000;
const POLL_MS = 50;

interface LockOwner {
  pid: number;
  /** Absent in the locks of earlier builds (a pid alone). */
  startTime?: string;
  bootId?: string;
}

function parseOwner(text: string): LockOwner | null {
  const [pid, startTime, boot] = text.split('\n').map((line) => line.trim());
  const owner = Number.parseInt(pid ?? '', 10);
  if (!Number.isInteger(owner) || owner <= 0) return null;
  return { pid: owner, ...(startTime && { startTime }), ...(boot && { bootId: boot }) };
}

function ownLock(): string {
  const startTime = readProcessStat(process.pid)?.startTime ?? '';
  return `${process.pid}\n${startTime}\n${bootId() ?? ''}\n`;
}

/**
 * Whether the process that wrote the lock still runs: not when it is this process's pid (a
 * restarted container reuses pids), not after a reboot, not when its pid is gone, is a zombie
 * (killed, waiting for its parent to notice), or now names a process that started later.
 */
function ownerRuns(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false;
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return false;
  if (!isAlive(owner.pid)) return false;
  const startTime = readProcessStat(owner.pid)?.startTime;
  return !(owner.startTime && startTime && startTime !== owner.startTime);
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
/** Blocks the thread: only ever at start, before anything else runs. */
function sleepSync(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}

function readLock(lockPath: string): string | null {
  try {
    return fs.readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Creates the lock file whole or not at all (false when there is one): written aside, then
 * linked into place, so a rival start never reads it empty and takes it for a stale one.
 */
function createLock(lockPath: string): boolean {
  const content = ownLock();
  const draft = `${lockPath}.${process.pid}`;
  try {
    fs.writeFileSync(draft, content);
    fs.linkSync(draft, lockPath);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code === 'ENOSPC' || code === 'EDQUOT') throw error;
    // A file system without hard links: created and written in two steps, as before.
    return createInPlace(lockPath, content);
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function createInPlace(lockPath: string, content: string): boolean {
  try {
    fs.writeFileSync(lockPath, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    fs.rmSync(lockPath, { force: true }); // created, but its pid could not be written
    throw error;
  }
}

/** createLock, or the refusal to start on a disk without room even for the lock's few bytes. */
function createLockOrRefuse(lockPath: string, dataDir: string): boolean {
  try {
    return createLock(lockPath);
  } catch (error) {
    if (!isDiskFull(error)) throw error;
    throw refuseFullDisk(dataDir, `the lock file ${lockPath} could not be written`);
  }
}

/**
 * The embedded database does not lock its folder, so two servers on one data dir would both
 * write to it. The lock file names its owner; a lock whose owner has exited (a zombie included)
 * is taken over, and one whose owner still runs is waited for (OWNER_STOP_WAIT_MS) before
 * refusing. A process the kernel ended leaves its lock file, but never a running owner.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const deadline = Date.now() + OWNER_STOP_WAIT_MS;
  for (;;) {
    if (createLockOrRefuse(lockPath, dataDir)) return () => fs.rmSync(lockPath, { force: true });
    const text = readLock(lockPath);
    if (text === null) continue;
    const owner = parseOwner(text);
    if (owner && ownerRuns(owner)) {
      if (Date.now() < deadline) {
        sleepSync(POLL_MS);
        continue;
      }
      throw new DataDirLockedError(
        `Another Hangar server (pid ${owner.pid}) is using ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
      );
    }
    // Removed only if it is still the stale lock judged above, not one a rival start just took.
    if (readLock(lockPath) === text) fs.rmSync(lockPath, { force: true });
  }
}
