import { MAX_VERSIONS_PAGE, type DocVersion } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { plainText } from '../../live/plain-text';
import { useTestEnvironment } from '../../test/harness';
import { buildWorld } from '../../test/world';
import { recordVersion } from './docs-history.repository';
import { saveContent } from './docs-contents.repository';

const server = useTestEnvironment();

/** A doc with `count` versions, each adding a line; their ids newest first. */
async function docWithVersions(count: number) {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER' },
    projects: { project: {} },
    docs: { doc: { name: 'Runbook' } },
  });
  const docId = world.docs.doc.id;
  const db = server.app.services.database.db;
  const ydoc = new Y.Doc();
  const lines = ydoc.getXmlFragment('default');
  const ids: number[] = [];
  for (let index = 1; index <= count; index++) {
    const line = new Y.XmlElement('paragraph');
    line.insert(0, [new Y.XmlText(`Step ${index}`)]);
    lines.insert(lines.length, [line]);
    await saveContent(db, docId, Y.encodeStateAsUpdate(ydoc), plainText(ydoc), [
      world.people.owner.user.id,
    ]);
    const version = await recordVersion({ db, cpu: server.app.services.cpu }, docId);
    if (!version) throw new Error('no version recorded');
    ids.unshift(version.id);
  }
  const get = (query = '') =>
    world.callAs('owner')<DocVersion[]>(
      'GET',
      `/projects/${world.projects.project.id}/docs/${docId}/versions${query}`,
    );
  return { ids, get, path: `/api/projects/${world.projects.project.id}/docs/${docId}/versions` };
}

describe('a doc’s versions, page by page', () => {
  it('gives the newest first, then each next page its Link names, until the last has none', async () => {
    const { ids, get, path } = await docWithVersions(5);
    const first = await get('?limit=2');
    expect(first.body.map((version) => version.id)).toEqual(ids.slice(0, 2));
    expect(first.headers.get('link')).toBe(`<${path}?limit=2&before=${ids[1]}>; rel="next"`);
    const second = await get(`?limit=2&before=${ids[1]}`);
    expect(second.body.map((version) => version.id)).toEqual(ids.slice(2, 4));
    const last = await get(`?limit=2&before=${ids[3]}`);
    expect(last.body.map((version) => version.id)).toEqual(ids.slice(4));
    expect(last.headers.get('link')).toBeNull();
  });

  it('answers without parameters as before: every version, no Link', async () => {
    const { ids, get } = await docWithVersions(3);
    const all = await get();
    expect(all.status).toBe(200);
    expect(all.body.map((version) => version.id)).toEqual(ids);
    expect(all.headers.get('link')).toBeNull();
  });

  it('refuses bad limits and cursors with 422 naming them', async () => {
    const { get } = await docWithVersions(1);
    const limitMessage = `Expected a whole number from 1 to ${MAX_VERSIONS_PAGE}`;
    for (const [query, key, msg] of [
      ['limit=0', 'limit', limitMessage],
      [`limit=${MAX_VERSIONS_PAGE + 1}`, 'limit', limitMessage],
      ['limit=1e3', 'limit', limitMessage],
      ['before=abc', 'before', 'Invalid id'],
      ['before=99999999999', 'before', 'Invalid id'],
    ] as const) {
      const answer = await get(`?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body, query).toEqual({
        detail: [expect.objectContaining({ loc: ['querystring', key], msg })],
      });
    }
  });
});
