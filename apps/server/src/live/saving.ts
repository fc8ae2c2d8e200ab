import type { LiveDocMessage } from '@hangar/contracts/docs';
import { decodeBase64, encodeSavedSnapshot } from '@hangar/domain/unsaved-changes';
import type { Document, Hocuspocus, LocalTransactionOrigin } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import * as Y from 'yjs';
import type { Database } from '../db/client';
import { saveLiveContent } from '../modules/docs/docs-contents.repository';
import { docIdOf } from './live-auth';
import { pageLinkTargets } from './page-links';
import { plainText } from './plain-text';

/** Saved this long after the last change, and at least this often while people keep typing. */
export const SAVE_QUIET_MS = 1000;
export const SAVE_AT_LEAST_EVERY_MS = 1500;
/** A failed save is tried again after this, doubling up to the maximum. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 5000;

/** What another instance saved, folded into this one's doc at a save: stored already. */
const FROM_DATABASE: LocalTransactionOrigin = { source: 'local', skipStoreHooks: true };

/** Thrown by the unload guard: Hocuspocus then keeps the doc in memory (and logs nothing). */
class KeepInMemory extends Error {
  constructor() {
    super('');
  }
}

/** Saves of live docs since the server started: stored, and attempts that failed. */
export interface SaveCounts {
  saved: number;
  failed: number;
}

export interface LiveSaver {
  /** The doc was loaded from the database: what it holds now is stored. */
  loaded(document: Document): void;
  /** Someone changed the doc: the next save names them among its authors (page history). */
  edited(documentName: string, userId: number): void;
  /** Hocuspocus's store hook: saves now; a failure is retried with backoff until it succeeds. */
  store(document: Document): Promise<void>;
  /** The `saved` message of a doc, for a connection that just opened. */
  savedMessage(documentName: string): string | null;
  /** Hocuspocus's unload guard: a doc whose changes are not all stored stays in memory. */
  assertUnloadable(document: Document): void;
  unloaded(documentName: string): void;
  /** Shutdown: one last save of every open doc, no more retries. */
  flushAll(): Promise<void>;
  counts(): SaveCounts;
}

function message(body: LiveDocMessage): string {
  return JSON.stringify(body);
}

