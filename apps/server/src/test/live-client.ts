import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
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
  /** Appends a paragraph, as typing in the editor does. */
  addParagraph(text: string): void;
  /** 'readonly' or 'read-write' once the server let it in, on its latest connection. */
  scope(): string | undefined;
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
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: options.name ?? `doc:${options.docId}`,
    document: doc,
    token: options.token,
    onAuthenticationFailed: ({ reason }) => {
      state.failed = reason;
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
    text: () => plainText(doc),
    scope: () => provider.authorizedScope,
    addParagraph(text) {
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText(text)]);
      const fragment = doc.getXmlFragment(EDITOR_FIELD);
      fragment.insert(fragment.length, [paragraph]);
    },
    async waitForText(match, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (!match(plainText(doc))) {
        if (Date.now() > until)
          throw new Error(`text never matched; it is: ${JSON.stringify(plainText(doc))}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}
