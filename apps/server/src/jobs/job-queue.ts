import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  fromDrizzle,
  PgBoss,
  type Db,
  type DrizzleTransactionLike,
  type JobWithMetadata,
  type QueuePolicy,
} from 'pg-boss';
import type { Database } from '../db/database';

/**
 * Background work as jobs on pg-boss, a PostgreSQL-backed queue (docs/decisions.md "Background
 * work on a job queue"): each job is its own row, claimed by one instance at a time, retried
 * with backoff when it fails, parked after its last try with the error, and taken over by another
 * instance when the one running it dies. One failing job never delays another.
 */

/** The job store: the app's database, reached as pg-boss asks (one SQL call at a time). */
export interface JobDatabase {
  backend: 'postgres' | 'pglite';
  executeSql: Db['executeSql'];
}

/** pg-boss's tables live in a schema of their own. */
const SCHEMA = 'jobs';

export interface JobDefinition<Data extends object = object> {
  name: string;
  run(data: Data, job: { id: string; attempt: number; send: JobQueue['send'] }): Promise<void>;
  /** Tries after the first before the job is parked; the delays double from `retryDelaySeconds`. */
  retries: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds?: number;
  /** How long one try may take before another instance may take it over. */
  expireInSeconds: number;
  /** `exclusive`: one job per singleton key queued or running; `short`: one queued per key. */
  policy?: Extract<QueuePolicy, 'standard' | 'short' | 'exclusive'>;
  /** Jobs this instance runs at once. */
  concurrency?: number;
  /** After the last try failed: the job is parked, with this error. */
  parked?(data: Data, error: unknown): Promise<void>;
  /** A cron expression (UTC) on which a job of this queue is sent. */
  cron?: string;
  /** How often this instance asks for a job of the queue (1 s unless said). */
  pollSeconds?: number;
  /** A job of it is queued when the queue starts (a sweep's first). */
  startAtOnce?: boolean;
}

interface SendOptions {
  singletonKey?: string;
  /** Not before this moment. */
  startAfter?: Date;
  /** Sent in this transaction: the job exists if and only if the transaction commits. */
  transaction?: Database;
}

interface QueueCounts {
  queue: string;
  /** Waiting to run (including those waiting to retry). */
  queued: number;
  running: number;
  /** Parked: failed their last try, kept with their error. */
  parked: number;
}

export interface JobQueue {
  /** Adds a job; false when its singleton key already has one queued (or running). */
  send(name: string, data: object, options?: SendOptions): Promise<boolean>;
  counts(): Promise<QueueCounts[]>;
  /** Tries that failed on this instance since it started, by queue. */
  failures(): Record<string, number>;
  close(): Promise<void>;
}

/** How long a running job goes without a heartbeat before it counts as its instance's death. */
const HEARTBEAT_SECONDS = 10;
const POLL_SECONDS = 1;

function bossOf(database: JobDatabase, options: { supervise: boolean }): PgBoss {
  return new PgBoss({
    db: { executeSql: database.executeSql },
    backend: database.backend,
    schema: SCHEMA,
    supervise: options.supervise,
    schedule: options.supervise,
    migrate: true,
    // The monitor finds jobs whose instance died (no heartbeat) and hands them to another.
    monitorIntervalSeconds: HEARTBEAT_SECONDS,
    superviseIntervalSeconds: HEARTBEAT_SECONDS,
    cronMonitorIntervalSeconds: 30,
  });
}

/** Creates or updates pg-boss's tables: part of the database's migration. */
export async function migrateJobStore(database: JobDatabase): Promise<void> {
  const boss = bossOf(database, { supervise: false });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false });
}

