import { MAX_THREADS_PAGE, type CommentThread } from '@hangar/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anchorIn } from '../../test/comment-anchors';
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
  editor.addParagraph('Launch at dawn');
  await editor.waitUntilSaved();
  const call = world.callAs('owner');
  const ids: number[] = [];
  for (let index = 1; index <= count; index++) {
    const created = await call<CommentThread>('POST', base, {
      client_request_id: randomUUID(),
      anchor: anchorIn(editor.doc, 10, 14),
      quote: 'dawn',
      body: `Remark ${index}`,
    });
    if (created.status !== 201) throw new Error(`a thread got ${created.status}`);
    ids.push(created.body.id);
  }
  return { ids, get: (query = '') => call<CommentThread[]>('GET', `${base}${query}`), base };
}

describe('a doc’s comment threads, page by page', () => {
  it('gives the oldest first, then each next page its Link names, until the last has none', async () => {
    const { ids, get, base } = await docWithThreads(5);
    const first = await get('?limit=2');
    expect(first.body.map((thread) => thread.id)).toEqual(ids.slice(0, 2));
    expect(first.body[0]?.comments.map((comment) => comment.body)).toEqual(['Remark 1']);
    expect(first.headers.get('link')).toBe(`</api${base}?limit=2&after=${ids[1]}>; rel="next"`);
    const second = await get(`?limit=2&after=${ids[1]}`);
    expect(second.body.map((thread) => thread.id)).toEqual(ids.slice(2, 4));
    const last = await get(`?limit=2&after=${ids[3]}`);
    expect(last.body.map((thread) => thread.id)).toEqual(ids.slice(4));
    expect(last.headers.get('link')).toBeNull();
  });

  it('answers without parameters as before: every thread, no Link', async () => {
    const { ids, get } = await docWithThreads(3);
    const all = await get();
    expect(all.status).toBe(200);
    expect(all.body.map((thread) => thread.id)).toEqual(ids);
    expect(all.headers.get('link')).toBeNull();
  });

  it('refuses bad limits and cursors with 422 naming them', async () => {
    const { get } = await docWithThreads(1);
    const limitMessage = `Expected a whole number from 1 to ${MAX_THREADS_PAGE}`;
    for (const [query, key, msg] of [
      ['limit=0', 'limit', limitMessage],
      [`limit=${MAX_THREADS_PAGE + 1}`, 'limit', limitMessage],
      ['after=x', 'after', 'Invalid id'],
      ['after=2147483648', 'after', 'Invalid id'],
    ] as const) {
      const answer = await get(`?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body, query).toEqual({
        detail: [expect.objectContaining({ loc: ['querystring', key], msg })],
      });
    }
  });
});
