import { describe, expect, it } from 'vitest';
import { expectEachNotFound, itemCalls, teamMemberCalls, type ApiCall } from '../../test/api-calls';
import { expectOutsiderInviteRefused } from '../../test/invitations';
import { useTestEnvironment } from '../../test/harness';
import { buildWorld, EVERY_ROLE } from '../../test/world';

const server = useTestEnvironment();

describe('ids from another workspace', () => {
  it('answer 404 on every project call, including a mixed project/group pair', async () => {
    const mine = await buildWorld(server, {
      people: EVERY_ROLE,
      groups: { myGroup: {} },
      projects: { myProject: { name: 'Mine' } },
    });
    const theirs = await buildWorld(server, {
      people: EVERY_ROLE,
      groups: { foreignGroup: {} },
      projects: { foreign: { name: 'Theirs', team: { owner: 'EDIT' } } },
    });
    const { myGroup } = mine.groups;
    const { myProject } = mine.projects;
    const { foreignGroup } = theirs.groups;
    const { foreign } = theirs.projects;
    const theirOwner = theirs.people.owner.user;
    const asMine = mine.callAs('owner');
    const calls: ApiCall[] = [
      ...itemCalls(`/projects/${foreign.id}`),
      ['PUT', `/projects/${foreign.id}/planning`, { planning: { phases: [], milestones: [] } }],
      ['GET', `/projects/${foreign.id}/share`],
      ['PUT', `/projects/${foreign.id}/share`, { enabled: true }],
      ['GET', `/projects/${foreign.id}/team`],
      [
        'POST',
        `/projects/${foreign.id}/team`,
        { invites: [{ user_id: mine.people.member.user.id, right: 'VIEW' }] },
      ],
      ...teamMemberCalls(`/projects/${foreign.id}`, theirOwner.id),
      ...teamMemberCalls(`/projects/${myProject.id}`, theirOwner.id),
      ['PUT', `/projects/${myProject.id}`, { group_id: foreignGroup.id }],
      ['POST', '/projects', { name: 'Mixed', group_id: foreignGroup.id }],
    ];
    await expectEachNotFound(asMine, calls);
    await expectOutsiderInviteRefused(asMine, `/projects/${myProject.id}`, theirOwner.id);
    const listed = await asMine<{ id: number }[]>('GET', `/projects?group_id=${foreignGroup.id}`);
    expect(listed.body).toEqual([]);
    const asTheirOwner = theirs.callAs('owner');
    const theirsAfter = await asTheirOwner('GET', `/projects/${foreign.id}`);
    expect(theirsAfter.body).toMatchObject({
      name: 'Theirs',
      is_archived: false,
      share_token: null,
    });
    const theirTeam = await asTheirOwner('GET', `/projects/${foreign.id}/team`);
    expect(theirTeam.body).toEqual({
      users: [
        {
          user: expect.objectContaining({ id: theirOwner.id }),
          right: 'EDIT',
          primary_contact: false,
          from_group: false,
          effective_right: 'EDIT',
        },
      ],
      current_user_right: 'EDIT',
    });
    const mineAfter = await asMine('GET', `/projects/${myProject.id}`);
    expect(mineAfter.body).toMatchObject({ group_id: myGroup.id, users: [] });
  });
});
