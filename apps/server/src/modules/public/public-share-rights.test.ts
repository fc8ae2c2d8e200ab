import { CANT_SHARE_ARCHIVED_DOC, CANT_SHARE_ARCHIVED_PROJECT } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { inWorkspace, type SignedInPerson } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment();

/** A crew, an open project where members only view and the guest edits, and one doc. */
async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER', member: 'MEMBER', guest: 'GUEST' },
    projects: { project: { right: 'VIEW', team: { guest: 'EDIT' } } },
    docs: { doc: {} },
  });
  const { people, workspace } = world;
  const { project } = world.projects;
  const as = (person: SignedInPerson) => ({
    token: person.token,
    headers: inWorkspace(workspace),
  });
  const base = `/projects/${project.id}`;
  const doc = world.docs.doc.id;
  return { people, as, project, base, docShare: `${base}/docs/${doc}/share` };
}

describe('who sees that a project is shared', () => {
  it('is everyone who sees it; only editors get the token', async () => {
    const { people, as, base } = await setting();
    const on = await server.api<{ share_token: string }>('PUT', `${base}/share`, {
      ...as(people.owner),
      body: { enabled: true },
    });
    const byViewer = await server.api('GET', base, as(people.member));
    expect(byViewer.body).toMatchObject({
      current_user_right: 'VIEW',
      is_shared: true,
      share_token: null,
    });
    const list = await server.api<{ is_shared: boolean; share_token: string | null }[]>(
      'GET',
      '/projects',
      as(people.member),
    );
    expect(list.body.map(({ is_shared, share_token }) => [is_shared, share_token])).toEqual([
      [true, null],
    ]);
    const byEditor = await server.api('GET', base, as(people.owner));
    expect(byEditor.body).toMatchObject({ is_shared: true, share_token: on.body.share_token });

    await server.api('PUT', `${base}/share`, { ...as(people.owner), body: { enabled: false } });
    expect((await server.api('GET', base, as(people.member))).body).toMatchObject({
      is_shared: false,
      share_token: null,
    });
  });
});

describe('who may share a doc', () => {
  it('is not a viewer, nor a guest once the doc is locked', async () => {
    const { people, as, docShare } = await setting();
    const refused = { status: 403, body: { detail: 'You do not have the right to do this' } };
    expect(await server.api('GET', docShare, as(people.member))).toMatchObject(refused);
    expect(
      await server.api('PUT', docShare, { ...as(people.member), body: { enabled: true } }),
    ).toMatchObject(refused);

    expect((await server.api('GET', docShare, as(people.guest))).status).toBe(200);
    const docPath = docShare.replace(/\/share$/, '');
    await server.api('PUT', docPath, { ...as(people.owner), body: { is_locked: true } });
    expect(await server.api('GET', docShare, as(people.guest))).toMatchObject(refused);
    expect(
      await server.api('PUT', docShare, { ...as(people.guest), body: { enabled: true } }),
    ).toMatchObject(refused);
    // Nothing was turned on by the refused calls.
    expect((await server.api('GET', docShare, as(people.owner))).body).toEqual({
      share_token: null,
    });
  });
});

describe('sharing something archived', () => {
  it('is refused with the reason, while turning a link off still works', async () => {
    const { people, as, base, docShare } = await setting();
    const owner = as(people.owner);
    const docPath = docShare.replace(/\/share$/, '');
    const on = { ...owner, body: { enabled: true } };
    const off = { ...owner, body: { enabled: false } };

    await server.api('PUT', `${docPath}/archive`, owner);
    expect(await server.api('PUT', docShare, on)).toMatchObject({
      status: 403,
      body: { detail: CANT_SHARE_ARCHIVED_DOC },
    });
    expect((await server.api('PUT', docShare, off)).status).toBe(200);
    await server.api('PUT', `${docPath}/restore`, owner);

    await server.api('PUT', `${base}/archive`, owner);
    for (const path of [`${base}/share`, docShare]) {
      expect(await server.api('PUT', path, on)).toMatchObject({
        status: 403,
        body: { detail: CANT_SHARE_ARCHIVED_PROJECT },
      });
      expect(await server.api('PUT', path, off)).toMatchObject({
        status: 200,
        body: { share_token: null },
      });
    }
  });
});
