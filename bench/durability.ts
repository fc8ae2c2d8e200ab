// `npm run bench:durability` (issue 14): edits lost after `kill -9` among those the server said
// were saved; time from a keystroke to durable in the database; edits lost across a 10 s
// PostgreSQL outage; API answers while PostgreSQL is frozen (db-outage.ts); live events and write
// times through a 10 s Redis outage (redis-outage.ts). Real servers, databases, Redis and
// websockets; real faults (SIGKILL, a TCP proxy that freezes or cuts a link). Needs the local
// PostgreSQL and Redis (TEST_DATABASE_URL / REDIS_URL to use others).
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as Y from 'yjs';
import { openPostgres } from '../apps/server/src/db/client';
import { plainText } from '../apps/server/src/live/plain-text';
import { insertDoc } from '../apps/server/src/modules/docs/docs.repository';
import { loadContent } from '../apps/server/src/modules/docs/docs-contents.repository';
import { createOwnPostgresDatabase } from '../apps/server/src/test/own-postgres-database';
import { docOnFreshServer } from '../apps/server/src/test/process-api';
import { openLiveClient, type LiveClient } from '../apps/server/src/test/live-client';
import { launchServer, waitUntilHealthy } from '../apps/server/src/test/server-process';
import { startTcpProxy } from '../apps/server/src/test/tcp-proxy';
import { measureFrozenDatabase } from './db-outage';
import { startBenchServer } from './in-process';
import { percentile } from './lib';
import { measureRedisOutage } from './redis-outage';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Edit {
  text: string;
  change: Uint8Array;
  by: LiveClient;
  typedAt: number;
  savedAt: number | null;
}

/** Several clients typing a paragraph each `everyMs`; notes when the server says each is saved. */
function typists(clients: LiveClient[], everyMs: number, label: string) {
  const edits: Edit[] = [];
  let count = 0;
  const typing = setInterval(() => {
    count += 1;
    clients.forEach((client, index) => {
      const text = `${label} ${index}:${count}`;
      edits.push({
        text,
        change: client.addParagraph(text),
        by: client,
        typedAt: Date.now(),
        savedAt: null,
      });
    });
  }, everyMs);
  const watching = setInterval(() => {
    for (const edit of edits) {
      if (edit.savedAt === null && edit.by.isSaved(edit.change)) edit.savedAt = Date.now();
    }
  }, 10);
  return {
    edits,
    stopTyping: () => clearInterval(typing),
    stopWatching: () => clearInterval(watching),
  };
}

const linesOf = (text: string) => new Set(text.split('\n'));

/** kill -9 while four editors type: which of the edits reported saved survive it. */
export async function measureKillNine(seconds = 14) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hangar-bench-kill-'));
  const { server, token, docId } = await docOnFreshServer(dataDir);
  const clients = await Promise.all(
    Array.from({ length: 4 }, () => openLiveClient({ baseUrl: server.baseUrl, docId, token })),
  );
  const typing = typists(clients, 40, 'kill');
  await sleep(seconds * 1000);
  typing.stopWatching();
  const saves = clients[0]?.messages.filter((message) => message.type === 'saved').length ?? 0;
  const stateBytes = clients[0] ? Y.encodeStateAsUpdate(clients[0].doc).length : 0;
  const saved = typing.edits.filter((edit) => edit.savedAt !== null);
  server.child.kill('SIGKILL');
  await server.exited;
  typing.stopTyping();
  clients.forEach((client) => client.close());

  const again = await launchServer(dataDir);
  await waitUntilHealthy(again);
  const reader = await openLiveClient({ baseUrl: again.baseUrl, docId, token });
  const lines = linesOf(reader.text());
  reader.close();
  again.child.kill('SIGKILL');
  const delays = saved.map((edit) => (edit.savedAt ?? 0) - edit.typedAt);
  return {
    edits: typing.edits.length,
    shownSaved: saved.length,
    lost: saved.filter((edit) => !lines.has(edit.text)).length,
    toDurable: {
      p50: percentile(delays, 50),
      p95: percentile(delays, 95),
      max: Math.max(...delays),
    },
    savesPerSecond: saves / seconds,
    stateBytes,
  };
}

