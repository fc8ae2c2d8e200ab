import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import rootPackage from '../../package.json' with { type: 'json' };

/** The product version and this build's moment: the id a tab compares with the server's. */
export const BUILD_ID = `${rootPackage.version}+${new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z')}`;

function* mapFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* mapFiles(full);
    else if (entry.name.endsWith('.map')) yield full;
  }
}

/**
 * After a build: writes `build.json` (the build id the server reports in GET /api/config), and
 * moves the source maps out of the served folder to `sourcemapsDir`, for the error-reporting
 * service only (they expose the source).
 */
export function buildInfo(sourcemapsDir: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'hangar-build-info',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      writeFileSync(path.join(outDir, 'build.json'), JSON.stringify({ build_id: BUILD_ID }));
      rmSync(sourcemapsDir, { recursive: true, force: true });
      for (const file of mapFiles(outDir)) {
        const target = path.join(sourcemapsDir, path.relative(outDir, file));
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(file, target);
      }
    },
  };
}
