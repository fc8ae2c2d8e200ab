import { MAX_VERSIONS_PAGE, type DocVersion } from '@hangar/contracts';
import { describe } from 'vitest';
import * as Y from 'yjs';
import { plainText } from '../../live/plain-text';
import { itPagesByCursor } from '../../test/cursor-pages';
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
  itPagesByCursor({
    items: 'version',
    firstIs: 'newest',
    cursor: 'before',
    maxPage: MAX_VERSIONS_PAGE,
    make: docWithVersions,
    refused: {
      limits: ['0', String(MAX_VERSIONS_PAGE + 1), '1e3'],
      cursors: ['abc', '99999999999'],
    },
  });
});
