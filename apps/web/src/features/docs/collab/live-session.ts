import { liveDocMessage, liveDocName, liveDocPath } from '@hangar/contracts/docs';
import { decodeBase64, UnsavedChanges } from '@hangar/domain/unsaved-changes';
import {
  HocuspocusProvider,
  HocuspocusProviderWebsocket,
  MessageType,
  WebSocketStatus,
} from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { apiUrl } from '../../../api/base-url';
import { currentAccessToken } from '../../../api/client';
import { Heartbeat } from './heartbeat';
import { notePending, pendingCount } from './pending-docs';

/** What the live connection of a doc is doing, as the status indicator reads it. */
export interface LiveState {
  connection: 'connecting' | 'connected' | 'disconnected';
  /** A connection opened or failed at least once: before that the doc is still 'connecting'. */
  attempted: boolean;
  /** The first exchange with the server is done: both sides have each other's changes. */
  synced: boolean;
  /** Changes of this browser the database does not hold yet (typed here or left by a visit). */
  unsaved: number;
  /** The server's last save of the doc failed; it is retrying. */
  saveFailing: boolean;
  /** The browser says it has a network (`navigator.onLine`). */
  online: boolean;
  /** The connection looked open but the server stopped answering (see Heartbeat). */
  stalled: boolean;
  /** The server opened the doc read-only (VIEW right, or a locked doc for a guest). */
  readOnly: boolean;
  /** The server refused the connection (no access, archived or gone). */
  denied: boolean;
  /** What the browser kept (IndexedDB) is loaded; true at once when nothing is kept. */
  localLoaded: boolean;
}

/** The longest wait between two connection attempts. */
const RECONNECT_MAX_DELAY_MS = 5000;

/** A new session's state, before it connects. */
export const INITIAL_LIVE_STATE: LiveState = {
  connection: 'connecting',
  attempted: false,
  synced: false,
  unsaved: 0,
  saveFailing: false,
  online: true,
  stalled: false,
  readOnly: false,
  denied: false,
  localLoaded: true,
};

/** What the server always answers: the token, and every sync message (updates included). */
const ANSWERED_MESSAGES = new Set<MessageType | undefined>([MessageType.Sync, MessageType.Auth]);

