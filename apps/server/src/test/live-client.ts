import { liveDocMessage, type LiveDocMessage } from '@hangar/contracts/docs';
import { decodeBase64, UnsavedChanges } from '@hangar/domain/unsaved-changes';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { afterAll } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { plainText, EDITOR_FIELD } from '../live/plain-text';

export interface LiveClient {
  doc: Y.Doc;
  /** Why the server refused the connection, if it did. */
  readonly failed: string | null;
  provider: HocuspocusProvider;
  /** The doc's text, one paragraph a line. */
  text(): string;
  /** Appends a paragraph, as typing in the editor does; returns the change (a Yjs update). */
  addParagraph(text: string): Uint8Array;
  /** 'readonly' or 'read-write' once the server let it in, on its latest connection. */
  scope(): string | undefined;
  /** This client's changes the server has not stored yet (from its `saved` messages). */
  unsaved: UnsavedChanges;
  /** Every stateless message the server sent, oldest first. */
  messages: LiveDocMessage[];
  /** Whether the latest `saved` message holds this update (one of this client's changes). */
  isSaved(update: Uint8Array): boolean;
  /** Resolves once the server has stored every change of this client. */
  waitUntilSaved(timeoutMs?: number): Promise<void>;
  /** Resolves once the text matches, or rejects after the timeout. */
  waitForText(match: (text: string) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

export interface LiveClientOptions {
  baseUrl: string;
  docId: number;
  token: string;
  /** Defaults to the doc's own name; tests of the name check pass another. */
  name?: string;
  /** Reconnect when the connection drops, as the browser does (default: one attempt only). */
  reconnect?: boolean;
}

/** A real Hocuspocus client over a real websocket, as the editor runs in the browser. */
export async function openLiveClient(
  options: LiveClientOptions,
): Promise<LiveClient & { failed: string | null }> {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `${options.baseUrl.replace(/^http/, 'ws')}/ws/docs/${options.docId}/live`,
    WebSocketPolyfill: WebSocket,
    ...(options.reconnect ? { delay: 100, minDelay: 100, maxDelay: 500 } : { maxAttempts: 1 }),
  });
  const state: { failed: string | null } = { failed: null };
  const unsaved = new UnsavedChanges(doc);
  const messages: LiveDocMessage[] = [];
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: options.name ?? `doc:${options.docId}`,
    document: doc,
    token: options.token,
    onAuthenticationFailed: ({ reason }) => {
      state.failed = reason;
    },
    onStateless: ({ payload }) => {
      const message = liveDocMessage.parse(JSON.parse(payload));
      messages.push(message);
      if (message.type === 'saved') unsaved.saved(message.snapshot);
    },
  });
  provider.attach();
  const deadline = Date.now() + 5000;
  while (!provider.isSynced && !state.failed && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    doc,
    provider,
    get failed() {
      return state.failed;
    },
    unsaved,
    messages,
    text: () => plainText(doc),
    scope: () => provider.authorizedScope,
    addParagraph(text) {
      let change: Uint8Array = new Uint8Array();
      const capture = (update: Uint8Array) => (change = update);
      doc.on('update', capture);
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText(text)]);
      const fragment = doc.getXmlFragment(EDITOR_FIELD);
      fragment.insert(fragment.length, [paragraph]);
      doc.off('update', capture);
      return change;
    },
    async waitForText(match, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (!match(plainText(doc))) {
        if (Date.now() > until)
          throw new Error(`text never matched; it is: ${JSON.stringify(plainText(doc))}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    isSaved(update) {
      const latest = messages.findLast((message) => message.type === 'saved');
      if (latest?.type !== 'saved') return false;
      return Y.snapshotContainsUpdate(Y.decodeSnapshot(decodeBase64(latest.snapshot)), update);
    },
    async waitUntilSaved(timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (unsaved.count > 0) {
        if (Date.now() > until) throw new Error(`${unsaved.count} changes never saved`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close() {
      unsaved.destroy();
      // A socket caught reconnecting reports its own abort as an error nobody listens to any more.
      socket.webSocket?.addEventListener('error', () => {});
      provider.destroy();
      socket.destroy();
    },
  };
}

/**
 * Opens live clients on the file's server (or on another `baseUrl`) and closes them all after the
 * file's tests: called after `useTestEnvironment`, before the server closes.
 */
export function useLiveClients(server: { readonly baseUrl: string }) {
  const clients: LiveClient[] = [];
  afterAll(() => {
    clients.forEach((client) => client.close());
  });
  return async (options: Omit<LiveClientOptions, 'baseUrl'> & { baseUrl?: string }) => {
    const client = await openLiveClient({ ...options, baseUrl: options.baseUrl ?? server.baseUrl });
    clients.push(client);
    return client;
  };
}
