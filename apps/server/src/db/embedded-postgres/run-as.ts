import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface SystemUser {
  name: string;
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root; these users run it instead, the first that exists. */
const USERS_FOR_ROOT = ['postgres', 'nobody'];

function systemUser(name: string): SystemUser | null {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, name], { stdio: 'pipe' }).toString());
    return { name, uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

/** The user PostgreSQL runs as: null for this process's own, another one when we are root. */
export function postgresUser(): SystemUser | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of USERS_FOR_ROOT) {
    const user = systemUser(name);
    if (user) return user;
  }
  throw new Error(
    `Hangar runs as root, and PostgreSQL may not: create a "postgres" user for it, or start Hangar as another user`,
  );
}

/** Makes `file` belong to `user` (when PostgreSQL runs as another user than ours). */
export function handOver(file: string, user: SystemUser | null): void {
  if (user) fs.chownSync(file, user.uid, user.gid);
}

/**
 * Makes the folder `dir` and all it holds belong to `user`, unless it already does: a cluster
 * copied or restored by root (cp -r, tar) is root's, and PostgreSQL would refuse it.
 */
export function handOverTree(dir: string, user: SystemUser | null): void {
  if (!user || fs.statSync(dir).uid === user.uid) return;
  execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, dir], { stdio: 'pipe' });
}

function mayTraverse(stat: fs.Stats, user: SystemUser): boolean {
  if (stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === user.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/**
 * Why `user` could not reach its folders in `dataDir`, or null when it can. Run as root, Hangar
 * lets it through DATA_DIR itself (search permission only, not listing); a folder above that
 * it may not enter is the owner's to open, or DATA_DIR goes elsewhere.
 */
export function unreachableFor(user: SystemUser | null, dataDir: string): string | null {
  if (!user) return null;
  const own = fs.statSync(dataDir);
  if (!mayTraverse(own, user)) fs.chmodSync(dataDir, own.mode | 0o001);
  for (let folder = path.dirname(dataDir); ; folder = path.dirname(folder)) {
    if (!mayTraverse(fs.statSync(folder), user)) {
      return `PostgreSQL runs as the user ${user.name}, who may not enter ${folder}`;
    }
    if (folder === path.dirname(folder)) return null;
  }
}
