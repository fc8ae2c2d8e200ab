import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SmallDisk {
  /** Its folder as processes run by `enter` name it. */
  inside: string;
  /** The same folder as this process reaches it (through the holder's /proc/<pid>/root). */
  outside: string;
  /** A command line that runs `command` where the disk is mounted (launchServer's `command`). */
  enter(command: string[], cwd: string): string[];
  /** Bytes free on it. */
  freeBytes(): number;
  /** Fills it with a file of zeros until `leaveBytes` are free (0: until a write is refused). */
  fill(leaveBytes?: number): void;
  /** Removes what `fill` wrote. */
  unfill(): void;
  /** Unmounts it (the mount namespace goes with its last process). */
  release(): void;
}

const NEEDS =
  'This test mounts a small file system (tmpfs) in a mount namespace of its own, with unshare ' +
  'and nsenter (util-linux): run it as root, or with CAP_SYS_ADMIN, as CI does';

/**
 * A tmpfs of `megabytes`, mounted in a private mount namespace held by a process that lives as
 * long as this one (it exits when its stdin closes): never visible to the rest of the machine,
 * and gone with the test even when the test fails or is killed.
 */
export async function mountSmallDisk(megabytes: number): Promise<SmallDisk> {
  const inside = mkdtempSync(path.join(os.tmpdir(), 'hangar-small-disk-'));
  const holder = spawn(
    'unshare',
    [
      '--mount',
      '--propagation',
      'private',
      'sh',
      '-c',
      'mount -t tmpfs -o "size=$1m,mode=0755" hangar-small-disk "$0" && echo mounted && exec cat >/dev/null',
      inside,
      String(megabytes),
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  await mounted(holder);
  const outside = `/proc/${holder.pid}/root${inside}`;
  const filler = path.join(outside, 'filler');
  const freeBytes = () => {
    const stats = statfsSync(outside);
    return stats.bavail * stats.bsize;
  };
  return {
    inside,
    outside,
    enter: (command, cwd) => [
      'nsenter',
      `--mount=/proc/${holder.pid}/ns/mnt`,
      `--wd=${cwd}`,
      '--',
      ...command,
    ],
    freeBytes,
    fill(leaveBytes = 0) {
      const fd = openSync(filler, 'a');
      const chunk = Buffer.alloc(64 * 1024);
      try {
        for (let free = freeBytes(); free > leaveBytes; free = freeBytes()) {
          writeSync(fd, chunk, 0, Math.min(chunk.length, Math.max(free - leaveBytes, 4096)));
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(fd);
      }
    },
    unfill: () => rmSync(filler, { force: true }),
    release() {
      holder.kill('SIGKILL');
      rmSync(inside, { recursive: true, force: true });
    },
  };
}

function mounted(holder: ChildProcess): Promise<void> {
  let stderr = '';
  holder.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    holder.stdout?.once('data', () => resolve());
    holder.once('error', (error) => reject(new Error(`${NEEDS}: ${error.message}`)));
    holder.once('exit', () => reject(new Error(`${NEEDS}: ${stderr.trim() || 'it exited'}`)));
  });
}