/** pg-boss's SQL inside one of our transactions (our driver-neutral type answers `unknown`). */
const inTransaction = (transaction: Database) =>
  fromDrizzle(transaction as unknown as DrizzleTransactionLike, sql);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function startJobQueue(
  database: JobDatabase,
  definitions: JobDefinition[],
  log: FastifyBaseLogger,
  options: { stopTimeoutMs: number; retryDelayScale: number },
): Promise<JobQueue> {
  const boss = bossOf(database, { supervise: true });
  let lastError = '';
  boss.on('error', (error: unknown) => {
    // An outage makes every poll fail the same way: said once, until something else happens.
    if (errorText(error) === lastError) return;
    lastError = errorText(error);
    log.warn({ err: error }, 'the job queue could not reach its database');
  });
  await boss.start();
  const failed: Record<string, number> = {};
  const workers = new Map<string, string>();
  const send: JobQueue['send'] = async (name, data, sendOptions = {}) => {
    const id = await boss.send(name, data, {
      ...(sendOptions.singletonKey && { singletonKey: sendOptions.singletonKey }),
      ...(sendOptions.startAfter && { startAfter: sendOptions.startAfter }),
      ...(sendOptions.transaction && { db: inTransaction(sendOptions.transaction) }),
    });
    // This instance's worker takes a job due now at once, without waiting for its next poll.
    const worker = workers.get(name);
    if (id !== null && worker && !sendOptions.startAfter && !sendOptions.transaction) {
      boss.notifyWorker(worker);
    }
    return id !== null;
  };
  for (const definition of definitions) {
    const retryDelay = Math.round(definition.retryDelaySeconds * options.retryDelayScale);
    const queue = {
      policy: definition.policy ?? 'standard',
      retryLimit: definition.retries,
      retryDelay,
      retryBackoff: retryDelay > 0,
      ...(retryDelay > 0 &&
        definition.retryDelayMaxSeconds && { retryDelayMax: definition.retryDelayMaxSeconds }),
      expireInSeconds: definition.expireInSeconds,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      deleteAfterSeconds: 86_400,
    } as const;
    await boss.createQueue(definition.name, queue);
    const { policy: _policy, ...changeable } = queue;
    await boss.updateQueue(definition.name, changeable);
    failed[definition.name] = 0;
    const worker = await boss.work(
      definition.name,
      {
        includeMetadata: true,
        pollingIntervalSeconds: definition.pollSeconds ?? POLL_SECONDS,
        localConcurrency: definition.concurrency ?? 1,
      },
      async ([job]: JobWithMetadata<object>[]) => {
        if (!job) return;
        const attempt = job.retryCount + 1;
        try {
          await definition.run(job.data, { id: job.id, attempt, send });
        } catch (error) {
          failed[definition.name] = (failed[definition.name] ?? 0) + 1;
          const last = job.retryCount >= job.retryLimit;
          log.warn(
            { err: error, queue: definition.name, job: job.id, data: job.data, attempt },
            last
              ? `job parked after ${attempt} tries: ${errorText(error)}`
              : `job failed (try ${attempt} of ${job.retryLimit + 1}), retried later: ${errorText(error)}`,
          );
          if (last) {
            await definition
              .parked?.(job.data, error)
              .catch((hookError: unknown) =>
                log.warn({ err: hookError, queue: definition.name }, 'could not mark a parked job'),
              );
          }
          throw error;
        }
      },
    );
    workers.set(definition.name, worker);
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
  }
  for (const definition of definitions) {
    if (definition.startAtOnce) await send(definition.name, {});
  }

  return {
    send,
    async counts() {
      const queues = await boss.getQueues(definitions.map((definition) => definition.name));
      return queues.map((queue) => ({
        queue: queue.name,
        queued: queue.queuedCount,
        running: queue.activeCount,
        parked: queue.failedCount,
      }));
    },
    failures: () => ({ ...failed }),
    async close() {
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs });
    },
  };
}

/** The longest pause between two sweeps, whatever their settings ask. */
const LONGEST_SWEEP_PAUSE_MS = 60_000;

/**
 * A sweep: a job that looks for work (and queues a job for each piece found), then queues itself
 * again `everyMs` later (a minute at most). One sweep waits at a time, for all instances; each
 * minute's cron job starts the chain again if it ever broke; the queue's start starts it.
 */
export function sweepJob(
  name: string,
  everyMs: number,
  sweep: (send: JobQueue['send']) => Promise<void>,
): JobDefinition {
  const pauseMs = Math.min(LONGEST_SWEEP_PAUSE_MS, everyMs);
  return {
    name,
    policy: 'short',
    retries: 3,
    retryDelaySeconds: 1,
    expireInSeconds: 60,
    cron: '* * * * *',
    startAtOnce: true,
    async run(_data, { send }) {
      try {
        await sweep(send);
      } finally {
        await send(name, {}, { startAfter: new Date(Date.now() + pauseMs) });
      }
    },
  };
}
