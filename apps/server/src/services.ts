import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createEventBus, type EventBus } from './events/bus';
import { createInProcessTransport } from './events/in-process-transport';
import { createRedisTransport } from './events/redis-transport';
import {
  createMemoryRateLimitStore,
  createRateLimiter,
  createRedisRateLimitStore,
  type RateLimiter,
  type RateLimitStore,
} from './http/rate-limit';
import { createCallerCache, type CallerCache } from './http/caller-cache';
import { createCpuPool, type CpuPool } from './cpu/cpu-pool';
import { authTokenJobs } from './modules/auth/auth-tokens.jobs';
import { newDeviceJobs } from './modules/auth/auth-new-device.jobs';
import { securityNoticeJobs } from './modules/two-factor/two-factor-notices.jobs';
import { trashJobs } from './modules/trash/trash.jobs';
import { docImportJobs } from './modules/docs/docs-import-jobs';
import { historyJobs, historyRecorder } from './modules/docs/docs-history.jobs';
import { inboxJobs } from './modules/inbox/inbox.jobs';
import { eventJobs } from './events/events.jobs';
import { startJobQueue, type JobQueue } from './jobs/job-queue';
import { startDocMentions } from './modules/docs/docs-mentions';
import { createDocTreeCache, type DocTreeCache } from './modules/docs/docs-tree-cache';
import { createLiveServer, type LiveServer } from './live/live-docs';
import { watchShareLinks } from './live/public-readers';
import { applyProviderEvent } from './modules/billing/billing-sync';
import { createPayments, type Payments } from './payments/payments';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { createMetrics, type Metrics } from './modules/metrics/metrics-registry';
import { RATE_LIMITS, type RateLimitPolicies } from './modules/auth/auth-rate-limits';
import { createLocalFileStorage, type FileStorage } from './storage/file-storage';

/** The long-lived parts every module uses, each behind a small interface with an embedded default. */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  bus: EventBus;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  rateLimits: RateLimitPolicies;
  storage: FileStorage;
  /** Live co-editing of docs (Hocuspocus). */
  live: LiveServer;
  /** The card payment provider: Stripe, or the embedded sandbox. */
  payments: Payments;
  /** Sessions and memberships every call checks, remembered until the bus says they changed. */
  callers: CallerCache;
  /** Each project's docs tree, until a doc of it changes. */
  trees: DocTreeCache;
  /** Worker threads for CPU-heavy work (imports, exports, versions), off the event loop. */
  cpu: CpuPool;
  /** Background work: page history's versions, inbox e-mails, clean-ups (pg-boss). */
  jobs: JobQueue;
  /** The open live-event streams (GET /sub) of this instance. */
  sseStreams: Set<ServerResponse>;
  /** Prometheus metrics, null unless METRICS_TOKEN or METRICS_BIND is set. */
  metrics: Metrics | null;
  close(): Promise<void>;
}

export async function createServices(
  config: Config,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  overrides: { rateLimits?: Partial<RateLimitPolicies> } = {},
): Promise<AppServices> {
  const transport = config.redisUrl
    ? createRedisTransport(config.redisUrl, config.redisKeyPrefix, log)
    : createInProcessTransport();
  const bus = await createEventBus({ db: database.db, transport, log });

  const rateLimitStore: RateLimitStore = config.redisUrl
    ? await createRedisRateLimitStore(config.redisUrl, config.redisKeyPrefix, log)
    : createMemoryRateLimitStore();

  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'mail'), config.mailFrom, log);

  const rateLimiter = createRateLimiter(rateLimitStore);
  const cpu = createCpuPool({ log });
  const rateLimits = { ...RATE_LIMITS, ...overrides.rateLimits };
  const db = database.db;
  // The AWS SDK is loaded (a chunk of its own in the bundle) only when a bucket is configured.
  const storage = config.s3
    ? (await import('./storage/s3-file-storage')).createS3FileStorage(config.s3)
    : createLocalFileStorage(path.join(config.dataDir, 'uploads'));
  const jobs = await startJobQueue(
    database.jobDatabase,
    [
      ...historyJobs({ db, cpu, settings: config.history }),
      ...inboxJobs({ db, mailer, publicUrl: config.publicUrl, delayMs: config.inboxEmailAfterMs }),
      ...eventJobs({ bus, retentionMs: config.eventRetentionMs }),
      ...authTokenJobs({ db }),
      ...newDeviceJobs({ db, mailer, publicUrl: config.publicUrl }),
      ...securityNoticeJobs({ db, mailer, publicUrl: config.publicUrl }),
      ...trashJobs({ db, storage, retentionMs: config.trashRetentionMs }),
      ...docImportJobs({ db, bus, cpu, storage, config }),
    ],
    log,
    { stopTimeoutMs: config.shutdownTimeoutMs / 2, retryDelayScale: config.jobRetryDelayScale },
  );
  const history = historyRecorder(jobs, log);
  const mentions = startDocMentions({ db: database.db, bus, log });
  const live = createLiveServer({
    db: database.db,
    config,
    log,
    bus,
    countPublicRead: (ip) => rateLimiter.consume(rateLimits.publicReadsPerIp, ip),
    history,
    mentions,
  });
  watchShareLinks({ db: database.db, bus, hocuspocus: live.hocuspocus, log });
  const callers = createCallerCache(bus);
  const trees = createDocTreeCache(bus);
  const sseStreams = new Set<ServerResponse>();
  const metrics = createMetrics(
    config.metrics,
    {
      database,
      bus,
      transport: config.redisUrl ? 'redis' : 'in-process',
      live,
      sseStreams,
      jobs,
    },
    log,
  );
  const providerName = config.billing.stripe ? 'stripe' : 'sandbox';
  const payments = await createPayments(config, database.db, async (event) => {
    await applyProviderEvent({ db: database.db, bus, provider: providerName }, event);
  });

  return {
    config,
    database,
    bus,
    live,
    payments,
    callers,
    trees,
    cpu,
    jobs,
    sseStreams,
    metrics,
    mailer,
    rateLimiter,
    rateLimits,
    storage,
    async close() {
      await live.flushAndClose();
      await mentions.close();
      await jobs.close();
      callers.close();
      trees.close();
      await bus.close();
      await rateLimitStore.close();
      mailer.close();
      await cpu.close();
      storage.close();
    },
  };
}