export function createLiveSaver(deps: {
  db: Database;
  log: FastifyBaseLogger;
  hocuspocus: () => Hocuspocus;
  /** A save stored the doc, with these people's changes. */
  saved?: (docId: number, document: Y.Doc, authors: number[]) => void;
  /** A save changed which docs this one links to: these gained or lost a link. */
  linksChanged?: (docId: number, targets: number[]) => void;
}): LiveSaver {
  const { db, log } = deps;
  /** Per open doc: the snapshot (base64) of what the database holds. */
  const stored = new Map<string, string>();
  /** Saves to try again (or, for a doc about to unload, to do at all). */
  const retries = new Map<string, { timer: NodeJS.Timeout }>();
  const failures = new Map<string, number>();
  /** Per open doc: who changed it since its last save. */
  const editors = new Map<string, Set<number>>();
  let closing = false;
  const counts: SaveCounts = { saved: 0, failed: 0 };

  /** Stores the doc merged with what the database holds; tells its editors what is stored. */
  async function persist(document: Document): Promise<void> {
    const docId = docIdOf(document.name);
    if (docId === null) return;
    let snapshot = '';
    const authors = [...(editors.get(document.name) ?? [])];
    editors.delete(document.name);
    const merge = (storedState: Uint8Array | null) => {
      if (storedState && storedState.length > 0)
        Y.applyUpdate(document, storedState, FROM_DATABASE);
      snapshot = encodeSavedSnapshot(document);
      return {
        state: Y.encodeStateAsUpdate(document),
        text: plainText(document),
        links: pageLinkTargets(document),
      };
    };
    let changedLinks: number[] | null;
    try {
      changedLinks = await saveLiveContent(db, docId, merge, authors);
    } catch (error) {
      counts.failed += 1;
      for (const userId of authors) noteEditor(document.name, userId);
      throw error;
    }
    counts.saved += 1;
    const exists = changedLinks !== null;
    // A deleted doc has nothing left to keep: it may unload.
    stored.set(document.name, exists ? snapshot : encodeSavedSnapshot(document));
    if (!exists) return;
    document.broadcastStateless(message({ type: 'saved', snapshot }));
    deps.saved?.(docId, document, authors);
    if (changedLinks && changedLinks.length > 0) deps.linksChanged?.(docId, changedLinks);
  }

  function noteEditor(documentName: string, userId: number): void {
    const names = editors.get(documentName) ?? new Set<number>();
    names.add(userId);
    editors.set(documentName, names);
  }

  function succeeded(document: Document): void {
    const pending = retries.get(document.name);
    if (pending) clearTimeout(pending.timer);
    retries.delete(document.name);
    if (failures.delete(document.name))
      log.info({ doc: document.name }, 'a live doc is saved again');
  }

  function failed(document: Document, error: unknown): void {
    const attempt = (failures.get(document.name) ?? 0) + 1;
    failures.set(document.name, attempt);
    if (closing || retries.has(document.name)) return;
    const delay = Math.min(RETRY_FIRST_MS * 2 ** (attempt - 1), RETRY_MAX_MS);
    const level = attempt === 1 ? 'error' : 'warn';
    log[level](
      { err: error, doc: document.name, attempt, retryInMs: delay },
      'could not save a live doc',
    );
    document.broadcastStateless(message({ type: 'save-failed', retry_in_ms: delay }));
    saveLater(document, delay);
  }

  function saveLater(document: Document, delay: number): void {
    const timer = setTimeout(() => {
      retries.delete(document.name);
      void retry(document);
    }, delay);
    retries.set(document.name, { timer });
  }

  async function retry(document: Document): Promise<void> {
    try {
      await document.saveMutex.runExclusive(() => persist(document));
      succeeded(document);
    } catch (error) {
      failed(document, error);
      return;
    }
    if (document.getConnectionsCount() === 0) await deps.hocuspocus().unloadDocument(document);
  }

  function hasUnstoredChanges(document: Document): boolean {
    const snapshot = stored.get(document.name);
    if (snapshot === undefined) return true;
    return !Y.snapshotContainsUpdate(
      Y.decodeSnapshot(decodeBase64(snapshot)),
      Y.encodeStateAsUpdate(document),
    );
  }

  return {
    loaded(document) {
      stored.set(document.name, encodeSavedSnapshot(document));
    },
    edited: noteEditor,
    async store(document) {
      try {
        await persist(document);
        succeeded(document);
      } catch (error) {
        failed(document, error);
      }
    },
    savedMessage(documentName) {
      const snapshot = stored.get(documentName);
      return snapshot === undefined ? null : message({ type: 'saved', snapshot });
    },
    assertUnloadable(document) {
      if (closing || !hasUnstoredChanges(document)) return;
      // Changes with no save of their own on this instance (relayed from another): save them.
      if (!retries.has(document.name)) saveLater(document, 0);
      throw new KeepInMemory();
    },
    unloaded(documentName) {
      stored.delete(documentName);
      editors.delete(documentName);
      failures.delete(documentName);
      const pending = retries.get(documentName);
      if (pending) clearTimeout(pending.timer);
      retries.delete(documentName);
    },
    async flushAll() {
      closing = true;
      for (const { timer } of retries.values()) clearTimeout(timer);
      retries.clear();
      for (const document of deps.hocuspocus().documents.values()) {
        await persist(document).catch((error: unknown) =>
          log.error({ err: error, doc: document.name }, 'could not save a live doc at shutdown'),
        );
      }
    },
    counts: () => ({ ...counts }),
  };
}