/** The live-editing websocket of a doc, on the API's host (ws: or wss: like the page). */
function liveDocUrl(docId: number): string {
  const url = new URL(apiUrl('/'), window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = liveDocPath(docId);
  url.search = '';
  return url.toString();
}

/** The browser database that keeps a doc's changes for one user (y-indexeddb). */
function localStoreName(userId: number, docId: number): string {
  return `hangar-doc-${userId}-${docId}`;
}

export interface LiveDocOptions {
  docId: number;
  userId: number;
  /** The saved content from GET .../docs/{id} (base64 Yjs update): shown before the socket syncs. */
  contentState: string;
  /** Keep the changes in the browser (IndexedDB) until the server has them. */
  persist: boolean;
  /** Connect to the live server; false shows the saved content only (an archived doc). */
  live: boolean;
  /** The token to open the doc with instead of the user's (a share link's, always read-only). */
  token?: string;
}

/**
 * One doc's shared state: a Y.Doc filled from the HTTP answer first (never a blank page, even
 * when the websocket fails), kept in IndexedDB (a reload or a closed tab loses nothing), and
 * synced with Hocuspocus, which sends what the server lacks when it reconnects. A change counts
 * as unsaved until the server's `saved` message says the database holds it.
 */
export class LiveDocSession {
  readonly ydoc = new Y.Doc();
  /** Null when the doc is shown from its saved content only. */
  readonly provider: HocuspocusProvider | null = null;
  private socket: HocuspocusProviderWebsocket | null = null;
  private persistence: IndexeddbPersistence | null = null;
  private heartbeat: Heartbeat | null = null;
  private state: LiveState = { ...INITIAL_LIVE_STATE, online: navigator.onLine };
  private readonly unsavedChanges: UnsavedChanges;
  private readonly listeners = new Set<() => void>();
  /** Pages using the session now (see the registry). */
  refs = 0;

  constructor(private readonly options: LiveDocOptions) {
    // The saved content first, before the provider listens: it is not a change of ours.
    if (options.contentState) Y.applyUpdate(this.ydoc, decodeBase64(options.contentState), 'http');
    this.unsavedChanges = new UnsavedChanges(this.ydoc, () =>
      this.update({ unsaved: this.unsavedChanges.count }),
    );
    if (!options.live) this.state = { ...this.state, connection: 'disconnected', attempted: true };
    else this.provider = this.connect();
    window.addEventListener('online', this.networkChanged);
    window.addEventListener('offline', this.networkChanged);
    // After the provider: the changes kept in the browser count as unconfirmed until sent.
    if (options.persist) this.enablePersistence();
  }

  private connect(): HocuspocusProvider {
    const { docId } = this.options;
    // Retries come quickly (at most 5 s apart, not 30 s), and at once when the network is back.
    this.socket = new HocuspocusProviderWebsocket({
      url: liveDocUrl(docId),
      // The retry library refuses a delay below minDelay (1 s by default) and then never connects.
      delay: 500,
      minDelay: 500,
      factor: 2,
      maxDelay: RECONNECT_MAX_DELAY_MS,
    });
    const provider = new HocuspocusProvider({
      websocketProvider: this.socket,
      name: liveDocName(docId),
      document: this.ydoc,
      // Read at each (re)connection: a refreshed token is used once the old one expired.
      token: async () => this.options.token ?? (await currentAccessToken()) ?? '',
      onStatus: ({ status }) => {
        if (status === WebSocketStatus.Connected) this.heartbeat?.start();
        else this.heartbeat?.stop();
        this.update({
          connection: status,
          attempted: this.state.attempted || status !== WebSocketStatus.Connecting,
        });
      },
      onSynced: () => this.update({ synced: true }),
      onDisconnect: () => this.update({ synced: false }),
      onStateless: ({ payload }) => this.serverSaid(payload),
      onAuthenticated: ({ scope }) =>
        this.update({ readOnly: scope === 'readonly', denied: false }),
      onAuthenticationFailed: () => this.update({ denied: true }),
      onOutgoingMessage: ({ message }) => {
        if (ANSWERED_MESSAGES.has(message.type)) this.heartbeat?.sent();
      },
    });
    this.heartbeat = this.watchAnswers(this.socket, provider);
    // A provider given its socket must be attached, or nothing syncs.
    provider.attach();
    return provider;
  }

  /** Notices a connection that stays open while nothing gets through, and replaces it. */
  private watchAnswers(socket: HocuspocusProviderWebsocket, provider: HocuspocusProvider) {
    const heartbeat = new Heartbeat({
      // A sync step the server answers with what we lack (nothing, mostly).
      probe: () => provider.forceSync(),
      onStalledChange: (stalled) => this.update({ stalled }),
      // What a closed socket does: the provider forgets it was synced and authenticated (it
      // hears no 'close' event from a socket dropped by hand), then the socket reconnects.
      reconnect: () => {
        provider.onClose();
        socket.onClose({ event: new CloseEvent('close', { code: 4408, reason: 'No answer' }) });
      },
    });
    socket.on('message', () => heartbeat.heard());
    return heartbeat;
  }

  private networkChanged = () => {
    this.update({ online: navigator.onLine });
    if (navigator.onLine) void this.socket?.connect();
  };

  private serverSaid(payload: string): void {
    let message;
    try {
      message = liveDocMessage.parse(JSON.parse(payload));
    } catch {
      return;
    }
    if (message.type === 'saved') {
      this.unsavedChanges.saved(message.snapshot);
      this.update({ saveFailing: false });
    } else {
      this.update({ saveFailing: true });
    }
  }

  get docId(): number {
    return this.options.docId;
  }

  get userId(): number {
    return this.options.userId;
  }

  /** Starts keeping the changes in the browser (a reader who became an editor). */
  enablePersistence(): void {
    if (this.persistence || typeof indexedDB === 'undefined') return;
    const persistence = new IndexeddbPersistence(
      localStoreName(this.options.userId, this.options.docId),
      this.ydoc,
    );
    this.persistence = persistence;
    this.update({ localLoaded: false });
    const loaded = () => this.update({ localLoaded: true });
    void persistence.whenSynced.then(() => {
      // What a previous visit typed and the database did not hold yet is in the doc now.
      this.unsavedChanges.claimAll(pendingCount(this.options.userId, this.options.docId));
      loaded();
    });
    // A browser without a usable IndexedDB (private modes) keeps nothing, and says so by failing.
    persistence._db.catch(loaded);
  }

  getState = (): LiveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes the database does not hold yet (0 when read-only: nothing of ours to send). */
  get pending(): number {
    return this.state.readOnly ? 0 : this.state.unsaved;
  }

  /**
   * Nothing left to store (what the browser kept is loaded and the database holds every change
   * of ours), or nothing that could ever be accepted (refused, read-only, no live connection).
   */
  get settled(): boolean {
    const { localLoaded, denied, readOnly } = this.state;
    if (!this.provider || denied || readOnly) return true;
    return localLoaded && this.pending === 0;
  }

  private update(change: Partial<LiveState>): void {
    const next = { ...this.state, ...change };
    if (
      (Object.keys(change) as (keyof LiveState)[]).every((key) => next[key] === this.state[key])
    ) {
      return;
    }
    this.state = next;
    this.rememberPending();
    for (const listener of this.listeners) listener();
  }

  /** Keeps the count of unsaved changes across reloads, so they are sent at the next start. */
  private rememberPending(): void {
    if (!this.persistence) return;
    const { userId, docId } = this.options;
    if (this.pending > 0) notePending(userId, docId, this.pending);
    else if (this.settled) notePending(userId, docId, 0);
  }

  /** The doc is gone: forget what this browser kept of it. */
  async clearLocal(): Promise<void> {
    notePending(this.options.userId, this.options.docId, 0);
    await this.persistence?.clearData();
    this.persistence = null;
  }

  destroy(): void {
    this.listeners.clear();
    window.removeEventListener('online', this.networkChanged);
    window.removeEventListener('offline', this.networkChanged);
    this.unsavedChanges.destroy();
    this.heartbeat?.stop();
    this.provider?.destroy();
    this.socket?.destroy();
    void this.persistence?.destroy();
    this.ydoc.destroy();
  }
}
