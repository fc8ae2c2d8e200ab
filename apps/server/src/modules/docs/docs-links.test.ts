import type { DocBacklink, DocImportReport, DocLinkTarget } from '@hangar/contracts';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { useTestEnvironment } from '../../test/harness';
import { useLiveClients } from '../../test/live-client';
import { openEventStream } from '../../test/sse-client';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment();
const openLive = useLiveClients(server);

const linkTo = (docId: number, title: string, projectId?: number) => ({
  type: 'pageLink',
  attrs: { docId: String(docId), title, ...(projectId ? { projectId: String(projectId) } : {}) },
});
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const docOf = (...blocks: unknown[]) => ({ type: 'doc', content: blocks });

async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER', member: 'MEMBER' },
    groups: { main: { right: 'EDIT' } },
    projects: {
      handbook: { name: 'Handbook', right: 'EDIT' },
      board: { name: 'Board', privacy: 'PRIVATE', team: { owner: 'EDIT' } },
    },
  });
  const { handbook, board } = world.projects;
  const owner = world.callAs('owner');
  const member = world.callAs('member');
  const create = async (projectId: number, name: string, content?: unknown) => {
    const created = await owner<{ id: number }>('POST', `/projects/${projectId}/docs`, {
      name,
      ...(content ? { content } : {}),
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  const resolve = async (call: typeof owner, ids: number[]) =>
    (await call<DocLinkTarget[]>('GET', `/doc-links?ids=${ids.join(',')}`)).body;
  const backlinks = async (call: typeof owner, projectId: number, docId: number) =>
    (await call<DocBacklink[]>('GET', `/projects/${projectId}/docs/${docId}/backlinks`)).body;
  return { world, handbook, board, owner, member, create, resolve, backlinks };
}

describe('links between pages', () => {
  it('show the current title of what the reader may see, and list where a doc is linked from', async () => {
    const { world, handbook, board, owner, member, create, resolve, backlinks } = await setting();
    const target = await create(handbook.id, 'Onboarding');
    const secret = await create(board.id, 'Salaries');
    const source = await create(
      handbook.id,
      'Welcome',
      docOf(
        paragraph(
          linkTo(target, 'Onboarding'),
          linkTo(secret, 'Salaries'),
          linkTo(99999999, 'Gone'),
        ),
      ),
    );
    const boardSource = await create(
      board.id,
      'Board notes',
      docOf(paragraph(linkTo(target, 'Onboarding'))),
    );

    const seen = await resolve(member, [target, secret, 99999999]);
    expect(seen.map(({ state, title }) => [state, title])).toEqual([
      ['visible', 'Onboarding'],
      ['restricted', null],
      ['deleted', null],
    ]);
    expect(seen[0]!.url).toBe(
      `/workspace/${world.workspace.id}/project/${handbook.id}/doc/${target}`,
    );
    expect((await resolve(owner, [secret]))[0]).toMatchObject({
      state: 'visible',
      title: 'Salaries',
    });

    // The member sees the handbook's doc linking here, not the board's.
    expect((await backlinks(member, handbook.id, target)).map((link) => link.title)).toEqual([
      'Welcome',
    ]);
    expect((await backlinks(owner, handbook.id, target)).map((link) => link.id).sort()).toEqual(
      [source, boardSource].sort(),
    );
    expect((await member('GET', `/projects/${board.id}/docs/${secret}/backlinks`)).status).toBe(
      404,
    );

    // A rename breaks nothing: the link shows the new title, the backlink stays.
    await owner('PUT', `/projects/${handbook.id}/docs/${target}`, { name: 'First week' });
    expect((await resolve(member, [target]))[0]).toMatchObject({
      state: 'visible',
      title: 'First week',
    });
    expect((await backlinks(member, handbook.id, target)).map((link) => link.id)).toEqual([source]);

    // Another workspace's caller learns nothing of these docs.
    const elsewhere = await buildWorld(server, { people: { owner: 'OWNER' } });
    const stranger = await resolve(elsewhere.callAs('owner'), [target]);
    expect(stranger[0]).toMatchObject({ state: 'deleted', title: null });

    await owner('DELETE', `/projects/${handbook.id}/docs/${target}`);
    expect((await resolve(member, [target]))[0]).toMatchObject({ state: 'deleted', title: null });
    expect((await member('GET', `/doc-links?ids=1,x`)).status).toBe(422);
  });

  it('are kept in step with the live content as it is saved, and told live to the target', async () => {
    const { world, handbook, owner, create, backlinks } = await setting();
    const target = await create(handbook.id, 'Glossary');
    const source = await create(
      handbook.id,
      'Notes',
      docOf(paragraph({ type: 'text', text: 'See ' })),
    );
    const stream = await openEventStream(
      `${server.baseUrl}/api/sub?access_token=${world.people.member.token}`,
    );
    await stream.until((event) => event.event === 'ready');
    const editor = await openLive({ docId: source, token: world.people.owner.token });
    try {
      await editor.waitForText((text) => text === 'See');
      const first = editor.doc.getXmlFragment('default').get(0) as Y.XmlElement;
      const link = new Y.XmlElement('pageLink');
      link.setAttribute('docId', String(target));
      link.setAttribute('title', 'Glossary');
      editor.doc.transact(() => first.insert(1, [link]));
      await editor.waitUntilSaved();
      expect((await backlinks(owner, handbook.id, target)).map((item) => item.id)).toEqual([
        source,
      ]);
      await stream.until(
        (event) => event.data.includes('"docLinks"') && event.data.includes(`"doc_id":${target}`),
      );

      editor.doc.transact(() => first.delete(1, 1));
      await editor.waitUntilSaved();
      expect(await backlinks(owner, handbook.id, target)).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('come back as page links from their Markdown export, and show on a share page', async () => {
    const { world, handbook, board, owner, create, backlinks } = await setting();
    const target = await create(handbook.id, 'Release [notes]');
    const secret = await create(board.id, 'Budget');
    const source = await create(
      handbook.id,
      'Index',
      docOf(
        paragraph({ type: 'text', text: 'Read ' }, linkTo(target, 'Release [notes]', handbook.id)),
      ),
    );
    const headers = {
      authorization: `Bearer ${world.people.owner.token}`,
      ...world.as('owner').headers,
    };
    const exported = await server.fetch(
      `/api/projects/${handbook.id}/docs/${source}/export?format=markdown`,
      { headers },
    );
    const markdown = await exported.text();
    const address = `/workspace/${world.workspace.id}/project/${handbook.id}/doc/${target}`;
    expect(markdown).toContain(`[Release \\[notes\\]](${address})`);

    const form = new FormData();
    form.append('file', new Blob([strToU8(markdown)]), 'index.md');
    const imported = await server.fetch(`/api/projects/${handbook.id}/docs/import`, {
      method: 'POST',
      body: form,
      headers,
    });
    expect(imported.status).toBe(201);
    const report = (await imported.json()) as DocImportReport;
    const copy = report.docs[0]!.id;
    expect((await backlinks(owner, handbook.id, target)).map((item) => item.id).sort()).toEqual(
      [source, copy].sort(),
    );
    const again = await server.fetch(
      `/api/projects/${handbook.id}/docs/${copy}/export?format=markdown`,
      { headers },
    );
    expect(await again.text()).toBe(markdown);

    const shared = await owner<{ share_token: string }>('PUT', `/projects/${handbook.id}/share`, {
      enabled: true,
    });
    const token = shared.body.share_token;
    const visitor = await server.api<DocLinkTarget[]>(
      'GET',
      `/public/${token}/doc-links?ids=${target},${secret}`,
    );
    expect(visitor.body.map(({ state, title }) => [state, title])).toEqual([
      ['visible', 'Release [notes]'],
      ['restricted', null],
    ]);
  });
});
