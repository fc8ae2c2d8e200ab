// Writes .gz and .br beside each text asset of a build, so the server sends them compressed
// (@fastify/static `preCompressed`) without compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const root = process.argv[2];
if (!root) throw new Error('usage: node scripts/precompress.mjs <build folder>');
for await (const file of files(root)) {
  if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
  const content = await readFile(file);
  if (content.length < MIN_BYTES) continue;
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
