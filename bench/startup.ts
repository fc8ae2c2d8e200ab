// Time from `npm start` to the first successful GET /api/health, on a new data dir (the embedded
// database's first initialisation) and on an existing one. Budget: under 3 s on an existing one.
import { freshDataDir, median, startServer } from './lib';

const BUDGET_MS = 3000;
const RUNS = 3;

const dataDir = freshDataDir();
const first = await startServer(dataDir);
await first.stop();

const existing: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const server = await startServer(dataDir);
  existing.push(server.readyAfterMs);
  await server.stop();
}

const existingMedian = median(existing);
console.log(`start-up, new data dir:      ${first.readyAfterMs.toFixed(0)} ms`);
console.log(
  `start-up, existing data dir: ${existingMedian.toFixed(0)} ms (median of ${RUNS}: ${existing
    .map((ms) => ms.toFixed(0))
    .join(', ')} ms; budget ${BUDGET_MS} ms)`,
);
if (existingMedian > BUDGET_MS) {
  console.log('OVER BUDGET: start-up on an existing data dir');
  process.exitCode = 1;
}
