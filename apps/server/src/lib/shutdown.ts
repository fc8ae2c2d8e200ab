import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';

interface ShutdownStep {
  /** What the process is doing meanwhile, for the message when the deadline passes. */
  doing: string;
  run(): Promise<void> | void;
}

export interface ShutdownOptions {
  timeoutMs: number;
  log: FastifyBaseLogger;
  steps: ShutdownStep[];
  /** Writes the last log lines, for at most the time given. */
  flushLogs(timeoutMs: number): Promise<void>;
}

/** How long the last log lines may take once everything is closed. */
const LAST_LOGS_MS = 500;
/** How long after the deadline a process whose main thread cannot run is killed. */
const WEDGED_GRACE_MS = 1000;

/** Says why on stderr when it still can (never blocking, never throwing), then exits. */
function exitNow(code: number, message: string): never {
  try {
    fs.writeSync(2, `${message}\n`);
  } catch {
    // stderr is gone: the exit status says it
  }
  process.exit(code);
}

/**
 * A thread of its own that kills the process when the main thread, stuck in some synchronous
 * loop, cannot run the deadline's timer itself. It dies with the process otherwise.
 */
function startWatchdog(afterMs: number, message: string): void {
  const watchdog = new Worker(
    `const { workerData } = require('node:worker_threads');
     const fs = require('node:fs');
     setTimeout(() => {
       try { fs.writeSync(2, workerData.message + '\\n'); } catch {}
       process.kill(process.pid, 'SIGKILL');
     }, workerData.afterMs);`,
    { eval: true, workerData: { afterMs, message } },
  );
  watchdog.unref();
}

/**
 * On SIGTERM or SIGINT, runs the steps in order and exits with 0, or with 1 when one fails or
 * when together they pass `timeoutMs` (saying which step was running). A second signal ends the
 * process at once, as signals do by default.
 */
export function exitOnSignals(options: ShutdownOptions): void {
  const seconds = options.timeoutMs / 1000;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const endsAt = Date.now() + options.timeoutMs;
    const lastLogs = () => options.flushLogs(Math.min(LAST_LOGS_MS, endsAt - Date.now() - 100));
    let doing = 'starting to shut down';
    const deadline = setTimeout(() => {
      exitNow(
        1,
        `Hangar: shutdown took longer than ${seconds} s (SHUTDOWN_TIMEOUT_SECONDS) while ` +
          `${doing}; exiting with status 1.`,
      );
    }, options.timeoutMs);
    deadline.unref();
    startWatchdog(
      options.timeoutMs + WEDGED_GRACE_MS,
      `Hangar: shutdown passed its ${seconds} s deadline and the process does not respond; killing it.`,
    );
    options.log.info({ signal }, 'shutting down');
    try {
      for (const step of options.steps) {
        doing = step.doing;
        await step.run();
      }
    } catch (error) {
      options.log.error({ err: error }, 'shutdown failed');
      await lastLogs();
      exitNow(1, `Hangar: shutdown failed while ${doing}: ${String(error)}`);
    }
    await lastLogs();
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
}
