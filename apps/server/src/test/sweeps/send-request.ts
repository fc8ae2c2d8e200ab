import { SSE_READY_EVENT, classifyErrorBody } from '@hangar/contracts';
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';

/** One request of a sweep, as sent on the wire. */
export interface SweepRequest {
  /** What this request tries, for the report: `params.id: negative`. */
  label: string;
  method: string;
  /** Path and query string, as they go on the request line. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | FormData;
  /** Sent as a websocket upgrade rather than a plain request. */
  upgrade?: boolean;
  /** The part of the request its route's contract refuses: the answer must be a 422 naming it. */
  refusedPart?: 'querystring';
}

export interface SweepAnswer {
  /** The HTTP status; 101 for a websocket the server accepted; 0 when no answer came. */
  status: number;
  text: string;
  /** A refused websocket upgrade whose connection the server kept open. */
  leftOpen?: boolean;
  /** A live stream that never said it was ready (its replay failed, say). */
  neverReady?: boolean;
}

const ANSWER_TIMEOUT_MS = 10_000;
/** How long a live stream may take to say it is ready (after its replay of missed events). */
const STREAM_READY_MS = 5_000;
/** How long a refused websocket upgrade may keep its connection open after the answer. */
const REFUSED_UPGRADE_CLOSE_MS = 2_000;

function readText(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    response.on('data', (chunk: Buffer) => (text += chunk.toString()));
    response.on('end', () => resolve(text));
    response.on('error', () => resolve(text));
  });
}

function sendUpgrade(baseUrl: string, request: SweepRequest): Promise<SweepAnswer> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${request.path}`, {
      headers: request.headers,
    });
    const timer = setTimeout(() => finish({ status: 0, text: 'no answer' }), ANSWER_TIMEOUT_MS);
    const finish = (answer: SweepAnswer) => {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.terminate();
      resolve(answer);
    };
    socket.on('open', () => finish({ status: 101, text: '' }));
    socket.on('unexpected-response', (upgrade, response) => {
      // A refused upgrade must end its connection: one left open leaks and holds up shutdown.
      const closed = new Promise<boolean>((resolve) => {
        if (response.socket.destroyed) resolve(true);
        response.socket.once('close', () => resolve(true));
        setTimeout(() => resolve(false), REFUSED_UPGRADE_CLOSE_MS);
      });
      void readText(response).then(async (text) => {
        const status = response.statusCode ?? 0;
        const open = !(await closed);
        upgrade.destroy();
        finish({ status, text, ...(open ? { leftOpen: true } : {}) });
      });
    });
    socket.on('error', (error) => finish({ status: 0, text: error.message }));
  });
}

/** Reads a live stream until its `ready` event (true), its end or STREAM_READY_MS; then drops it. */
async function streamSaysReady(response: Response): Promise<boolean> {
  const reader = response.body?.getReader();
  if (!reader) return false;
  const decoder = new TextDecoder();
  const timer = setTimeout(() => void reader.cancel(), STREAM_READY_MS);
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      text += decoder.decode(value, { stream: true });
      if (text.includes(`event: ${SSE_READY_EVENT}\n`)) return true;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => {});
  }
}

/** Sends a sweep request over real HTTP (or a real websocket upgrade) and reads the answer. */
export async function sendRequest(baseUrl: string, request: SweepRequest): Promise<SweepAnswer> {
  if (request.upgrade) return sendUpgrade(baseUrl, request);
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      // A live stream never ends by itself: its status is the answer, once it says it is ready.
      const ready = await streamSaysReady(response);
      return { status: response.status, text: '', ...(ready ? {} : { neverReady: true }) };
    }
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * What is wrong with an answer, or null: no answer, a 5xx, or an error whose body is not one of
 * SPEC.md section 8's shapes (JSON with `detail`).
 */
export function answerProblem(answer: SweepAnswer): string | null {
  if (answer.status === 0) return `no answer (${answer.text})`;
  if (answer.leftOpen) return `${answer.status}, and the refused upgrade's connection stays open`;
  if (answer.neverReady) return `${answer.status}, a live stream that never says it is ready`;
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `${answer.status} without a JSON body: ${JSON.stringify(answer.text.slice(0, 120))}`;
  }
  if (classifyErrorBody(body).kind === 'unknown') {
    return `${answer.status} without detail: ${answer.text.slice(0, 200)}`;
  }
  return null;
}

/** What is wrong with the answer to a request its contract refuses: not a 422 naming the part. */
export function refusalProblem(request: SweepRequest, answer: SweepAnswer): string | null {
  const part = request.refusedPart;
  if (!part) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    body = null;
  }
  const detail = (body as { detail?: unknown } | null)?.detail;
  const names =
    Array.isArray(detail) &&
    detail.some((issue: { loc?: unknown }) => Array.isArray(issue.loc) && issue.loc[0] === part);
  if (answer.status === 422 && names) return null;
  return `the contract refuses its ${part}, but it answered ${answer.status} ${answer.text.slice(0, 160)}`;
}
