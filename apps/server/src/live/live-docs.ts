import { publishDocLinksEvents } from '../modules/docs/docs.events';
import { Hocuspocus, type Document } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import * as Y from 'yjs';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { EventBus } from '../events/bus';
import {
  publishLiveDocsReset,
  resetLiveDocIds,
  userWithChangedRights,
} from '../events/live-doc-events';
import { endedSessionIds } from '../events/session-events';
import type { HistoryRecorder } from '../modules/docs/docs-history.jobs';
import type { DocMentions } from '../modules/docs/docs-mentions';
import type { LiveDocs } from '../modules/docs/docs.deps';
import { contentUpdateTo } from '../modules/docs/docs-content';
import { loadContent } from '../modules/docs/docs-contents.repository';
import { authorizeLiveDoc, docIdOf, LiveAccessDenied, type LiveAccess } from './live-auth';
import { EDITOR_FIELD } from './plain-text';
import { LiveDocRelay, redisTarget } from './redis-relay';
import { createLiveSaver, SAVE_AT_LEAST_EVERY_MS, SAVE_QUIET_MS, type SaveCounts } from './saving';

/** Hocuspocus's 'Unauthorized' close code. */
const SESSION_ENDED = { code: 4401, reason: 'Session ended' };
/** The doc changed under its editors (locked, unlocked, archived, deleted): they reconnect. */
const DOC_RESET = { code: 4409, reason: 'Document changed' };

export interface LiveContext {
  /** The doc id of the websocket's URL; the provider's document name must match it. */
  urlDocId: number;
  /** The client's address (behind trusted proxies: the forwarded one), for rate limits. */
  ip?: string;
  access?: LiveAccess;
}

export interface LiveServer extends LiveDocs {
  hocuspocus: Hocuspocus<LiveContext>;
  /** Saves every open doc now, then disconnects everyone (shutdown). */
  flushAndClose(): Promise<void>;
  saveCounts(): SaveCounts;
}

