import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { buildCrew } from '../../test/world';
import { useTestEnvironment } from '../../test/harness';
import { expectOutsiderInviteRefused, refusedDemotionByInvite } from '../../test/invitations';

const server = useTestEnvironment();

describe('group teams', () => {
  it('adds workspace members with a right, sets a primary contact, removes them', async () => {
    const { people, as, groups } = await buildCrew(server, {
      groups: { group: { privacy: 'PRIVATE' } },
    });
    const { group } = groups;
    const added = await server.api<{
      group_users: { user: { id: number }; right: string; primary_contact: boolean }[];
    }>('POST', `/groups/${group.id}/team`, {
      ...as(people.admin),
      body: { invites: [{ user_id: people.guest.user.id, right: 'INVITE' }] },
    });
    expect(added.status).toBe(201);
    expect(added.body.group_users).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: people.guest.user.id }),
        right: 'INVITE',
      }),
    ]);
    const contact = await server.api<{ group_users: { primary_contact: boolean }[] }>(
      'PUT',
      `/groups/${group.id}/team/${people.guest.user.id}`,
      { ...as(people.admin), body: { primary_contact: true } },
    );
    expect(contact.body.group_users[0]?.primary_contact).toBe(true);

    const grantTooMuch = await server.api('POST', `/groups/${group.id}/team`, {
      ...as(people.guest),
      body: { invites: [{ user_id: people.member.user.id, right: 'EDIT' }] },
    });
    expect(grantTooMuch.status).toBe(403);

    const unset = await server.api('PUT', `/groups/${group.id}/team/${people.guest.user.id}`, {
      ...as(people.admin),
      body: { primary_contact: false, right: 'VIEW' },
    });
    expect(unset).toMatchObject({
      status: 200,
      body: {
        group_users: [{ right: 'VIEW', primary_contact: false }],
        current_user_right: 'EDIT',
      },
    });
    const reread = await server.api('GET', `/groups/${group.id}/team`, as(people.guest));
    expect(reread.body).toMatchObject({
      group_users: [{ user: { id: people.guest.user.id }, right: 'VIEW', primary_contact: false }],
      current_user_right: 'VIEW',
    });

    const removed = await server.api<{ group_users: unknown[] }>(
      'DELETE',
      `/groups/${group.id}/team/${people.guest.user.id}`,
      as(people.admin),
    );
    expect(removed.body.group_users).toEqual([]);
    expect((await server.api('GET', `/groups/${group.id}`, as(people.guest))).status).toBe(404);
  });

  it('refuses people who are not in the workspace', async () => {
    const { people, callAs, groups } = await buildCrew(server, { groups: { group: {} } });
    const stranger = await buildSignedInUser(server);
    const base = `/groups/${groups.group.id}`;
    await expectOutsiderInviteRefused(callAs(people.owner), base, stranger.user.id);
  });

  it('lists people who are only on a project of the group', async () => {
    const { people, as, groups, projects } = await buildCrew(server, {
      groups: { group: {} },
      projects: { project: { team: { guest: 'VIEW' } } },
    });
    const { group } = groups;
    const { project } = projects;
    const team = await server.api('GET', `/groups/${group.id}/team`, as(people.owner));
    expect(team.body).toEqual({
      group_users: [],
      project_users: [
        {
          user: expect.objectContaining({ id: people.guest.user.id, fullname: 'Gus Guest' }),
          projects: [{ id: project.id, right: 'VIEW' }],
        },
      ],
      current_user_right: 'EDIT',
    });
  });

  it('shows only the projects the caller can see, on the read and in the answers of changes', async () => {
    const { people, as, groups, projects } = await buildCrew(server, {
      groups: { group: { right: 'INVITE' } },
      projects: { secret: { privacy: 'PRIVATE', team: { guest: 'VIEW', admin: 'EDIT' } } },
    });
    const { group } = groups;
    const { secret } = projects;
    const read = await server.api('GET', `/groups/${group.id}/team`, as(people.member));
    expect(read.body).toEqual({ group_users: [], project_users: [], current_user_right: 'INVITE' });
    const added = await server.api('POST', `/groups/${group.id}/team`, {
      ...as(people.member),
      body: { invites: [{ user_id: people.admin.user.id, right: 'VIEW' }] },
    });
    expect(added.body).toEqual({
      group_users: [
        {
          user: expect.objectContaining({ id: people.admin.user.id }),
          right: 'VIEW',
          primary_contact: false,
          projects: [],
        },
      ],
      project_users: [],
      current_user_right: 'INVITE',
    });
    const full = await server.api('GET', `/groups/${group.id}/team`, as(people.owner));
    expect(full.body).toMatchObject({
      group_users: [{ user: { id: people.admin.user.id }, projects: [{ id: secret.id }] }],
      project_users: [{ user: { id: people.guest.user.id }, projects: [{ id: secret.id }] }],
    });
  });

  it('answers an empty team and no right to someone who left a private group', async () => {
    const { people, as, groups } = await buildCrew(server, {
      groups: { group: { privacy: 'PRIVATE', team: { owner: 'EDIT', guest: 'VIEW' } } },
    });
    const { group } = groups;
    const left = await server.api(
      'DELETE',
      `/groups/${group.id}/team/${people.guest.user.id}`,
      as(people.guest),
    );
    expect(left).toMatchObject({
      status: 200,
      body: { group_users: [], project_users: [], current_user_right: null },
    });
    const team = await server.api('GET', `/groups/${group.id}/team`, as(people.owner));
    expect(team.body).toMatchObject({ group_users: [{ user: { id: people.owner.user.id } }] });
  });
});

describe('inviting someone already on the group team', () => {
  it('cannot demote an EDIT member through the invite right', async () => {
    const { people, as, targetId } = await refusedDemotionByInvite(server, 'groups');
    const team = await server.api<{ group_users: { user: { id: number }; right: string }[] }>(
      'GET',
      `/groups/${targetId}/team`,
      as(people.owner),
    );
    expect(
      team.body.group_users.find((entry) => entry.user.id === people.member.user.id)?.right,
    ).toBe('EDIT');
  });
});
