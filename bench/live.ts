// Live docs measured from outside the server (bench/docs.ts): one editor's change seen at every
// other editor, one change at a time or while several type at once, and the server's memory per
// open doc. The editors run in a child process
// (bench/live-clients.ts); the server runs in this one, so its heap is this process's heap.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import * as Y from 'yjs';
import { EDITOR_FIELD, plainText } from '../apps/server/src/live/plain-text';
import { insertDoc } from '../apps/server/src/modules/docs/docs.repository';
import { saveLiveContent } from '../apps/server/src/modules/docs/docs-contents.repository';
import type { startBenchServer } from './in-process';
import type { ClientsAnswer, ClientsRequest } from './live-clients';
import { repoRoot } from './lib';

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

export interface Clients {
  ask<T extends ClientsAnswer['type']>(
    request: ClientsRequest,
  ): Promise<Extract<ClientsAnswer, { type: T }>>;
  stop(): void;
}

/** `profileDir`: the child writes a CPU profile of the editors' side there when it stops. */
export function startClients(profileDir?: string): Clients {
  const profiling = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = spawn(
    process.execPath,
    [...profiling, '--import', 'tsx', path.join(repoRoot, 'bench/live-clients.ts')],
    { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  return {
    ask<T extends ClientsAnswer['type']>(request: ClientsRequest) {
      return new Promise<Extract<ClientsAnswer, { type: T }>>((resolve) => {
        child.once('message', (answer) => resolve(answer as Extract<ClientsAnswer, { type: T }>));
        child.send(request);
      });
    },
    stop: () => child.disconnect(),
  };
}

/** About `bytes` of prose, in paragraphs of 200 characters, as a doc's stored state. */
function contentOf(bytes: number, seed: number): { state: Uint8Array; text: string } {
  const doc = new Y.Doc();
  const fragment = doc.getXmlFragment(EDITOR_FIELD);
  const words = 'the quick brown fox jumps over a lazy dog while notes pile up'.split(' ');
  for (let written = 0, line = 0; written < bytes; line++) {
    let text = '';
    for (let word = 0; text.length < 200; word++)
      text += `${words[(seed + line * 7 + word) % words.length]} `;
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText(text.trim())]);
    fragment.insert(fragment.length, [paragraph]);
    written += text.length;
  }
  return { state: Y.encodeStateAsUpdate(doc), text: plainText(doc) };
}

export async function newDoc(
  bench: BenchServer,
  projectId: number,
  name: string,
  contentBytes = 0,
): Promise<number> {
  const doc = await insertDoc(
    bench.db,
    {
      workspaceId: bench.workspaceId,
      projectId,
      position: 0,
      name,
      emoji: null,
      createdBy: bench.userId,
    },
    '',
  );
  if (contentBytes > 0) {
    const content = contentOf(contentBytes, doc.id);
    await saveLiveContent(bench.db, doc.id, () => ({ ...content, links: [] }), []);
  }
  return doc.id;
}

export async function measureLatency(
  bench: BenchServer,
  clients: Clients,
  projectId: number,
  editors: number,
  changes: number,
  /** Writes a CPU profile of the server during the changes (not the connections) there. */
  profileDir?: string,
): Promise<{
  samples: number[];
  /** CPU time per change of the server (this process) and of all the editors together. */
  serverCpuMs: number;
  editorsCpuMs: number;
  profile: string | null;
}> {
  const docId = await newDoc(bench, projectId, `Latency ${editors}`);
  const opened = await clients.ask<'opened'>({
    type: 'open',
    baseUrl: bench.baseUrl,
    token: bench.token,
    docIds: [docId],
    perDoc: editors,
  });
  if (opened.failed > 0) throw new Error(`${opened.failed} of ${editors} editors not let in`);
  const profiling = profileDir ? await startProfile() : null;
  const cpu = process.cpuUsage();
  const { samples, cpuMs } = await clients.ask<'latency'>({
    type: 'latency',
    changes,
    label: `change-${editors}`,
  });
  const used = process.cpuUsage(cpu);
  const profile = profiling && profileDir ? await profiling.stop(profileDir) : null;
  await clients.ask<'closed'>({ type: 'close' });
  return {
    samples,
    serverCpuMs: (used.user + used.system) / 1000 / changes,
    editorsCpuMs: cpuMs / changes,
    profile,
  };
}

