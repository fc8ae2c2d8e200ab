import { describe, expect, it } from 'vitest';
import { PROJECT_ARCHIVED } from '../shared/archived-messages';
import { buildProject, inWorkspace, type SignedInPerson } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { useEventStreams } from '../../test/sse-client';
import { buildWorld } from '../../test/world';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();

type Links = {
  groups: {
    id: number;
    name: string;
    links: { id: number; link_type: string; target: { id: number | null; url: string } }[];
  }[];
};

/**
 * A PRIVATE project of an open group: the owner and Eddie edit it; Mia (a member) is outside.
 * The owner alone sees the 'Vault' project and its doc.
 */
async function setting() {
  const world = await buildWorld(server, {
    people: {
      owner: 'OWNER',
      member: 'MEMBER',
      editor: { role: 'MEMBER', fullname: 'Eddie Editor' },
    },
    groups: { group: {} },
    projects: {
      project: { privacy: 'PRIVATE', team: { editor: 'EDIT' } },
      vault: { name: 'Vault', privacy: 'PRIVATE' },
    },
  });
  const { workspace, people } = world;
  const { editor } = people;
  const { group } = world.groups;
  const { project, vault } = world.projects;
  const as = (person: SignedInPerson, clientId: string) => ({
    token: person.token,
    headers: inWorkspace(workspace, clientId),
  });
  const call = <Body = Links>(
    person: SignedInPerson,
    method: string,
    path: string,
    body?: unknown,
  ) => server.api<Body>(method, path, { ...as(person, 'owner-tab-01'), body });
  const owner = people.owner;
  const newDoc = async (projectId: number, name: string) => {
    const doc = await call<{ id: number }>(owner, 'POST', `/projects/${projectId}/docs`, {
      parent_path: '',
    });
    await call(owner, 'PUT', `/projects/${projectId}/docs/${doc.body.id}`, { name });
    return doc.body.id;
  };
  const base = `/projects/${project.id}/important-links`;
  return { workspace, people, owner, editor, group, project, vault, call, newDoc, base };
}

const listen = useEventStreams(server);

describe('live important links', () => {
  it('reach the project team and no one outside a private project', async () => {
    const { owner, editor, people, project, call, base } = await setting();
    const team = await listen(editor);
    const outsider = await listen(people.member);
    const added = await call(owner, 'POST', base, {
      group_name: 'Tools',
      link_type: 'external',
      url: 'https://a.example',
    });
    const group = added.body.groups[0];
    await call(owner, 'PUT', base, {
      groups: [
        {
          id: group?.id,
          name: 'Tools',
          links: [{ link_type: 'external', url: 'https://a.example' }],
        },
      ],
    });
    const replaced = await call(owner, 'GET', base);
    const linkId = replaced.body.groups[0]?.links[0]?.id;
    await call(owner, 'PUT', `/projects/${project.id}/external-links/${linkId}`, {
      title: 'A',
    });
    const topics = [];
    for (let index = 0; index < 3; index++) topics.push(JSON.parse((await team.next()).data));
    expect(topics).toEqual([
      { topic: 'projectLinks', payload: { project_id: project.id }, source: 'owner-tab-01' },
      { topic: 'projectLinks', payload: { project_id: project.id }, source: 'owner-tab-01' },
      {
        topic: 'externalLink',
        payload: { project_id: project.id, link_id: linkId },
        source: 'owner-tab-01',
      },
    ]);
    await expect(outsider.next(400)).rejects.toThrow('no server-sent event');
  });
});

describe('links to docs the editor cannot see', () => {
  it('are kept when another editor replaces the list', async () => {
    const { owner, editor, vault, call, newDoc, base } = await setting();
    const secretDoc = await newDoc(vault.id, 'Acquisition memo');
    const first = await call(owner, 'POST', base, {
      group_name: 'Specs',
      link_type: 'doc',
      doc_id: secretDoc,
    });
    const groupId = first.body.groups[0]?.id;
    await call(owner, 'POST', base, {
      group_id: groupId,
      link_type: 'external',
      url: 'https://a.example',
    });
    const seen = await call(editor, 'GET', base);
    expect(seen.body.groups[0]?.links.map((link) => link.target.url)).toEqual([
      'https://a.example',
    ]);

    const edited = await call(editor, 'PUT', base, {
      groups: [
        {
          id: groupId,
          name: 'Specs v2',
          links: [
            { link_type: 'external', url: 'https://a.example' },
            { link_type: 'external', url: 'https://b.example' },
          ],
        },
      ],
    });
    expect(edited.status).toBe(200);
    const ownerView = await call(owner, 'GET', base);
    expect(ownerView.body.groups).toEqual([
      expect.objectContaining({ id: groupId, name: 'Specs v2' }),
    ]);
    expect(
      ownerView.body.groups[0]?.links.map((link) => link.target.id ?? link.target.url),
    ).toEqual(['https://a.example', 'https://b.example', secretDoc]);

    await call(editor, 'PUT', base, { groups: [] });
    const afterRemoval = await call(owner, 'GET', base);
    expect(afterRemoval.body.groups).toEqual([
      expect.objectContaining({
        id: groupId,
        links: [
          expect.objectContaining({
            link_type: 'doc',
            target: expect.objectContaining({ id: secretDoc }),
          }),
        ],
      }),
    ]);
    expect((await call(editor, 'GET', base)).body.groups[0]?.links).toEqual([]);
  });
});

