import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

/** A copy of a data folder, to damage or restore into. */
export function copyFolder(source: string, prefix: string): string {
  const copy = temporaryFolder(prefix);
  cpSync(source, copy, { recursive: true });
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
