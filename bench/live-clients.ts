// The editors of bench/live.ts, in a process of their own so that their work (every editor applies
// every change) neither runs on the server's event loop nor counts in its memory. Driven over IPC:
// each request is answered once done.
import { openLiveClient, type LiveClient } from '../apps/server/src/test/live-client';
import type * as Y from 'yjs';
import { EDITOR_FIELD } from '../apps/server/src/live/plain-text';

export type ClientsRequest =
  | { type: 'open'; baseUrl: string; token: string; docIds: number[]; perDoc: number }
  | { type: 'latency'; changes: number; label: string }
  | { type: 'typing'; typists: number; perSecond: number; seconds: number; label: string }
  | { type: 'close' };

export type ClientsAnswer =
  | { type: 'opened'; clients: number; failed: number }
  | { type: 'latency'; samples: number[]; cpuMs: number }
  | { type: 'typing'; samples: number[]; expected: number; cpuMs: number }
  | { type: 'closed' };

let clients: LiveClient[] = [];

/** The text of the doc's last paragraph: what a writer just added (O(1), not the whole doc). */
function lastParagraph(client: LiveClient): string {
  const fragment = client.doc.getXmlFragment(EDITOR_FIELD);
  const last = fragment.get(fragment.length - 1);
  return last ? last.toString() : '';
}

/** One writer at a time adds a paragraph; the time until every other editor of the doc has it. */
async function latency(changes: number, label: string): Promise<number[]> {
  const samples: number[] = [];
  for (let change = 0; change < changes; change++) {
    const writer = clients[change % clients.length];
    if (!writer) break;
    const marker = `${label}-${change}`;
    const arrivals = clients
      .filter((client) => client !== writer)
      .map(
        (client) =>
          new Promise<number>((resolve) => {
            const check = () => {
              if (lastParagraph(client).includes(marker)) {
                client.doc.off('update', check);
                resolve(performance.now());
              }
            };
            client.doc.on('update', check);
          }),
      );
    const sent = performance.now();
    writer.addParagraph(marker);
    for (const arrived of await Promise.all(arrivals)) samples.push(arrived - sent);
  }
  return samples;
}

/**
 * `typists` editors each add a paragraph `perSecond` times a second for `seconds`, moving their
 * caret (awareness) with it, as typing does; the time until every other editor has each one.
 */
async function typing(typists: number, perSecond: number, seconds: number, label: string) {
  const sentAt = new Map<string, number>();
  const samples: number[] = [];
  const markerOf = new RegExp(`${label}-\\d+-\\d+`);
  const stopObserving = clients.map((client) => {
    const fragment = client.doc.getXmlFragment(EDITOR_FIELD);
    const observe = (event: Y.YXmlEvent, transaction: Y.Transaction) => {
      if (transaction.local) return;
      const now = performance.now();
      for (const item of event.changes.added) {
        for (const node of item.content.getContent() as unknown[]) {
          const marker = markerOf.exec(String(node))?.[0];
          const at = marker === undefined ? undefined : sentAt.get(marker);
          if (at !== undefined) samples.push(now - at);
        }
      }
    };
    fragment.observe(observe);
    return () => fragment.unobserve(observe);
  });
  // Each typist on a timer of its own, spread over the period, as people do not type in step.
  const period = 1000 / perSecond;
  const timers = clients.slice(0, typists).map((writer, index) => {
    let tick = 0;
    const type = () => {
      tick += 1;
      const marker = `${label}-${index}-${tick}`;
      sentAt.set(marker, performance.now());
      writer.addParagraph(marker);
      writer.provider.setAwarenessField('cursor', { paragraph: tick });
    };
    const timer: { interval?: NodeJS.Timeout } = {};
    const start = setTimeout(
      () => {
        timer.interval = setInterval(type, period);
      },
      (index * period) / typists,
    );
    return () => {
      clearTimeout(start);
      clearInterval(timer.interval);
    };
  });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  timers.forEach((stop) => stop());
  await new Promise((resolve) => setTimeout(resolve, 2000));
  stopObserving.forEach((stop) => stop());
  return { samples, expected: sentAt.size * (clients.length - 1) };
}

async function handle(request: ClientsRequest): Promise<ClientsAnswer> {
  switch (request.type) {
    case 'open': {
      let failed = 0;
      // Ten docs at a time, each doc's editors one after the other.
      for (let start = 0; start < request.docIds.length; start += 10) {
        const batch = request.docIds.slice(start, start + 10);
        await Promise.all(
          batch.map(async (docId) => {
            for (let index = 0; index < request.perDoc; index++) {
              const client = await openLiveClient({
                baseUrl: request.baseUrl,
                docId,
                token: request.token,
              });
              if (client.failed || !client.provider.isSynced) failed += 1;
              clients.push(client);
            }
          }),
        );
      }
      return { type: 'opened', clients: clients.length, failed };
    }
    case 'latency': {
      const cpu = process.cpuUsage();
      const samples = await latency(request.changes, request.label);
      const used = process.cpuUsage(cpu);
      return { type: 'latency', samples, cpuMs: (used.user + used.system) / 1000 };
    }
    case 'typing': {
      const cpu = process.cpuUsage();
      const { samples, expected } = await typing(
        request.typists,
        request.perSecond,
        request.seconds,
        request.label,
      );
      const used = process.cpuUsage(cpu);
      return { type: 'typing', samples, expected, cpuMs: (used.user + used.system) / 1000 };
    }
    case 'close':
      clients.forEach((client) => client.close());
      clients = [];
      return { type: 'closed' };
  }
}

process.on('message', (request: ClientsRequest) => {
  void handle(request).then((answer) => process.send?.(answer));
});
process.on('disconnect', () => process.exit(0));
