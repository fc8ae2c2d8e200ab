import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

/**
 * Bundles the server and our workspace packages into dist/main.js; npm dependencies stay external.
 * What the server imports only when configured (Stripe's SDK) goes into a chunk of its own, so
 * its imports run only then.
 */
const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@hangar/'));

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
await writeFile('dist/.build-stamp', new Date().toISOString());
