import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A new empty folder under the system's temporary folder. */
export function temporaryFolder(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `hangar-${prefix}-`));
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
