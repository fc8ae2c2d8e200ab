import { MAX_THREADS_PAGE, type CommentThread } from '@hangar/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { anchorOnDawn } from '../../test/comment-anchors';
import { itPagesByCursor } from '../../test/cursor-pages';
import { useTestEnvironment } from '../../test/harness';
import { useLiveClients } from '../../test/live-client';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment();
const openLive = useLiveClients(server);

/** A doc with `count` comment threads; their ids oldest first, and a GET of its threads. */
async function docWithThreads(count: number) {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER' },
    projects: { project: {} },
    docs: { doc: { name: 'Launch plan' } },
  });
  const base = `/projects/${world.projects.project.id}/docs/${world.docs.doc.id}/threads`;
  const editor = await openLive({ docId: world.docs.doc.id, token: world.people.owner.token });
  const anchor = await anchorOnDawn(editor);
  const call = world.callAs('owner');
  const ids: number[] = [];
  for (let index = 1; index <= count; index++) {
    const created = await call<CommentThread>('POST', base, {
      client_request_id: randomUUID(),
      anchor,
      quote: 'dawn',
      body: `Remark ${index}`,
    });
    if (created.status !== 201) throw new Error(`a thread got ${created.status}`);
    ids.push(created.body.id);
  }
  return {
    ids,
    get: (query = '') => call<CommentThread[]>('GET', `${base}${query}`),
    path: `/api${base}`,
  };
}

describe('a doc’s comment threads, page by page', () => {
  itPagesByCursor({
    items: 'thread',
    firstIs: 'oldest',
    cursor: 'after',
    maxPage: MAX_THREADS_PAGE,
    make: docWithThreads,
    refused: { limits: ['0', String(MAX_THREADS_PAGE + 1)], cursors: ['x', '2147483648'] },
    firstPage: ([thread]) =>
      expect(thread?.comments.map((comment) => comment.body)).toEqual(['Remark 1']),
  });
});
