import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerBundle {
  /** The command line that runs it, for launchServer's `command`. */
  command: string[];
  remove(): void;
}

/**
 * The server bundled by build.mjs, as `npm start` runs it, from the sources as they are now: for
 * tests whose subject is how fast a start is (Node loading the modules one by one through tsx
 * takes 2.5 s of a start, the bundle 0.3 s). Built in a folder of its own (never the shared
 * dist/), under apps/server/node_modules so that its external packages resolve as dist/'s do.
 */
export async function buildServerBundle(): Promise<ServerBundle> {
  const cache = path.join(serverDir, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(path.join(cache, 'hangar-test-bundle-'));
  symlinkSync(path.join(serverDir, 'src'), path.join(folder, 'src'));
  await promisify(execFile)(process.execPath, [path.join(serverDir, 'build.mjs')], {
    cwd: folder,
  });
  return {
    command: [process.execPath, path.join(folder, 'dist', 'main.js')],
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