/**
 * `editors` on one doc while `typists` of them each add a paragraph and move their caret
 * `perSecond` times a second for `seconds`: latencies at every other editor, and the server's CPU.
 */
export async function measureTyping(
  bench: BenchServer,
  clients: Clients,
  projectId: number,
  options: { editors: number; typists: number; perSecond: number; seconds: number },
) {
  const docId = await newDoc(bench, projectId, `Typing ${options.editors}`);
  const opened = await clients.ask<'opened'>({
    type: 'open',
    baseUrl: bench.baseUrl,
    token: bench.token,
    docIds: [docId],
    perDoc: options.editors,
  });
  if (opened.failed > 0) throw new Error(`${opened.failed} editors not let in`);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { samples, expected, cpuMs } = await clients.ask<'typing'>({
    type: 'typing',
    typists: options.typists,
    perSecond: options.perSecond,
    seconds: options.seconds,
    label: `typing-${options.editors}`,
  });
  const used = process.cpuUsage(cpu);
  const elapsedMs = performance.now() - started;
  await clients.ask<'closed'>({ type: 'close' });
  return {
    samples,
    expected,
    /** Share of one core over the run (the last 2 s of it without typing). */
    serverCpu: (used.user + used.system) / 1000 / elapsedMs,
    editorsCpu: cpuMs / elapsedMs,
  };
}

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** This process's heap (V8's, and the buffers outside it) and RSS after full GCs, in bytes. */
function memoryAfterGc(): { heap: number; rss: number } {
  for (let pass = 0; pass < 3; pass++) collectGarbage();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed + usage.external, rss: usage.rss };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

export interface MemoryPerDoc {
  /** Heap (JS heap and external buffers) and RSS added per open doc, in KB. */
  open: { heapKb: number; rssKb: number };
  /** What is still held per doc once every editor left and the docs unloaded, in KB. */
  left: { heapKb: number; rssKb: number };
  docsOpenAfterLeaving: number;
}

/** `count` docs of `contentBytes` each, `perDoc` editors on each: the server's memory per doc. */
export async function measureMemoryPerDoc(
  bench: BenchServer,
  clients: Clients,
  projectId: number,
  count: number,
  perDoc: number,
  contentBytes = 5000,
): Promise<MemoryPerDoc> {
  const documents = bench.app.services.live.hocuspocus.documents;
  const docIds: number[] = [];
  for (let index = 0; index < count; index++)
    docIds.push(await newDoc(bench, projectId, `Memory ${count}.${index}`, contentBytes));
  // What an earlier run opened is gone first.
  await waitFor(() => documents.size === 0, 10_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = memoryAfterGc();
  const opened = await clients.ask<'opened'>({
    type: 'open',
    baseUrl: bench.baseUrl,
    token: bench.token,
    docIds,
    perDoc,
  });
  if (opened.failed > 0) throw new Error(`${opened.failed} editors not let in`);
  if (documents.size !== count) throw new Error(`${documents.size} docs open, not ${count}`);
  const open = memoryAfterGc();
  await clients.ask<'closed'>({ type: 'close' });
  await waitFor(() => documents.size === 0, 10_000);
  // Sockets finish closing on the next turns.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const left = memoryAfterGc();
  const perDocKb = (bytes: number) => bytes / count / 1024;
  return {
    open: { heapKb: perDocKb(open.heap - before.heap), rssKb: perDocKb(open.rss - before.rss) },
    left: { heapKb: perDocKb(left.heap - before.heap), rssKb: perDocKb(left.rss - before.rss) },
    docsOpenAfterLeaving: documents.size,
  };
}

/** A V8 CPU profile of this process (the server) from now until `stop`, written to `dir`. */
export async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(dir: string): Promise<string> {
      const { profile } = await session.post('Profiler.stop');
      const file = path.join(dir, `live-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      return file;
    },
  };
}
