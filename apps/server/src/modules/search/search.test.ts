import { describe, expect, it } from 'vitest';
import { buildGroup, buildProject, buildWorkspace, inWorkspace } from '../../test/factories';
import { buildCrew, buildWorld } from '../../test/world';
import { useTestEnvironment } from '../../test/harness';

const server = useTestEnvironment();

type SearchList = Record<
  'groups' | 'projects' | 'docs' | 'important_docs' | 'logs',
  { title: string; is_archived: boolean; location: string[] }[]
>;

const titles = (list: SearchList) =>
  Object.fromEntries(
    Object.entries(list).map(([kind, items]) => [kind, items.map((item) => item.title).sort()]),
  );

describe('GET /api/search', () => {
  it('lists what the caller may see, with locations, archived items marked, and nothing else', async () => {
    const world = await buildWorld(server, {
      people: { owner: 'OWNER', member: 'MEMBER' },
      groups: { product: { name: 'Product' }, secret: { name: 'Board', privacy: 'PRIVATE' } },
      projects: {
        launch: { name: 'Launch', group: 'product' },
        hidden: { name: 'Acquisition', group: 'secret' },
        old: { name: 'Old site', group: 'product' },
      },
    });
    const { owner, member } = world.people;
    const { launch, hidden, old } = world.projects;
    const call = (method: string, path: string, body?: unknown, token = owner.token) =>
      server.api(method, path, { token, headers: inWorkspace(world.workspace), body });
    await call('PUT', `/projects/${old.id}/archive`);
    for (const project of [launch, hidden]) {
      await world.newDoc(project.id, { name: `${project.name} plan` });
      await call('POST', `/projects/${project.id}/logs`, {
        title: `${project.name} status`,
        description: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: `Secret word ${project.name}` }] },
          ],
        },
        attachments: [],
      });
      await call('POST', `/projects/${project.id}/important-links`, {
        group_name: 'Links',
        link_type: 'external',
        url: `https://${project.id}.example.com`,
        title: `${project.name} site`,
      });
    }

    const seen = (await call('GET', '/search', undefined, member.token)).body as SearchList;
    expect(seen.groups.map((item) => item.title)).toEqual(['Product']);
    expect(seen.projects.map((item) => [item.title, item.is_archived]).sort()).toEqual([
      ['Launch', false],
      ['Old site', true],
    ]);
    expect(seen.docs).toEqual([
      expect.objectContaining({ title: 'Launch plan', location: ['Product', 'Launch'] }),
    ]);
    expect(seen.logs).toEqual([expect.objectContaining({ title: 'Launch status' })]);
    // The light list holds titles, not descriptions (GET /search/full-text finds their words).
    expect(JSON.stringify(seen)).not.toContain('Secret word');
    expect(seen.important_docs).toEqual([expect.objectContaining({ title: 'Launch site' })]);
    expect(JSON.stringify(seen)).not.toContain('Acquisition');

    const all = (await call('GET', '/search')).body as SearchList;
    expect(all.docs.map((item) => item.title).sort()).toEqual(['Acquisition plan', 'Launch plan']);
  });

  it('keeps a private project of an open group, a guest and another workspace apart', async () => {
    const { workspace, people, as } = await buildCrew(server);
    const product = await buildGroup(server, workspace, { name: 'Product' });
    const launch = await buildProject(server, product, {
      name: 'Launch',
      team: [{ user: people.guest.user, right: 'VIEW' }],
    });
    const stealth = await buildProject(server, product, { name: 'Stealth', privacy: 'PRIVATE' });
    const roadmap = await buildProject(server, product, { name: 'Roadmap' });
    const elsewhere = await buildWorkspace(server, people.owner.user, 'Elsewhere');
    const foreign = await buildProject(
      server,
      await buildGroup(server, elsewhere, { name: 'Far' }),
      {
        name: 'Foreign',
      },
    );
    const call = <Body = unknown>(
      method: string,
      path: string,
      body?: unknown,
      space = workspace,
    ) =>
      server.api<Body>(method, path, {
        token: people.owner.token,
        headers: inWorkspace(space),
        body,
      });
    const fill = async (projectId: number, name: string, space = workspace) => {
      const doc = await call<{ id: number }>(
        'POST',
        `/projects/${projectId}/docs`,
        { parent_path: '' },
        space,
      );
      await call(
        'PUT',
        `/projects/${projectId}/docs/${doc.body.id}`,
        { name: `${name} plan` },
        space,
      );
      await call(
        'POST',
        `/projects/${projectId}/logs`,
        { title: `${name} status`, description: { type: 'doc', content: [] }, attachments: [] },
        space,
      );
      return doc.body.id;
    };
    await fill(launch.id, 'Launch');
    const stealthDoc = await fill(stealth.id, 'Stealth');
    await fill(roadmap.id, 'Roadmap');
    await fill(foreign.id, 'Foreign', elsewhere);
    for (const link of [
      { link_type: 'doc', doc_id: stealthDoc },
      { link_type: 'external', url: 'https://launch.example', title: 'Launch site' },
    ]) {
      await call('POST', `/projects/${launch.id}/important-links`, {
        group_name: 'Links',
        ...link,
      });
    }
    await call('PUT', `/projects/${roadmap.id}/archive`);

    const search = async (person: (typeof people)['owner']) =>
      (await server.api<SearchList>('GET', '/search', as(person))).body;
    const member = await search(people.member);
    expect(titles(member)).toEqual({
      groups: ['Product'],
      projects: ['Launch', 'Roadmap'],
      docs: ['Launch plan', 'Roadmap plan'],
      important_docs: ['Launch site'],
      logs: ['Launch status', 'Roadmap status'],
    });
    expect(member.logs.find((log) => log.title === 'Roadmap status')?.is_archived).toBe(true);
    expect(JSON.stringify(member)).not.toContain('Stealth');
    expect(titles(await search(people.guest))).toEqual({
      groups: [],
      projects: ['Launch'],
      docs: ['Launch plan'],
      important_docs: ['Launch site'],
      logs: ['Launch status'],
    });
    const owner = await search(people.owner);
    expect(titles(owner).important_docs).toEqual(['Launch site', 'Stealth plan']);
    expect(titles(owner).projects).toEqual(['Launch', 'Roadmap', 'Stealth']);
    expect(JSON.stringify(owner)).not.toMatch(/Foreign|Far|Elsewhere/);
  });
});