describe('an archived project', () => {
  it('refuses every change to its links, saying why', async () => {
    const { owner, project, call, base } = await setting();
    const added = await call(owner, 'POST', base, {
      group_name: 'Tools',
      link_type: 'external',
      url: 'https://a.example',
    });
    const linkId = added.body.groups[0]?.links[0]?.id;
    await call(owner, 'PUT', `/projects/${project.id}/archive`);
    const attempts: [string, string, unknown][] = [
      ['POST', base, { group_name: 'More', link_type: 'external', url: 'https://b.example' }],
      ['PUT', base, { groups: [] }],
      ['PUT', `/projects/${project.id}/external-links/${linkId}`, { title: 'Renamed' }],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(owner, method, path, body);
      expect(response, `${method} ${path}`).toMatchObject({
        status: 403,
        body: { detail: PROJECT_ARCHIVED },
      });
    }
    expect((await call(owner, 'GET', base)).body).toEqual(added.body);
  });
});

describe('ids that do not belong', () => {
  it('answer 404 for a project or link of elsewhere, and 422 for a doc of another workspace', async () => {
    const mine = await setting();
    const theirs = await setting();
    const theirDoc = await theirs.newDoc(theirs.project.id, 'Their doc');
    const theirLinks = await theirs.call(theirs.owner, 'POST', theirs.base, {
      group_name: 'Theirs',
      link_type: 'external',
      url: 'https://theirs.example',
    });
    const theirGroup = theirLinks.body.groups[0];
    const theirLinkId = theirGroup?.links[0]?.id;
    const sibling = await buildProject(server, mine.group, { name: 'Sibling' });
    const siblingLinks = await mine.call(
      mine.owner,
      'POST',
      `/projects/${sibling.id}/important-links`,
      {
        group_name: 'Sibling',
        link_type: 'external',
        url: 'https://sibling.example',
      },
    );
    const siblingLinkId = siblingLinks.body.groups[0]?.links[0]?.id;
    const foreign = `/projects/${theirs.project.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', `${foreign}/important-links`],
      [
        'POST',
        `${foreign}/important-links`,
        { group_name: 'X', link_type: 'external', url: 'https://x.example' },
      ],
      ['PUT', `${foreign}/important-links`, { groups: [] }],
      ['PUT', `${foreign}/external-links/${theirLinkId}`, { title: 'Stolen' }],
      ['PUT', `/projects/${mine.project.id}/external-links/${theirLinkId}`, { title: 'Stolen' }],
      ['PUT', `/projects/${mine.project.id}/external-links/${siblingLinkId}`, { title: 'Stolen' }],
    ];
    for (const [method, path, body] of calls) {
      const response = await mine.call(mine.owner, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }

    const docLink = await mine.call(mine.owner, 'POST', mine.base, {
      group_name: 'X',
      link_type: 'doc',
      doc_id: theirDoc,
    });
    expect(docLink).toMatchObject(
      oneValidationIssue(['body', 'doc_id'], 'This document does not exist'),
    );
    const replaced = await mine.call(mine.owner, 'PUT', mine.base, {
      groups: [{ name: 'X', links: [{ link_type: 'doc', doc_id: theirDoc }] }],
    });
    expect(replaced).toMatchObject(
      oneValidationIssue(
        ['body', 'groups', 0, 'links', 0, 'doc_id'],
        'This document does not exist',
      ),
    );
    const theirGroupId = await mine.call(mine.owner, 'PUT', mine.base, {
      groups: [{ id: theirGroup?.id, name: 'Mine now', links: [] }],
    });
    expect(theirGroupId.body.groups).toEqual([expect.objectContaining({ name: 'Mine now' })]);
    expect(theirGroupId.body.groups[0]?.id).not.toBe(theirGroup?.id);

    expect((await theirs.call(theirs.owner, 'GET', theirs.base)).body).toEqual(theirLinks.body);
    expect(
      (await mine.call(mine.owner, 'GET', `/projects/${sibling.id}/important-links`)).body,
    ).toEqual(siblingLinks.body);
  });
});
