import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Gives the memory a burst of work left behind back to the system once the server is quiet.
 *
 * Under load V8 grows its young generation to its maximum (32 MB here) and keeps it committed
 * while the process sleeps: no allocation means no collection, and V8's own memory reducer did not
 * run in 30 s of an idle server (bench/README.md, sixth measures). V8 shrinks that space at a full
 * collection when the allocation rate it measured since the previous collection is low, so the
 * server runs two full collections, one check apart, after a quiet check, and none while it is
 * busy or after it has already released its memory (idle RSS on PostgreSQL 157 -> 128 MB).
 * On Node 22 a regular full collection keeps the pages it frees in V8's pool (`--trace-gc`:
 * "pooled: 52 MB") until V8's own memory reducer runs, 30 s or more later; the "last-resort"
 * flavour (the collection V8 runs under memory pressure) gives them back (178 -> 131 MB at 21 s).
 */
export const IDLE_CHECK_MS = 5000;
/** CPU time in one check that counts as work (timers, keep-alives and SSE pings use far less). */
export const BUSY_CPU_MS = 50;
const COLLECTIONS_WHEN_QUIET = 2;

/** Quiet checks in a row so far; the policy collects at the first two of a quiet period. */
export function quietChecksAfter(quietChecks: number, cpuMs: number): number {
  return cpuMs >= BUSY_CPU_MS ? 0 : quietChecks + 1;
}

export function collectsAt(quietChecks: number): boolean {
  return quietChecks >= 1 && quietChecks <= COLLECTIONS_WHEN_QUIET;
}

/** V8's fullest collection, which Node exposes only behind --expose-gc (as Jest obtains it). */
function fullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: {
    type: 'major';
    execution: 'sync';
    flavor: 'last-resort';
  }) => void;
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/** Starts the checks; the returned function stops them. */
export function releaseMemoryWhenIdle(): () => void {
  const collect = fullCollection();
  let quietChecks = 0;
  let since = process.cpuUsage();
  const timer = setInterval(() => {
    const used = process.cpuUsage(since);
    quietChecks = quietChecksAfter(quietChecks, (used.user + used.system) / 1000);
    if (collectsAt(quietChecks)) collect();
    // Measured after the collection, so that its own CPU time does not count as work.
    since = process.cpuUsage();
  }, IDLE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
