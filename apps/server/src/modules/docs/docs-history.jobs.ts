import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { CpuPool } from '../../cpu/cpu-pool';
import type { Database } from '../../db/client';
import { sweepJob, type JobDefinition, type JobQueue } from '../../jobs/job-queue';
import {
  docsDueForVersion,
  docsWithHistoryToThin,
  markHistoryParked,
  recordVersion,
  thinHistory,
} from './docs-history.repository';

/**
 * Page history's background work, as jobs (jobs/job-queue.ts): a sweep finds the docs whose saves
 * went quiet (or have waited too long for a version) and queues one version job a doc, so a doc
 * whose state cannot be read fails alone, is parked, and is tried again only after a new save.
 */

const HISTORY_JOBS = {
  sweep: 'history-sweep',
  version: 'history-version',
  thinSweep: 'history-thin-sweep',
  thin: 'history-thin',
} as const;

/** Records docs' versions when their editing pauses or ends. */
export interface HistoryRecorder {
  /** The last editor of a doc left: its version now. */
  editingEnded(docId: number): void;
}

const versionKey = (docId: number) => `doc:${docId}`;

/** Queues one job of `name` for each doc, unless one for the doc is queued already. */
async function sendForEachDoc(send: JobQueue['send'], name: string, docIds: number[]) {
  for (const docId of docIds) await send(name, { docId }, { singletonKey: versionKey(docId) });
}

export function historyJobs(deps: {
  db: Database;
  cpu: CpuPool;
  settings: Config['history'];
}): JobDefinition[] {
  const { db, cpu, settings } = deps;
  const sweep = sweepJob(
    HISTORY_JOBS.sweep,
    Math.min(settings.quietMs / 4, settings.atLeastEveryMs / 4),
    async (send) =>
      sendForEachDoc(send, HISTORY_JOBS.version, await docsDueForVersion(db, settings)),
  );
  const version: JobDefinition<{ docId: number }> = {
    name: HISTORY_JOBS.version,
    policy: 'exclusive',
    retries: 4,
    retryDelaySeconds: 2,
    retryDelayMaxSeconds: 300,
    expireInSeconds: 120,
    concurrency: 2,
    async run({ docId }) {
      await recordVersion({ db, cpu }, docId);
    },
    async parked({ docId }) {
      await markHistoryParked(db, docId);
    },
  };
  const thinSweep: JobDefinition = {
    name: HISTORY_JOBS.thinSweep,
    policy: 'short',
    retries: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
    pollSeconds: 10,
    cron: '17 * * * *',
    async run(_data, { send }) {
      const keepAllSince = new Date(Date.now() - settings.keepAllMs);
      await sendForEachDoc(send, HISTORY_JOBS.thin, await docsWithHistoryToThin(db, keepAllSince));
    },
  };
  const thin: JobDefinition<{ docId: number }> = {
    name: HISTORY_JOBS.thin,
    policy: 'exclusive',
    retries: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
    pollSeconds: 10,
    async run({ docId }) {
      await thinHistory(db, docId, new Date(Date.now() - settings.keepAllMs));
    },
  };
  return [sweep, version, thinSweep, thin] as JobDefinition[];
}

export function historyRecorder(jobs: JobQueue, log: FastifyBaseLogger): HistoryRecorder {
  return {
    editingEnded(docId) {
      jobs
        .send(HISTORY_JOBS.version, { docId }, { singletonKey: versionKey(docId) })
        .catch((error: unknown) =>
          // The sweep queues it once the doc's saves have been quiet a while.
          log.warn({ err: error, docId }, 'could not queue a version of a doc'),
        );
    },
  };
}
