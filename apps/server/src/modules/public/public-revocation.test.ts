import { SHARE_LINK_NOT_FOUND } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment();

/** A shared project with a doc, a log and an important link: something behind every call. */
async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER' },
    projects: { project: {} },
    docs: { doc: {} },
  });
  const base = `/projects/${world.projects.project.id}`;
  const call = world.callAs('owner');
  const docId = world.docs.doc.id;
  await call('POST', `${base}/logs`, {
    title: 'Release',
    description: { type: 'doc', content: [] },
    attachments: [{ link_type: 'doc', target: { id: docId } }],
  });
  await call('POST', `${base}/important-links`, {
    group_name: 'Docs',
    link_type: 'doc',
    doc_id: docId,
  });
  const share = async (path: string) =>
    (await call<{ share_token: string }>('PUT', `${path}/share`, { enabled: true })).body
      .share_token;
  return { base, call, docId, share };
}

type Setting = Awaited<ReturnType<typeof setting>>;
type Link = 'project' | 'doc';

/** Every way a link stops working, with the kind of link it is tried with. */
const revocations: [string, Link, (s: Setting) => Promise<unknown>][] = [
  [
    'a project link turned off',
    'project',
    (s) => s.call('PUT', `${s.base}/share`, { enabled: false }),
  ],
  [
    'a doc link turned off',
    'doc',
    (s) => s.call('PUT', `${s.base}/docs/${s.docId}/share`, { enabled: false }),
  ],
  ['a project link of an archived project', 'project', (s) => s.call('PUT', `${s.base}/archive`)],
  ['a doc link of an archived project', 'doc', (s) => s.call('PUT', `${s.base}/archive`)],
  [
    'a doc link of an archived doc',
    'doc',
    (s) => s.call('PUT', `${s.base}/docs/${s.docId}/archive`),
  ],
  ['a doc link of a deleted doc', 'doc', (s) => s.call('DELETE', `${s.base}/docs/${s.docId}`)],
  ['a project link of a deleted project', 'project', (s) => s.call('DELETE', s.base)],
  ['a doc link of a deleted project', 'doc', (s) => s.call('DELETE', s.base)],
];

describe('a link that stopped working', () => {
  it.each(revocations)('answers 404 on every public call: %s', async (_, link, revoke) => {
    const s = await setting();
    const token = await s.share(link === 'project' ? s.base : `${s.base}/docs/${s.docId}`);
    const calls = ['/project', '/docs', `/docs/${s.docId}`, '/logs', '/important-links'];
    const opened = link === 'project' ? calls : calls.slice(0, 3);
    for (const path of opened) {
      expect((await server.api('GET', `/public/${token}${path}`)).status).toBe(200);
    }

    expect((await revoke(s)) as { status: number }).toMatchObject({ status: 200 });
    for (const path of calls) {
      const answer = await server.api('GET', `/public/${token}${path}`);
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 404,
        body: { detail: SHARE_LINK_NOT_FOUND },
      });
    }
  });
});
