import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../db/schema';
import { type SignedInPerson, buildGroup, buildProject } from '../../test/factories';
import { buildCrew } from '../../test/world';
import { useTestEnvironment } from '../../test/harness';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();

async function touch(projectId: number, minutesAgo: number) {
  await server.app.services.database.db
    .update(projects)
    .set({ lastUpdate: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(projects.id, projectId));
}

describe('creating and listing projects', () => {
  it('needs the edit right on the group; the creator leads the project', async () => {
    const { workspace, people, as } = await buildCrew(server);
    const group = await buildGroup(server, workspace, { right: 'VIEW' });
    const body = { name: 'Spring launch', group_id: group.id, emoji: '🚀' };
    expect((await server.api('POST', '/projects', { ...as(people.member), body })).status).toBe(
      403,
    );
    const created = await server.api<{ created_id: number }>('POST', '/projects', {
      ...as(people.admin),
      body,
    });
    expect(created.status).toBe(201);
    const project = await server.api(
      'GET',
      `/projects/${created.body.created_id}`,
      as(people.admin),
    );
    expect(project.body).toMatchObject({
      name: 'Spring launch',
      emoji: '🚀',
      group_id: group.id,
      current_user_right: 'EDIT',
      is_archived: false,
      share_token: null,
      location: ['Product'],
      users: [
        expect.objectContaining({
          id: people.admin.user.id,
          right: 'EDIT',
          fullname: 'Adam Admin',
        }),
      ],
    });
  });

  it('shows a project with its whole team, as the list of projects shows it', async () => {
    const { workspace, people, as } = await buildCrew(server);
    const group = await buildGroup(server, workspace);
    const project = await buildProject(server, group, {
      team: [
        { user: people.guest.user, right: 'VIEW' },
        { user: people.member.user, right: 'EDIT' },
      ],
    });
    const read = await server.api<{ users: unknown[] }>(
      'GET',
      `/projects/${project.id}`,
      as(people.admin),
    );
    expect(read.body.users).toHaveLength(2);
    expect(read.body.users).toEqual(
      expect.arrayContaining([
        {
          id: people.guest.user.id,
          email: people.guest.user.email,
          fullname: people.guest.user.fullname,
          avatar: null,
          initial: expect.any(String),
          right: 'VIEW',
        },
        expect.objectContaining({ id: people.member.user.id, right: 'EDIT' }),
      ]),
    );
    const listed = await server.api<{ id: number }[]>('GET', '/projects', as(people.admin));
    expect(listed.body.find((item) => item.id === project.id)).toEqual(read.body);
  });

  it('lists the newest first, with a limit, by group and by archive state', async () => {
    const { workspace, people, as } = await buildCrew(server);
    const product = await buildGroup(server, workspace, { name: 'Product' });
    const ops = await buildGroup(server, workspace, { name: 'Ops' });
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    for (const [index, name] of names.entries()) {
      const project = await buildProject(server, index < 4 ? product : ops, { name });
      await touch(project.id, index);
    }
    const archived = await buildProject(server, product, { name: 'Old' });
    await server.api('PUT', `/projects/${archived.id}/archive`, as(people.owner));

    const list = async (query: string) =>
      (
        await server.api<{ name: string }[]>('GET', `/projects${query}`, as(people.member))
      ).body.map((project) => project.name);
    expect(await list('')).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(await list('?limit=6')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(await list(`?group_id=${ops.id}`)).toEqual(['E', 'F', 'G']);
    expect(await list('?only=archived')).toEqual(['Old']);
  });

  it('lists only the projects the caller can edit as editable', async () => {
    const { workspace, people, as } = await buildCrew(server);
    const group = await buildGroup(server, workspace);
    const mine = await buildProject(server, group, {
      name: 'Mine',
      team: [{ user: people.member.user, right: 'EDIT' }],
    });
    await buildProject(server, group, { name: 'Theirs' });
    const editable = await server.api<{ id: number }[]>(
      'GET',
      '/projects/editable',
      as(people.member),
    );
    expect(editable.body.map((project) => project.id)).toEqual([mine.id]);
  });
});

describe('rights on a project', () => {
  it('are the highest of the project team, the group team and the open default', async () => {
    const { workspace, people, as } = await buildCrew(server);
    const group = await buildGroup(server, workspace, {
      team: [{ user: people.guest.user, right: 'INVITE' }],
    });
    const project = await buildProject(server, group, { right: 'VIEW' });
    const rightOf = async (person: SignedInPerson) =>
      (
        await server.api<{ current_user_right: string }>(
          'GET',
          `/projects/${project.id}`,
          as(person),
        )
      ).body.current_user_right;
    expect(await rightOf(people.owner)).toBe('EDIT');
    expect(await rightOf(people.member)).toBe('VIEW');
    expect(await rightOf(people.guest)).toBe('INVITE');

    await server.api('POST', `/projects/${project.id}/team`, {
      ...as(people.owner),
      body: { invites: [{ user_id: people.member.user.id, right: 'EDIT' }] },
    });
    expect(await rightOf(people.member)).toBe('EDIT');
  });

  it('hides private projects and keeps guests to what they were added to', async () => {
    const { workspace, people, as } = await buildCrew(server);
    const group = await buildGroup(server, workspace);
    const secret = await buildProject(server, group, { privacy: 'PRIVATE' });
    const open = await buildProject(server, group);
    expect((await server.api('GET', `/projects/${secret.id}`, as(people.member))).status).toBe(404);
    expect((await server.api('GET', `/projects/${open.id}`, as(people.guest))).status).toBe(404);
    expect((await server.api('GET', `/projects/${secret.id}`, as(people.admin))).status).toBe(200);
  });

  it('let a viewer see no share token and change nothing', async () => {
    const { workspace, people, as } = await buildCrew(server);
    const group = await buildGroup(server, workspace);
    const project = await buildProject(server, group);
    await server.api('PUT', `/projects/${project.id}/share`, {
      ...as(people.owner),
      body: { enabled: true },
    });
    const seen = await server.api('GET', `/projects/${project.id}`, as(people.member));
    expect(seen.body).toMatchObject({ current_user_right: 'VIEW', share_token: null });
    const attempts: [string, string, unknown?][] = [
      ['PUT', `/projects/${project.id}`, { name: 'Nope' }],
      ['PUT', `/projects/${project.id}/archive`],
      ['DELETE', `/projects/${project.id}`],
      ['PUT', `/projects/${project.id}/planning`, { planning: { phases: [], milestones: [] } }],
      ['GET', `/projects/${project.id}/share`],
      ['PUT', `/projects/${project.id}/share`, { enabled: false }],
      [
        'POST',
        `/projects/${project.id}/team`,
        { invites: [{ user_id: people.guest.user.id, right: 'VIEW' }] },
      ],
    ];
    for (const [method, path, body] of attempts) {
      expect(
        (await server.api(method, path, { ...as(people.member), body })).status,
        `${method} ${path}`,
      ).toBe(403);
    }
    const after = await server.api('GET', `/projects/${project.id}`, as(people.owner));
    expect(after.body).toMatchObject({ name: 'Spring launch', is_archived: false, planning: null });
  });
});

describe('project actions', () => {
  it('moves a project only into a group the caller can edit', async () => {
    const { workspace, people, as } = await buildCrew(server);
    const from = await buildGroup(server, workspace, {
      name: 'From',
      team: [{ user: people.member.user, right: 'EDIT' }],
    });
    const to = await buildGroup(server, workspace, { name: 'To', right: 'VIEW' });
    const project = await buildProject(server, from, {
      team: [{ user: people.member.user, right: 'EDIT' }],
    });
    const refused = await server.api('PUT', `/projects/${project.id}`, {
      ...as(people.member),
      body: { group_id: to.id },
    });
    expect(refused.status).toBe(403);
    const moved = await server.api('PUT', `/projects/${project.id}`, {
      ...as(people.admin),
      body: { group_id: to.id },
    });
    expect(moved.body).toMatchObject({ group_id: to.id, location: ['To'] });
  });

  it('renames a project and changes its emoji', async () => {
    const { workspace, people, as } = await buildCrew(server);
    const project = await buildProject(server, await buildGroup(server, workspace), {
      team: [{ user: people.member.user, right: 'EDIT' }],
    });
    const edited = await server.api('PUT', `/projects/${project.id}`, {
      ...as(people.member),
      body: { name: '  Autumn launch ', emoji: '🍂' },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { id: project.id, name: 'Autumn launch', emoji: '🍂', current_user_right: 'EDIT' },
    });
    const cleared = await server.api('PUT', `/projects/${project.id}`, {
      ...as(people.member),
      body: { emoji: null },
    });
    expect(cleared.body).toMatchObject({ name: 'Autumn launch', emoji: null });
    expect(
      (await server.api('GET', `/projects/${project.id}`, as(people.owner))).body,
    ).toMatchObject({ name: 'Autumn launch', emoji: null });
  });

  it('refuses a move into an archived group and stays where it was', async () => {
    const { workspace, people, as } = await buildCrew(server);
    const from = await buildGroup(server, workspace, { name: 'From' });
    const archived = await buildGroup(server, workspace, { name: 'Archived' });
    await server.api('PUT', `/groups/${archived.id}/archive`, as(people.owner));
    const project = await buildProject(server, from);
    const refused = await server.api('PUT', `/projects/${project.id}`, {
      ...as(people.owner),
      body: { name: 'Moved', group_id: archived.id },
    });
    expect(refused).toMatchObject(
      oneValidationIssue(['body', 'group_id'], 'A project cannot be moved into an archived group'),
    );
    expect(
      (await server.api('GET', `/projects/${project.id}`, as(people.owner))).body,
    ).toMatchObject({ name: 'Spring launch', group_id: from.id });
  });

  it('archives and restores', async () => {
    const { workspace, people, as } = await buildCrew(server);
    const project = await buildProject(server, await buildGroup(server, workspace));
    expect(
      (await server.api('PUT', `/projects/${project.id}/archive`, as(people.admin))).body,
    ).toEqual({ success: true });
    expect(
      (await server.api('GET', `/projects/${project.id}`, as(people.admin))).body,
    ).toMatchObject({ is_archived: true });
    await server.api('PUT', `/projects/${project.id}/restore`, as(people.admin));
    expect(
      (await server.api('GET', `/projects/${project.id}`, as(people.admin))).body,
    ).toMatchObject({ is_archived: false });
  });

  it('lets a guest who can edit archive a project but not restore it', async () => {
    const { workspace, people, as } = await buildCrew(server);
    const project = await buildProject(server, await buildGroup(server, workspace), {
      team: [{ user: people.guest.user, right: 'EDIT' }],
    });
    const path = `/projects/${project.id}`;
    expect((await server.api('PUT', `${path}/archive`, as(people.guest))).status).toBe(200);
    expect((await server.api('PUT', `${path}/restore`, as(people.guest))).status).toBe(403);
    expect((await server.api('GET', path, as(people.guest))).body).toMatchObject({
      is_archived: true,
    });
  });

  it('deletes only for owners who can edit', async () => {
    const { workspace, people, as } = await buildCrew(server);
    const project = await buildProject(server, await buildGroup(server, workspace));
    expect((await server.api('DELETE', `/projects/${project.id}`, as(people.admin))).status).toBe(
      403,
    );
    expect((await server.api('DELETE', `/projects/${project.id}`, as(people.owner))).body).toEqual({
      success: true,
      trash_id: expect.any(Number),
    });
    expect((await server.api('GET', `/projects/${project.id}`, as(people.owner))).status).toBe(404);
  });
});
