import { availableParallelism } from 'node:os';
import type { ErrorBody } from '@hangar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import { HttpError, serviceUnavailable } from '../http/errors';
import type { CpuTaskName, CpuTasks } from './cpu-tasks';
import type { CpuAnswer, CpuRequest } from './cpu-worker';

/**
 * Work that can take a request's CPU for more than a few milliseconds on hostile input (reading
 * an import, exporting a doc, comparing versions) runs in worker threads (docs/decisions.md "CPU
 * work off the event loop"), each task with a time limit, and each person and workspace with a
 * cap of tasks at once, so nobody's upload holds everybody's requests.
 */

type CpuInput<Name extends CpuTaskName> = Parameters<CpuTasks[Name]>[0];
type CpuOutput<Name extends CpuTaskName> = Awaited<ReturnType<CpuTasks[Name]>>;

/** Who a task is for: the caps count tasks per person and per workspace. */
interface CpuOwner {
  userId: number;
  workspaceId: number;
}

interface TaskLimits {
  timeoutMs: number;
  /** What the caller hears when the task runs out of time or memory. */
  tooLong: { status: number; detail: string };
}

/** The input is too much to handle: the person must send less. */
const tooMuch = (timeoutMs: number, detail: string): TaskLimits => ({
  timeoutMs,
  tooLong: { status: 422, detail },
});
/** The server could not do it in time: the same request may pass later. */
const tooBusy = (timeoutMs: number, detail: string): TaskLimits => ({
  timeoutMs,
  tooLong: { status: 503, detail },
});

const IMPORT_LIMITS = tooMuch(
  30_000,
  'Reading this import took too long or too much memory: import it in smaller parts.',
);

const CPU_TASK_LIMITS: Record<CpuTaskName, TaskLimits> = {
  readImport: IMPORT_LIMITS,
  importStates: IMPORT_LIMITS,
  exportDoc: tooBusy(15_000, 'Exporting this doc took too long: please retry.'),
  exportDocsZip: tooBusy(
    60_000,
    'Exporting these docs took too long: please retry, or export a part of the tree.',
  ),
  versionChanges: tooBusy(30_000, 'Comparing this doc with its history took too long.'),
  initialContent: tooMuch(15_000, 'This content took too long to read: send it in smaller parts.'),
  versionStates: tooBusy(15_000, 'Reading this version took too long: please retry.'),
  invoicePdf: tooBusy(15_000, 'Preparing this invoice took too long: please retry.'),
};

/** Heavy tasks at once: one person's, one workspace's (running or waiting for a thread). */
export const CPU_TASKS_PER_USER = 2;
export const CPU_TASKS_PER_WORKSPACE = 4;
/** Tasks waiting for a thread before new ones are refused with 503. */
const MAX_WAITING = 64;
const RETRY_AFTER_SECONDS = '5';

export interface CpuPool {
  run<Name extends CpuTaskName>(
    name: Name,
    input: CpuInput<Name>,
    options: { owner: CpuOwner | null; transfer?: ArrayBuffer[] },
  ): Promise<CpuOutput<Name>>;
  close(): Promise<void>;
}

/** The worker's module: its TypeScript source under tsx (tests, dev), else the built file. */
function workerModule(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    return {
      filename: new URL('./cpu-worker.ts', here).href,
      execArgv: ['--import', 'tsx/esm', '--no-experimental-strip-types'],
    };
  }
  // The build puts the worker beside main.js; this code is in main.js or in dist/chunks/.
  const folder = new URL('.', here);
  const dist = folder.pathname.endsWith('/chunks/') ? new URL('..', folder) : folder;
  return { filename: new URL('cpu-worker.js', dist).href, execArgv: [] };
}

function tooMany(detail: string): HttpError {
  const error = HttpError.simple(429, detail);
  error.headers = { 'retry-after': RETRY_AFTER_SECONDS };
  return error;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

function isOutOfMemory(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

export function createCpuPool(
  options: {
    threads?: number;
    workerMemoryMb?: number;
    timeoutMs?: Partial<Record<CpuTaskName, number>>;
    log?: FastifyBaseLogger;
  } = {},
): CpuPool {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const pool = new Piscina<CpuRequest, CpuAnswer>({
    ...workerModule(),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    maxQueue: MAX_WAITING,
    resourceLimits: { maxOldGenerationSizeMb: options.workerMemoryMb ?? 512 },
  });
  // A thread that dies between tasks is replaced; the task it ran, if any, has its own error.
  pool.on('error', (error: unknown) =>
    options.log?.warn({ err: error }, 'a CPU worker thread failed'),
  );
  const perUser = new Map<number, number>();
  const perWorkspace = new Map<number, number>();
  const change = (counts: Map<number, number>, key: number, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };

  async function run<Name extends CpuTaskName>(
    name: Name,
    input: CpuInput<Name>,
    { owner, transfer }: { owner: CpuOwner | null; transfer?: ArrayBuffer[] },
  ): Promise<CpuOutput<Name>> {
    if (owner && (perUser.get(owner.userId) ?? 0) >= CPU_TASKS_PER_USER) {
      throw tooMany(
        `You already have ${CPU_TASKS_PER_USER} imports or exports being prepared: try again once one is done.`,
      );
    }
    if (owner && (perWorkspace.get(owner.workspaceId) ?? 0) >= CPU_TASKS_PER_WORKSPACE) {
      throw tooMany(
        `This workspace already has ${CPU_TASKS_PER_WORKSPACE} imports or exports being prepared: try again once one is done.`,
      );
    }
    if (pool.queueSize >= MAX_WAITING) throw serviceUnavailable();
    const limits = CPU_TASK_LIMITS[name];
    const timeoutMs = options.timeoutMs?.[name] ?? limits.timeoutMs;
    if (owner) {
      change(perUser, owner.userId, 1);
      change(perWorkspace, owner.workspaceId, 1);
    }
    try {
      const answer = await pool.run(
        { name, input },
        { signal: AbortSignal.timeout(timeoutMs), transferList: transfer },
      );
      if ('refused' in answer) {
        throw new HttpError(answer.refused.status, answer.refused.body as ErrorBody);
      }
      return answer.output as CpuOutput<Name>;
    } catch (error) {
      if (isAbort(error) || isOutOfMemory(error)) {
        const refusal = HttpError.simple(limits.tooLong.status, limits.tooLong.detail);
        refusal.cause = error;
        throw refusal;
      }
      throw error;
    } finally {
      if (owner) {
        change(perUser, owner.userId, -1);
        change(perWorkspace, owner.workspaceId, -1);
      }
    }
  }

  return {
    run,
    close: () => pool.destroy(),
  };
}
