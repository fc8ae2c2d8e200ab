import { describe, expect, it } from 'vitest';
import { addMember, type SignedInPerson, buildSignedInUser } from '../../test/factories';
import { buildCrew } from '../../test/world';
import { useTestEnvironment } from '../../test/harness';

const server = useTestEnvironment();

describe('creating groups', () => {
  it('is for members and above; the creator leads the new group', async () => {
    const { people, as } = await buildCrew(server);
    const refused = await server.api('POST', '/groups', {
      ...as(people.guest),
      body: { name: 'Guests' },
    });
    expect(refused.status).toBe(403);

    const created = await server.api<{ created_id: number }>('POST', '/groups', {
      ...as(people.member),
      body: { name: 'Product' },
    });
    expect(created.status).toBe(201);
    const team = await server.api<{ group_users: unknown[] }>(
      'GET',
      `/groups/${created.body.created_id}/team`,
      as(people.member),
    );
    expect(team.body.group_users).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: people.member.user.id }),
        right: 'EDIT',
        primary_contact: true,
      }),
    ]);
  });

  it('stops at the free plan limit, with the spec text', async () => {
    const { people, as } = await buildCrew(server);
    for (const name of ['One', 'Two', 'Three']) {
      expect(
        (await server.api('POST', '/groups', { ...as(people.owner), body: { name } })).status,
      ).toBe(201);
    }
    const workspace = await server.api('GET', '/workspaces/c', as(people.owner));
    expect(workspace.body).toMatchObject({ can_add_groups: false });
    const fourth = await server.api('POST', '/groups', {
      ...as(people.owner),
      body: { name: 'Four' },
    });
    expect(fourth).toMatchObject({
      status: 403,
      body: {
        detail:
          'You have reached the maximum number of groups you can add to your workspace with a free plan. You need to upgrade your subscription plan to add more groups.',
      },
    });
    const names = await server.api<unknown[]>('GET', '/groups/names', as(people.owner));
    expect(names.body).toHaveLength(3);
  });
});

describe('seeing groups', () => {
  it('shows open groups to members, private ones to their team, and guests only theirs', async () => {
    const { people, as, groups } = await buildCrew(server, {
      groups: {
        open: { name: 'Open', privacy: 'OPEN' },
        secret: { name: 'Secret', privacy: 'PRIVATE', team: { member: 'VIEW' } },
        guests: { name: 'With guest', privacy: 'PRIVATE', team: { guest: 'VIEW' } },
      },
    });
    const { open, secret, guests } = groups;
    const names = async (person: SignedInPerson, only = 'active') =>
      (
        await server.api<{ name: string }[]>('GET', `/groups/names?only=${only}`, as(person))
      ).body.map((group) => group.name);
    expect(await names(people.admin)).toEqual(['Open', 'Secret', 'With guest']);
    expect(await names(people.member)).toEqual(['Open', 'Secret']);
    expect(await names(people.member, 'mine')).toEqual(['Secret']);
    expect(await names(people.guest)).toEqual(['With guest']);

    const ids = `${open.id},${secret.id},${guests.id}`;
    const detailed = await server.api<{ id: number; current_user_right: string }[]>(
      'GET',
      `/groups?ids=${ids}`,
      as(people.guest),
    );
    expect(detailed.body).toEqual([
      expect.objectContaining({ id: guests.id, current_user_right: 'VIEW', privacy: 'PRIVATE' }),
    ]);
    expect((await server.api('GET', `/groups/${secret.id}`, as(people.guest))).status).toBe(404);
  });

  it("lists a group's visible projects and its team", async () => {
    const { workspace, people, as, groups, projects } = await buildCrew(server, {
      groups: { group: { team: { member: 'EDIT' } } },
      projects: { open: { name: 'Open' }, hidden: { name: 'Hidden', privacy: 'PRIVATE' } },
    });
    const { group } = groups;
    const { open } = projects;
    const seenByMember = await server.api('GET', `/groups/${group.id}`, as(people.member));
    expect(seenByMember.body).toMatchObject({
      current_user_right: 'EDIT',
      users: [{ id: people.member.user.id }],
    });
    const asOther = await buildSignedInUser(server);
    await addMember(server, workspace, asOther.user, 'MEMBER');
    const other = await server.api<{ projects: { id: number }[] }>(
      'GET',
      `/groups/${group.id}`,
      as(asOther),
    );
    expect(other.body.projects).toEqual([{ id: open.id, is_archived: false }]);
  });
});

