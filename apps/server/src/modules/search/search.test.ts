import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  buildGroup,
  buildProject,
  buildSignedInUser,
  buildWorkspace,
  inWorkspace,
} from '../../test/factories';
import { startTestEnvironment, type TestEnvironment } from '../../test/harness';

let server: TestEnvironment;

beforeAll(async () => {
  server = await startTestEnvironment();
});
afterAll(() => server.close());

type SearchList = Record<
  'groups' | 'projects' | 'docs' | 'important_docs' | 'logs',
  { title: string; is_archived: boolean; location: string[] }[]
>;

describe('GET /api/search', () => {
  it('lists what the caller may see, with locations, archived items marked, and nothing else', async () => {
    const owner = await buildSignedInUser(server);
    const member = await buildSignedInUser(server);
    const workspace = await buildWorkspace(server, owner.user);
    await addMember(server, workspace, member.user, 'MEMBER');
    const product = await buildGroup(server, workspace, { name: 'Product' });
    const secret = await buildGroup(server, workspace, { name: 'Board', privacy: 'PRIVATE' });
    const launch = await buildProject(server, product, { name: 'Launch' });
    const hidden = await buildProject(server, secret, { name: 'Acquisition' });
    const old = await buildProject(server, product, { name: 'Old site' });
    const call = (method: string, path: string, body?: unknown, token = owner.token) =>
      server.api(method, path, { token, headers: inWorkspace(workspace), body });
    await call('PUT', `/projects/${old.id}/archive`);
    for (const project of [launch, hidden]) {
      const doc = await server.api<{ id: number }>('POST', `/projects/${project.id}/docs`, {
        token: owner.token,
        headers: inWorkspace(workspace),
        body: { parent_path: '' },
      });
      await call('PUT', `/projects/${project.id}/docs/${doc.body.id}`, {
        name: `${project.name} plan`,
      });
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
    expect(seen.logs).toEqual([
      expect.objectContaining({ title: 'Launch status', description: 'Secret word Launch' }),
    ]);
    expect(seen.important_docs).toEqual([expect.objectContaining({ title: 'Launch site' })]);
    expect(JSON.stringify(seen)).not.toContain('Acquisition');

    const all = (await call('GET', '/search')).body as SearchList;
    expect(all.docs.map((item) => item.title).sort()).toEqual(['Acquisition plan', 'Launch plan']);
  });
});
