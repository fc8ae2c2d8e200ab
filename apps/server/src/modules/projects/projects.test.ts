import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema';
import { buildCrew, type SignedInPerson, buildGroup, buildProject } from '../../test/factories';
import { startTestEnvironment, type TestEnvironment } from '../../test/harness';
import { openEventStream } from '../../test/sse-client';

let server: TestEnvironment;

beforeAll(async () => {
  server = await startTestEnvironment();
});
afterAll(() => server.close());

type Person = SignedInPerson;
const crew = () => buildCrew(server);

async function touch(projectId: number, minutesAgo: number) {
  await server.app.services.database.db
    .update(projects)
    .set({ lastUpdate: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(projects.id, projectId));
}

describe('creating and listing projects', () => {
  it('needs the edit right on the group; the creator leads the project', async () => {
    const { workspace, people, as } = await crew();
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

  it('lists the newest first, with a limit, by group and by archive state', async () => {
    const { workspace, people, as } = await crew();
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
    const { workspace, people, as } = await crew();
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
    const { workspace, people, as } = await crew();
    const group = await buildGroup(server, workspace, {
      team: [{ user: people.guest.user, right: 'INVITE' }],
    });
    const project = await buildProject(server, group, { right: 'VIEW' });
    const rightOf = async (person: Person) =>
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
    const { workspace, people, as } = await crew();
    const group = await buildGroup(server, workspace);
    const secret = await buildProject(server, group, { privacy: 'PRIVATE' });
    const open = await buildProject(server, group);
    expect((await server.api('GET', `/projects/${secret.id}`, as(people.member))).status).toBe(404);
    expect((await server.api('GET', `/projects/${open.id}`, as(people.guest))).status).toBe(404);
    expect((await server.api('GET', `/projects/${secret.id}`, as(people.admin))).status).toBe(200);
  });

  it('let a viewer see no share token and change nothing', async () => {
    const { workspace, people, as } = await crew();
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
    const { workspace, people, as } = await crew();
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

  it('archives and restores', async () => {
    const { workspace, people, as } = await crew();
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

  it('deletes only for owners who can edit', async () => {
    const { workspace, people, as } = await crew();
    const project = await buildProject(server, await buildGroup(server, workspace));
    expect((await server.api('DELETE', `/projects/${project.id}`, as(people.admin))).status).toBe(
      403,
    );
    expect((await server.api('DELETE', `/projects/${project.id}`, as(people.owner))).body).toEqual({
      success: true,
    });
    expect((await server.api('GET', `/projects/${project.id}`, as(people.owner))).status).toBe(404);
  });

  it('turns the public link on and off', async () => {
    const { workspace, people, as } = await crew();
    const project = await buildProject(server, await buildGroup(server, workspace));
    const on = await server.api<{ share_token: string }>('PUT', `/projects/${project.id}/share`, {
      ...as(people.owner),
      body: { enabled: true },
    });
    expect(on.body.share_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(
      (await server.api('GET', `/projects/${project.id}/share`, as(people.owner))).body,
    ).toEqual(on.body);
    const off = await server.api('PUT', `/projects/${project.id}/share`, {
      ...as(people.owner),
      body: { enabled: false },
    });
    expect(off.body).toEqual({ share_token: null });
  });

  it('saves a valid planning and refuses a phase that ends before it starts', async () => {
    const { workspace, people, as } = await crew();
    const project = await buildProject(server, await buildGroup(server, workspace));
    const design = {
      id: 'design',
      name: 'Design',
      start: '2026-11-02',
      end: '2026-11-20',
      color: 'blue',
      progress: 40,
      links: [],
    };
    const planning = {
      phases: [design],
      milestones: [{ id: 'beta', name: 'Beta', date: '2026-12-01', color: 'red', links: [] }],
    };
    const put = (body: unknown) =>
      server.api('PUT', `/projects/${project.id}/planning`, { ...as(people.owner), body });
    expect((await put({ planning })).body).toMatchObject({ planning });
    const backwards = await put({
      planning: { ...planning, phases: [{ ...design, end: '2026-10-01' }] },
    });
    expect(backwards).toMatchObject({
      status: 422,
      body: {
        detail: [
          {
            loc: ['body', 'planning', 'phases', 0, 'end'],
            msg: 'The end must come after the start',
          },
        ],
      },
    });
    expect(
      (await server.api('GET', `/projects/${project.id}`, as(people.owner))).body,
    ).toMatchObject({ planning });
  });
});

describe('project teams', () => {
  it('list the project team, then the group team, and tell the added person live', async () => {
    const { workspace, people, as } = await crew();
    const group = await buildGroup(server, workspace, {
      team: [{ user: people.admin.user, right: 'EDIT' }],
    });
    const project = await buildProject(server, group, { privacy: 'PRIVATE' });
    const stream = await openEventStream(
      `${server.baseUrl}/api/sub?access_token=${people.guest.token}`,
    );
    try {
      await stream.until((event) => event.event === 'ready');
      const team = await server.api('POST', `/projects/${project.id}/team`, {
        ...as(people.owner, 'owner-tab-01'),
        body: { invites: [{ user_id: people.guest.user.id, right: 'VIEW' }] },
      });
      expect(team.body).toEqual([
        expect.objectContaining({
          user: expect.objectContaining({ id: people.guest.user.id }),
          right: 'VIEW',
          from_group: false,
        }),
        expect.objectContaining({
          user: expect.objectContaining({ id: people.admin.user.id }),
          right: 'EDIT',
          from_group: true,
        }),
      ]);
      expect(JSON.parse((await stream.next()).data)).toEqual({
        topic: 'projectUser',
        payload: {
          project_id: project.id,
          user_id: people.guest.user.id,
          action: 'added',
          right: 'VIEW',
        },
        source: 'owner-tab-01',
      });
      await server.api('PUT', `/projects/${project.id}/team/${people.guest.user.id}`, {
        ...as(people.owner),
        body: { right: 'EDIT' },
      });
      expect(JSON.parse((await stream.next()).data)).toMatchObject({
        payload: { action: 'updated', right: 'EDIT' },
      });
      const seen = await server.api('GET', `/projects/${project.id}`, as(people.guest));
      expect(seen.body).toMatchObject({ current_user_right: 'EDIT' });
    } finally {
      stream.close();
    }
  });

  it('keeps private project events away from people who cannot see it', async () => {
    const { workspace, people, as } = await crew();
    const project = await buildProject(server, await buildGroup(server, workspace), {
      privacy: 'PRIVATE',
    });
    const stream = await openEventStream(
      `${server.baseUrl}/api/sub?access_token=${people.member.token}`,
    );
    try {
      await stream.until((event) => event.event === 'ready');
      await server.api('PUT', `/projects/${project.id}`, {
        ...as(people.owner),
        body: { name: 'Secret plan' },
      });
      await expect(stream.next(400)).rejects.toThrow('no server-sent event');
    } finally {
      stream.close();
    }
  });
});

describe('ids from another workspace', () => {
  it('answer 404 on every project call, including a mixed project/group pair', async () => {
    const mine = await crew();
    const theirs = await crew();
    const myGroup = await buildGroup(server, mine.workspace);
    const myProject = await buildProject(server, myGroup, { name: 'Mine' });
    const foreignGroup = await buildGroup(server, theirs.workspace);
    const foreign = await buildProject(server, foreignGroup, { name: 'Theirs' });
    const as = mine.as(mine.people.owner);
    const calls: [string, string, unknown?][] = [
      ['GET', `/projects/${foreign.id}`],
      ['PUT', `/projects/${foreign.id}`, { name: 'Stolen' }],
      ['PUT', `/projects/${foreign.id}/archive`],
      ['PUT', `/projects/${foreign.id}/restore`],
      ['DELETE', `/projects/${foreign.id}`],
      ['PUT', `/projects/${foreign.id}/planning`, { planning: { phases: [], milestones: [] } }],
      ['GET', `/projects/${foreign.id}/share`],
      ['PUT', `/projects/${foreign.id}/share`, { enabled: true }],
      ['GET', `/projects/${foreign.id}/team`],
      [
        'POST',
        `/projects/${foreign.id}/team`,
        { invites: [{ user_id: mine.people.member.user.id, right: 'VIEW' }] },
      ],
      ['PUT', `/projects/${foreign.id}/team/${theirs.people.owner.user.id}`, { right: 'VIEW' }],
      ['DELETE', `/projects/${foreign.id}/team/${theirs.people.owner.user.id}`],
      ['PUT', `/projects/${myProject.id}`, { group_id: foreignGroup.id }],
      ['POST', '/projects', { name: 'Mixed', group_id: foreignGroup.id }],
    ];
    for (const [method, path, body] of calls) {
      const response = await server.api(method, path, { ...as, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const listed = await server.api<{ id: number }[]>(
      'GET',
      `/projects?group_id=${foreignGroup.id}`,
      as,
    );
    expect(listed.body).toEqual([]);
    const theirsAfter = await server.api(
      'GET',
      `/projects/${foreign.id}`,
      theirs.as(theirs.people.owner),
    );
    expect(theirsAfter.body).toMatchObject({
      name: 'Theirs',
      is_archived: false,
      share_token: null,
    });
    const mineAfter = await server.api('GET', `/projects/${myProject.id}`, as);
    expect(mineAfter.body).toMatchObject({ group_id: myGroup.id });
  });
});