describe('changing groups', () => {
  it('needs the edit right', async () => {
    const { people, as, groups } = await buildCrew(server, {
      groups: { group: { right: 'VIEW' } },
    });
    const { group } = groups;
    const refused = await server.api('PUT', `/groups/${group.id}`, {
      ...as(people.member),
      body: { name: 'Mine' },
    });
    expect(refused.status).toBe(403);
    const renamed = await server.api('PUT', `/groups/${group.id}`, {
      ...as(people.admin),
      body: { name: 'Platform', privacy: 'PRIVATE' },
    });
    expect(renamed.body).toMatchObject({ name: 'Platform', privacy: 'PRIVATE' });
    expect((await server.api('GET', `/groups/${group.id}`, as(people.member))).status).toBe(404);
  });

  it('archives a group with its projects, and restores only the group when asked', async () => {
    const { people, as, groups, projects } = await buildCrew(server, {
      groups: { group: {} },
      projects: { project: {} },
    });
    const { group } = groups;
    const { project } = projects;
    const archived = await server.api(
      'PUT',
      `/groups/${group.id}/archive?with_projects=true`,
      as(people.owner),
    );
    expect(archived.body).toEqual({ success: true });
    const names = await server.api<{ id: number }[]>(
      'GET',
      '/groups/names?only=archived',
      as(people.owner),
    );
    expect(names.body.map((entry) => entry.id)).toEqual([group.id]);
    const archivedProjects = await server.api<{ id: number }[]>(
      'GET',
      `/projects?group_id=${group.id}&only=archived`,
      as(people.owner),
    );
    expect(archivedProjects.body.map((entry) => entry.id)).toEqual([project.id]);

    await server.api('PUT', `/groups/${group.id}/restore?with_projects=false`, as(people.owner));
    const restored = await server.api('GET', `/groups/${group.id}`, as(people.owner));
    expect(restored.body).toMatchObject({
      is_archived: false,
      projects: [{ id: project.id, is_archived: true }],
    });
  });

  it('restores a group with its projects when asked', async () => {
    const { people, as, groups, projects } = await buildCrew(server, {
      groups: { group: { team: { member: 'EDIT' } } },
      projects: { project: {} },
    });
    const { group } = groups;
    const { project } = projects;
    await server.api('PUT', `/groups/${group.id}/archive?with_projects=true`, as(people.owner));
    const restore = await server.api(
      'PUT',
      `/groups/${group.id}/restore?with_projects=true`,
      as(people.member),
    );
    expect(restore).toMatchObject({ status: 200, body: { success: true } });
    expect((await server.api('GET', `/groups/${group.id}`, as(people.member))).body).toMatchObject({
      is_archived: false,
      projects: [{ id: project.id, is_archived: false }],
    });
  });

  it('lets a guest who can edit archive a group but not restore it', async () => {
    const { people, as, groups } = await buildCrew(server, {
      groups: { group: { privacy: 'PRIVATE', team: { guest: 'EDIT' } } },
    });
    const { group } = groups;
    expect((await server.api('PUT', `/groups/${group.id}/archive`, as(people.guest))).status).toBe(
      200,
    );
    const restore = await server.api('PUT', `/groups/${group.id}/restore`, as(people.guest));
    expect(restore.status).toBe(403);
    expect((await server.api('GET', `/groups/${group.id}`, as(people.guest))).body).toMatchObject({
      is_archived: true,
    });
  });

  it('deletes only with edit, invite and the member role; the projects go too', async () => {
    const { people, as, groups, projects } = await buildCrew(server, {
      groups: { group: { privacy: 'PRIVATE', team: { guest: 'EDIT' } } },
      projects: { project: {} },
    });
    const { group } = groups;
    const { project } = projects;
    expect((await server.api('DELETE', `/groups/${group.id}`, as(people.guest))).status).toBe(403);
    expect((await server.api('DELETE', `/groups/${group.id}`, as(people.owner))).body).toEqual({
      success: true,
      trash_id: expect.any(Number),
    });
    expect((await server.api('GET', `/groups/${group.id}`, as(people.owner))).status).toBe(404);
    expect((await server.api('GET', `/projects/${project.id}`, as(people.owner))).status).toBe(404);
  });
});