export function createLiveServer(deps: {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  bus: EventBus;
  /** Counts a visitor's connection against the share links' per-IP limit; throws past it. */
  countPublicRead: (ip: string) => Promise<void>;
  /** Page history: told when the last editor of a doc someone changed has left. */
  history: Pick<HistoryRecorder, 'editingEnded'>;
  /** Mentions in docs: told of every save. */
  mentions?: Pick<DocMentions, 'saved'>;
}): LiveServer {
  const { db, config, log, bus } = deps;
  const relay = config.redisUrl
    ? new LiveDocRelay(
        { ...redisTarget(config.redisUrl), prefix: `${config.redisKeyPrefix}live` },
        log,
      )
    : null;
  const extensions = relay ? [relay] : [];

  const saver = createLiveSaver({
    db,
    log,
    hocuspocus: () => hocuspocus,
    saved: (docId, document, authors) => deps.mentions?.saved(docId, document, authors),
    linksChanged: (docId, targets) => {
      publishDocLinksEvents({ db, bus }, targets, null).catch((error: unknown) =>
        log.warn({ err: error, doc: docId }, "could not tell of a doc's changed links"),
      );
    },
  });
  /** The open docs someone changed over a websocket since they were loaded. */
  const edited = new Set<string>();
  const hocuspocus = new Hocuspocus<LiveContext>({
    quiet: true,
    debounce: SAVE_QUIET_MS,
    maxDebounce: SAVE_AT_LEAST_EVERY_MS,
    extensions,
    async onAuthenticate({ token, documentName, context, connectionConfig }) {
      const docId = docIdOf(documentName);
      if (docId === null || docId !== context.urlDocId)
        throw new LiveAccessDenied('Wrong document');
      const access = await authorizeLiveDoc(db, token, docId, () =>
        deps.countPublicRead(context.ip ?? 'unknown'),
      );
      connectionConfig.readOnly = access.readOnly;
      return { ...context, access };
    },
    async beforeHandleAwareness({ context, states }) {
      // Visitors of a share link only read: a caret or a name of theirs would be made up.
      if (context?.access?.share) states.clear();
    },
    async onLoadDocument({ documentName, document }) {
      const docId = docIdOf(documentName);
      const saved = docId === null ? null : await loadContent(db, docId);
      if (saved && saved.state.length > 0) Y.applyUpdate(document, saved.state);
      saver.loaded(document);
      return document;
    },
    async connected({ connection, documentName }) {
      // What the database holds, so the editor knows which of its changes are saved.
      const saved = saver.savedMessage(documentName);
      if (saved) connection.sendStateless(saved);
    },
    async onChange({ documentName, context }) {
      const userId = (context as LiveContext | undefined)?.access?.userId;
      if (userId == null) return;
      saver.edited(documentName, userId);
      edited.add(documentName);
    },
    async onStoreDocument({ document }) {
      await saver.store(document);
    },
    async beforeUnloadDocument({ document }) {
      saver.assertUnloadable(document);
    },
    async afterUnloadDocument({ documentName }) {
      saver.unloaded(documentName);
      const docId = docIdOf(documentName);
      if (edited.delete(documentName) && docId !== null) deps.history.editingEnded(docId);
    },
  });

  const openDoc = (docId: number): Document | undefined => hocuspocus.documents.get(`doc:${docId}`);

  // A connection ends with the session it was opened with (sign-out, password reset...), or
  // when its doc changes what it allows (locked, unlocked, archived, deleted), or when its user's
  // role or team right changes, on whichever
  // instance holds it. Its socket closes too, so the provider reconnects and has to
  // authenticate again: only a live token gets back in, and only as far as the doc now allows.
  const unsubscribe = bus.subscribe((event) => {
    const ended = endedSessionIds(event);
    const resetDocs = resetLiveDocIds(event);
    const rightsChanged = userWithChangedRights(event);
    if (ended.size === 0 && resetDocs.size === 0 && rightsChanged === null) return;
    for (const document of hocuspocus.documents.values()) {
      const docId = docIdOf(document.name);
      const docReset = docId !== null && resetDocs.has(docId);
      for (const connection of document.getConnections()) {
        const access = (connection.context as LiveContext).access;
        const sessionEnded = access?.sessionId != null && ended.has(access.sessionId);
        // Visitors of a share link only read: public-readers.ts closes theirs once it stops working.
        const member = access !== undefined && access.share === undefined;
        const reset =
          member && (docReset || (rightsChanged !== null && access.userId === rightsChanged));
        if (!reset && !sessionEnded) continue;
        const why = sessionEnded ? SESSION_ENDED : DOC_RESET;
        connection.close(why);
        connection.webSocket.close(why.code, why.reason);
      }
    }
  });

  return {
    hocuspocus,
    async currentState(docId) {
      const open = openDoc(docId);
      if (open) return Y.encodeStateAsUpdate(open);
      return (await loadContent(db, docId))?.state ?? null;
    },
    async replaceContent(docId, state) {
      const source = new Y.Doc();
      if (state.length > 0) Y.applyUpdate(source, state);
      const update = await contentUpdateTo(source.getXmlFragment(EDITOR_FIELD));
      const connection = await hocuspocus.openDirectConnection(`doc:${docId}`, { urlDocId: docId });
      try {
        await connection.transact((document) => {
          const fragment = document.getXmlFragment(EDITOR_FIELD);
          if (update) {
            update(document, fragment);
            return;
          }
          fragment.delete(0, fragment.length);
          const copies = source
            .getXmlFragment(EDITOR_FIELD)
            .toArray()
            .map((node) => node.clone());
          fragment.insert(0, copies as (Y.XmlElement | Y.XmlText)[]);
        });
      } finally {
        await connection.disconnect();
      }
    },
    async resetDocs(docIds) {
      await publishLiveDocsReset(bus, docIds);
    },
    saveCounts: () => saver.counts(),
    async flushAndClose() {
      unsubscribe();
      await saver.flushAll();
      hocuspocus.closeConnections();
      await relay?.onDestroy();
    },
  };
}