/** A 10 s PostgreSQL outage (cut, then frozen) while two editors type: edits stored after it. */
export async function measureDatabaseOutage(mode: 'cut' | 'pause', seconds = 10) {
  const database = await createOwnPostgresDatabase();
  const direct = openPostgres(database.url);
  const proxy = await startTcpProxy(database.target);
  const bench = await startBenchServer({ database: openPostgres(proxy.urlFor(database.url)) });
  try {
    const project = await bench.newProject((await bench.newGroup('G')).id, 'P');
    const doc = await insertDoc(
      bench.db,
      {
        workspaceId: bench.workspaceId,
        projectId: project.id,
        position: 0,
        name: 'Outage',
        emoji: null,
        createdBy: bench.userId,
      },
      '',
    );
    const clients = await Promise.all(
      [0, 1].map(() =>
        openLiveClient({ baseUrl: bench.baseUrl, docId: doc.id, token: bench.token }),
      ),
    );
    const typing = typists(clients, 200, mode);
    await sleep(2000);
    if (mode === 'cut') proxy.cut();
    else proxy.pause();
    await sleep(seconds * 1000);
    proxy.resume();
    await sleep(2000);
    typing.stopTyping();
    const deadline = Date.now() + 60_000;
    while (clients.some((client) => client.unsaved.count > 0) && Date.now() < deadline)
      await sleep(100);
    typing.stopWatching();
    clients.forEach((client) => client.close());
    const content = await loadContent(direct.db, doc.id);
    const stored = new Y.Doc();
    if (content) Y.applyUpdate(stored, content.state);
    const lines = linesOf(plainText(stored));
    return {
      edits: typing.edits.length,
      lost: typing.edits.filter((edit) => !lines.has(edit.text)).length,
      unsavedLeft: clients.reduce((sum, client) => sum + client.unsaved.count, 0),
    };
  } finally {
    await bench.close();
    await proxy.close();
    await direct.close();
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const load = () => readFileSync('/proc/loadavg', 'utf8').trim();
  console.log(`load average before: ${load()}`);
  let over = false;
  const check = (ok: boolean) => {
    if (!ok) over = true;
    return ok ? '' : '  OVER BUDGET';
  };

  const kill = await measureKillNine();
  console.log(
    `kill -9 while 4 editors type: ${kill.lost} of ${kill.shownSaved} edits shown as saved lost ` +
      `(${kill.edits} typed)${check(kill.lost === 0 && kill.shownSaved >= 1000)}`,
  );
  console.log(
    `keystroke to durable: p50 ${kill.toDurable.p50} ms, p95 ${kill.toDurable.p95} ms, ` +
      `max ${kill.toDurable.max} ms${check(kill.toDurable.p95 <= 2000)}`,
  );
  console.log(
    `cost: ${kill.savesPerSecond.toFixed(2)} saves per second of one doc under constant typing, ` +
      `${(kill.stateBytes / 1024).toFixed(1)} KB written each at the end`,
  );
  for (const mode of ['cut', 'pause'] as const) {
    const outage = await measureDatabaseOutage(mode);
    console.log(
      `10 s PostgreSQL outage (${mode === 'cut' ? 'stopped' : 'frozen'}): ${outage.lost} of ` +
        `${outage.edits} edits lost, ${outage.unsavedLeft} left unsaved${check(outage.lost === 0 && outage.unsavedLeft === 0)}`,
    );
  }
  const frozen = await measureFrozenDatabase();
  const others = Object.keys(frozen.statuses).filter((status) => status !== '503');
  console.log(
    `PostgreSQL frozen 10 s: ${frozen.calls} calls, slowest answer ${frozen.slowestMs.toFixed(0)} ms, ` +
      `statuses ${JSON.stringify(frozen.statuses)}, first 2xx ${frozen.recoveryMs.toFixed(0)} ms after` +
      check(frozen.slowestMs < 5000 && others.length === 0 && frozen.failedAfterRecovery === 0),
  );
  const redis = await measureRedisOutage();
  console.log(
    `Redis down 10 s: ${redis.writes} writes, p50 ${redis.p50.toFixed(1)} ms, p99 ${redis.p99.toFixed(1)} ms; ` +
      `live events lost ${redis.eventsLost} of ${redis.eventsExpected}` +
      check(redis.eventsLost === 0 && redis.p99 < 200),
  );
  console.log(`load average after: ${load()}`);
  process.exit(over ? 1 : 0);
}
