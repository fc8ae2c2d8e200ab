import type { Hocuspocus } from '@hocuspocus/server';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle, PoolState } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { JobQueue } from '../../jobs/job-queue';
import type { LiveServer } from '../../live/live-docs';

/** The parts of the app whose state the metrics read at each scrape. */
export interface MetricsSources {
  database: Pick<DatabaseHandle, 'kind' | 'poolState'>;
  bus: Pick<EventBus, 'state'>;
  transport: 'redis' | 'in-process';
  live: Pick<LiveServer, 'hocuspocus' | 'saveCounts'>;
  sseStreams: ReadonlySet<unknown>;
  jobs: Pick<JobQueue, 'counts' | 'failures'>;
}

function gauge(registry: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/** A counter whose total another module keeps: read at each scrape, like a gauge. */
function counter(registry: Registry, name: string, help: string, read: () => number): void {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}

function info(registry: Registry, name: string, help: string, labels: Record<string, string>) {
  new Gauge({ name, help, labelNames: Object.keys(labels), registers: [registry] }).set(labels, 1);
}

/** Websockets on live docs (one socket may carry several docs); server-side connections aside. */
function liveSockets(hocuspocus: Hocuspocus): number {
  const sockets = new Set<string>();
  for (const document of hocuspocus.documents.values()) {
    for (const connection of document.getConnections()) sockets.add(connection.socketId);
  }
  return sockets.size;
}

function observeDatabase(registry: Registry, database: MetricsSources['database']): void {
  info(registry, 'hangar_db_engine_info', 'The database engine (always 1)', {
    engine: database.kind,
  });
  const pool = database.poolState;
  if (!pool) return;
  const pooled = (name: string, help: string, read: (state: PoolState) => number) =>
    gauge(registry, name, help, () => read(pool()));
  pooled('hangar_db_pool_connections', 'Connections the pool holds open', (s) => s.total);
  pooled('hangar_db_pool_idle_connections', 'Open connections not in use', (s) => s.idle);
  pooled('hangar_db_pool_waiting_queries', 'Queries waiting for a connection', (s) => s.waiting);
  pooled('hangar_db_available', '1 while the database answers, 0 while it is unreachable', (s) =>
    s.available ? 1 : 0,
  );
}

function observeBus(registry: Registry, sources: MetricsSources): void {
  const { bus } = sources;
  info(registry, 'hangar_event_bus_info', 'How live events reach other instances (always 1)', {
    transport: sources.transport,
  });
  gauge(
    registry,
    'hangar_event_bus_linked',
    '1 while the link to the other instances works, 0 while it is down (events then go through the database)',
    () => (bus.state().linked ? 1 : 0),
  );
  counter(
    registry,
    'hangar_events_published_total',
    'Live events this instance published',
    () => bus.state().published,
  );
  counter(
    registry,
    'hangar_events_delivered_total',
    "Live events this instance's listeners heard, from any instance",
    () => bus.state().delivered,
  );
}

function observeJobs(registry: Registry, jobs: MetricsSources['jobs']): void {
  new Gauge({
    name: 'hangar_jobs',
    help: 'Background jobs by queue and state: queued (waiting to run or to retry), running, parked (failed their last try)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const counts of await jobs.counts()) {
        for (const state of ['queued', 'running', 'parked'] as const) {
          this.set({ queue: counts.queue, state }, counts[state]);
        }
      }
    },
  });
  new Counter({
    name: 'hangar_job_failures_total',
    help: 'Tries of background jobs that failed on this instance, by queue',
    labelNames: ['queue'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [queue, failed] of Object.entries(jobs.failures())) this.inc({ queue }, failed);
    },
  });
}

/** Gauges and counters of the live docs, live events and database, read when scraped. */
export function observeSources(registry: Registry, sources: MetricsSources): void {
  const { live } = sources;
  gauge(registry, 'hangar_live_connections', 'Websocket connections to live docs', () =>
    liveSockets(live.hocuspocus),
  );
  gauge(registry, 'hangar_live_docs_loaded', 'Live docs loaded in memory', () =>
    live.hocuspocus.getDocumentsCount(),
  );
  counter(
    registry,
    'hangar_live_doc_saves_total',
    'Saves of live docs into the database',
    () => live.saveCounts().saved,
  );
  counter(
    registry,
    'hangar_live_doc_save_failures_total',
    'Attempts to save a live doc that failed',
    () => live.saveCounts().failed,
  );
  gauge(
    registry,
    'hangar_sse_subscribers',
    'Open live-event streams (GET /api/sub)',
    () => sources.sseStreams.size,
  );
  observeDatabase(registry, sources.database);
  observeBus(registry, sources);
  observeJobs(registry, sources.jobs);
}
