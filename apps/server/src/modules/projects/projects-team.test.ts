import type { ProjectTeam } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { buildCrew } from '../../test/world';
import { useTestEnvironment } from '../../test/harness';
import { refusedDemotionByInvite } from '../../test/invitations';
import { useEventStreams } from '../../test/sse-client';

const server = useTestEnvironment();
const listen = useEventStreams(server);

describe('project teams', () => {
  it('list the project team, then the group team, and tell the added person live', async () => {
    const { workspace, people, as, projects } = await buildCrew(server, {
      groups: { group: { team: { admin: 'EDIT' } } },
      projects: { project: { privacy: 'PRIVATE' } },
    });
    const { project } = projects;
    const stream = await listen(people.guest);
    const team = await server.api('POST', `/projects/${project.id}/team`, {
      ...as(people.owner, 'owner-tab-01'),
      body: { invites: [{ user_id: people.guest.user.id, right: 'VIEW' }] },
    });
    expect(team.body).toEqual({
      users: [
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
      ],
      current_user_right: 'EDIT',
    });
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
    // Being added is in their inbox too.
    expect(JSON.parse((await stream.next()).data)).toMatchObject({
      topic: 'inbox',
      payload: { workspace_id: workspace.id, action: 'added' },
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
  });

  it('keeps private project events away from people who cannot see it', async () => {
    const { people, as, projects } = await buildCrew(server, {
      projects: { project: { privacy: 'PRIVATE' } },
    });
    const { project } = projects;
    const stream = await listen(people.member);
    await server.api('PUT', `/projects/${project.id}`, {
      ...as(people.owner),
      body: { name: 'Secret plan' },
    });
    await expect(stream.next(400)).rejects.toThrow('no server-sent event');
  });
});

describe('the right each person really has', () => {
  it('is shown beside the one given on the team: an admin edits, a group editor edits', async () => {
    const { people, as, projects } = await buildCrew(server, {
      groups: { group: { team: { member: 'EDIT' } } },
      projects: {
        project: { privacy: 'PRIVATE', team: { admin: 'VIEW', member: 'VIEW', guest: 'VIEW' } },
      },
    });
    const { project } = projects;
    const team = await server.api('GET', `/projects/${project.id}/team`, as(people.owner));
    const shown = (team.body as ProjectTeam).users.map((entry) => [
      entry.user.id,
      entry.right,
      entry.effective_right,
    ]);
    expect(shown).toEqual([
      [people.admin.user.id, 'VIEW', 'EDIT'],
      [people.member.user.id, 'VIEW', 'EDIT'],
      [people.guest.user.id, 'VIEW', 'VIEW'],
    ]);
    // What they really can do: the member edits the project.
    const renamed = await server.api('PUT', `/projects/${project.id}`, {
      ...as(people.member),
      body: { name: 'Renamed by the member' },
    });
    expect(renamed.status).toBe(200);
  });
});

describe('reading and leaving a project team', () => {
  it('reads the team with the caller’s own right', async () => {
    const { people, as, projects } = await buildCrew(server, {
      projects: { project: { team: { guest: 'INVITE' } } },
    });
    const { project } = projects;
    const team = await server.api('GET', `/projects/${project.id}/team`, as(people.member));
    expect(team).toMatchObject({
      status: 200,
      body: {
        users: [
          {
            user: { id: people.guest.user.id, fullname: 'Gus Guest' },
            right: 'INVITE',
            primary_contact: false,
            from_group: false,
          },
        ],
        current_user_right: 'VIEW',
      },
    });
  });

  it('removes someone from the team, who then loses a private project', async () => {
    const { people, as, projects } = await buildCrew(server, {
      projects: { project: { privacy: 'PRIVATE', team: { member: 'EDIT', guest: 'VIEW' } } },
    });
    const { project } = projects;
    const removed = await server.api(
      'DELETE',
      `/projects/${project.id}/team/${people.guest.user.id}`,
      as(people.member),
    );
    expect(removed).toMatchObject({
      status: 200,
      body: {
        users: [{ user: { id: people.member.user.id }, right: 'EDIT' }],
        current_user_right: 'EDIT',
      },
    });
    expect((await server.api('GET', `/projects/${project.id}`, as(people.guest))).status).toBe(404);

    const left = await server.api(
      'DELETE',
      `/projects/${project.id}/team/${people.member.user.id}`,
      as(people.member),
    );
    expect(left.body).toEqual({ users: [], current_user_right: null });
    const after = await server.api('GET', `/projects/${project.id}/team`, as(people.owner));
    expect(after.body).toEqual({ users: [], current_user_right: 'EDIT' });
  });
});

describe('inviting someone already on the project team', () => {
  it('cannot demote an EDIT member through the invite right', async () => {
    const { people, as, targetId } = await refusedDemotionByInvite(server, 'projects');
    const seen = await server.api('GET', `/projects/${targetId}`, as(people.member));
    expect(seen.body).toMatchObject({ current_user_right: 'EDIT' });
  });
});
