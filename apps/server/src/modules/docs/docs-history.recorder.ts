import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  docsDueForVersion,
  docsWithHistoryToThin,
  recordVersion,
  thinHistory,
} from './docs-history.repository';

/** Retention runs at the first sweep, then this often. */
const THIN_EVERY_MS = 3_600_000;
const LONGEST_SWEEP_PAUSE_MS = 60_000;

/** Records docs' versions (page history) when their editing pauses or ends, and thins old ones. */
export interface HistoryRecorder {
  /** The last editor of a doc left: its version now. */
  editingEnded(docId: number): void;
  close(): Promise<void>;
}

/**
 * Every instance sweeps the database for docs whose saves went quiet (or have waited too long for
 * a version), so a version is recorded even after a crash; `recordVersion` records each change
 * once however many instances try.
 */
export function startHistoryRecorder(deps: {
  db: Database;
  log: FastifyBaseLogger;
  settings: Config['history'];
}): HistoryRecorder {
  const { db, log, settings } = deps;
  const pending = new Set<Promise<unknown>>();
  let closed = false;
  let sweeping = false;
  let thinnedAt = 0;

  const track = (work: Promise<unknown>) => {
    const tracked = work.catch((error: unknown) =>
      log.warn({ err: error }, 'could not record page history'),
    );
    pending.add(tracked);
    void tracked.finally(() => pending.delete(tracked));
  };

  async function sweep(): Promise<void> {
    for (const docId of await docsDueForVersion(db, settings)) {
      if (closed) return;
      await recordVersion(db, docId);
    }
    if (Date.now() - thinnedAt < THIN_EVERY_MS) return;
    thinnedAt = Date.now();
    const keepAllSince = new Date(Date.now() - settings.keepAllMs);
    for (const docId of await docsWithHistoryToThin(db, keepAllSince)) {
      if (closed) return;
      await thinHistory(db, docId, keepAllSince);
    }
  }

  const timer = setInterval(
    () => {
      if (sweeping || closed) return;
      sweeping = true;
      track(sweep().finally(() => (sweeping = false)));
    },
    Math.min(LONGEST_SWEEP_PAUSE_MS, settings.quietMs / 4, settings.atLeastEveryMs / 4),
  );
  timer.unref();

  return {
    editingEnded(docId) {
      if (!closed) track(recordVersion(db, docId));
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}
