import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** A new empty folder under the system's temporary folder. */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), `hangar-${prefix}-`));
  made.push(folder);
  return folder;
}

/** Removes the folders `temporaryFolder` and `copyFolder` made (data folders weigh 40 MB each). */
export function removeTemporaryFolders(): void {
  for (const folder of made.splice(0)) {
    rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** Gives every folder under `copy` the mode of the same folder under `source`. */
function copyFolderModes(source: string, copy: string): void {
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const [from, to] = [path.join(source, entry.name), path.join(copy, entry.name)];
    chmodSync(to, statSync(from).mode & 0o7777);
    copyFolderModes(from, to);
  }
}

/**
 * A copy of a data folder, to damage or restore into. Node 22's `cpSync` makes the folders it
 * creates 0755 whatever the source's mode, and PostgreSQL refuses a data folder open to others.
 */
export function copyFolder(source: string, prefix: string): string {
  const copy = temporaryFolder(prefix);
  cpSync(source, copy, { recursive: true });
  copyFolderModes(source, copy);
  return copy;
}

/** Every file under `dir` with the SHA-256 of its content, to tell whether any changed. */
export function hashFiles(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256')
      .update(readFileSync(file))
      .digest('hex');
  }
  return hashes;
}
