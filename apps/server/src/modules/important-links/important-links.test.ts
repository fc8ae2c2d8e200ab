import { describe, expect, it } from 'vitest';
import { inWorkspace } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { buildWorld } from '../../test/world';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();

type Links = {
  groups: {
    id: number;
    name: string;
    links: {
      id: number;
      link_type: string;
      title: string;
      target: { id: number | null; url: string };
    }[];
  }[];
};

async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER', viewer: 'MEMBER' },
    projects: { project: {} },
    docs: { runbook: { name: 'Runbook' } },
  });
  const { workspace } = world;
  const { owner, viewer } = world.people;
  const { project } = world.projects;
  const call = <Body = Links>(method: string, path: string, body?: unknown, token = owner.token) =>
    server.api<Body>(method, path, { token, headers: inWorkspace(workspace), body });
  const base = `/projects/${project.id}/important-links`;
  /** Adds an external link in a new group (or the group of that name). */
  const addExternal = (groupName: string, url: string) =>
    call('POST', base, { group_name: groupName, link_type: 'external', url });
  return {
    owner,
    viewer,
    workspace,
    project,
    call,
    base,
    addExternal,
    docId: world.docs.runbook.id,
  };
}

const ALREADY_LISTED = {
  status: 422,
  body: { detail: [{ loc: ['body', 'url'], msg: 'This link is already in the list' }] },
};

describe('important links', () => {
  it('group links to docs and to external addresses', async () => {
    const { call, base, docId, workspace, project } = await setting();
    const first = await call('POST', base, {
      group_name: 'Specs',
      link_type: 'doc',
      doc_id: docId,
    });
    expect(first.status).toBe(201);
    const groupId = first.body.groups[0]?.id;
    await call('POST', base, {
      group_id: groupId,
      link_type: 'external',
      url: 'https://figma.com/file/1',
      title: 'Mockups',
    });
    const links = await call('GET', base);
    expect(links.body).toEqual({
      groups: [
        {
          id: groupId,
          name: 'Specs',
          links: [
            expect.objectContaining({
              link_type: 'doc',
              title: 'Runbook',
              target: {
                id: docId,
                url: `/workspace/${workspace.id}/project/${project.id}/doc/${docId}`,
              },
            }),
            expect.objectContaining({
              link_type: 'external',
              title: 'Mockups',
              target: { id: null, url: 'https://figma.com/file/1' },
            }),
          ],
        },
      ],
    });
  });

  it("refuse two external links to the same address with 'This link is already in the list'", async () => {
    const { call, base, addExternal } = await setting();
    await addExternal('Tools', 'https://example.com/a');
    const again = await addExternal('Other', 'https://EXAMPLE.com/a');
    expect(again).toMatchObject(ALREADY_LISTED);
    const replaced = await call('PUT', base, {
      groups: [
        {
          name: 'Tools',
          links: [
            { link_type: 'external', url: 'https://example.com/a' },
            { link_type: 'external', url: 'https://example.com/a' },
          ],
        },
      ],
    });
    expect(replaced).toMatchObject(
      oneValidationIssue(
        ['body', 'groups', 0, 'links', 1, 'url'],
        'This link is already in the list',
      ),
    );
    expect((await call('GET', base)).body.groups).toHaveLength(1);
  });

  it('tell addresses apart by the case of their path, not of their host, nor a trailing slash', async () => {
    const { call, base, addExternal } = await setting();
    await addExternal('Docs', 'https://docs.google.com/document/d/1AbC');
    const otherDocument = await addExternal('Docs', 'https://docs.google.com/document/d/1abc');
    expect(otherDocument.status).toBe(201);
    const sameDocument = await addExternal('Docs', 'HTTPS://Docs.Google.com/document/d/1AbC/');
    expect(sameDocument).toMatchObject(ALREADY_LISTED);
    const urls = (await call('GET', base)).body.groups.flatMap((group) =>
      group.links.map((link) => link.target.url),
    );
    expect(urls).toEqual([
      'https://docs.google.com/document/d/1AbC',
      'https://docs.google.com/document/d/1abc',
    ]);
  });

  it('are reordered and renamed in one go, and an external link edited alone', async () => {
    const { call, base, addExternal } = await setting();
    await addExternal('A', 'https://a.example');
    await addExternal('B', 'https://b.example');
    const replaced = await call('PUT', base, {
      groups: [
        { name: 'Second first', links: [{ link_type: 'external', url: 'https://b.example' }] },
        { name: 'Then this', links: [{ link_type: 'external', url: 'https://a.example' }] },
      ],
    });
    expect(replaced.body.groups.map((group) => group.name)).toEqual(['Second first', 'Then this']);
    const linkId = replaced.body.groups[0]?.links[0]?.id;
    const edited = await call(
      'PUT',
      `/projects/${(await setting()).project.id}/external-links/${linkId}`,
      { title: 'x' },
    );
    expect(edited.status).toBe(404);
    const own = await call(
      'PUT',
      `${base.replace('important-links', 'external-links')}/${linkId}`,
      { url: 'https://c.example' },
    );
    expect(own.body.groups[0]?.links[0]?.target.url).toBe('https://c.example');
  });

  it('need the edit right to change, and refuse invalid urls', async () => {
    const { call, base, viewer, addExternal } = await setting();
    expect(
      (
        await call(
          'POST',
          base,
          { group_name: 'X', link_type: 'external', url: 'https://x.example' },
          viewer.token,
        )
      ).status,
    ).toBe(403);
    expect((await call('GET', base, undefined, viewer.token)).status).toBe(200);
    const invalid = await addExternal('X', 'not a url');
    expect(invalid).toMatchObject(oneValidationIssue(['body', 'url'], 'Invalid url'));
  });
});
