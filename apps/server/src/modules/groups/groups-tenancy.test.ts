import { describe, expect, it } from 'vitest';
import { expectEachNotFound, itemCalls, teamMemberCalls, type ApiCall } from '../../test/api-calls';
import { expectOutsiderInviteRefused } from '../../test/invitations';
import { useTestEnvironment } from '../../test/harness';
import { buildWorld, EVERY_ROLE } from '../../test/world';

const server = useTestEnvironment();

describe('ids from another workspace', () => {
  it('answer 404 on every group call and change nothing', async () => {
    const mine = await buildWorld(server, {
      people: EVERY_ROLE,
      groups: { myGroup: { name: 'Mine' } },
    });
    const theirs = await buildWorld(server, {
      people: EVERY_ROLE,
      groups: { foreign: { name: 'Theirs', team: { owner: 'EDIT' } } },
    });
    const { myGroup } = mine.groups;
    const { foreign } = theirs.groups;
    const theirOwner = theirs.people.owner.user;
    const asMine = mine.callAs('owner');
    const calls: ApiCall[] = [
      ...itemCalls(`/groups/${foreign.id}`),
      ['GET', `/groups/${foreign.id}/team`],
      [
        'POST',
        `/groups/${foreign.id}/team`,
        { invites: [{ user_id: mine.people.member.user.id, right: 'VIEW' }] },
      ],
      ...teamMemberCalls(`/groups/${foreign.id}`, theirOwner.id),
      ['POST', '/projects', { name: 'Sneaky', group_id: foreign.id }],
      ...teamMemberCalls(`/groups/${myGroup.id}`, theirOwner.id),
    ];
    await expectEachNotFound(asMine, calls);
    await expectOutsiderInviteRefused(asMine, `/groups/${myGroup.id}`, theirOwner.id);
    const myTeam = await asMine('GET', `/groups/${myGroup.id}/team`);
    expect(myTeam.body).toMatchObject({ group_users: [], project_users: [] });
    const listed = await asMine<{ id: number }[]>('GET', `/groups?ids=${foreign.id}`);
    expect(listed.body).toEqual([]);
    const asTheirOwner = theirs.callAs('owner');
    const untouched = await asTheirOwner('GET', `/groups/${foreign.id}`);
    expect(untouched.body).toMatchObject({ name: 'Theirs', is_archived: false });
    const theirTeam = await asTheirOwner('GET', `/groups/${foreign.id}/team`);
    expect(theirTeam.body).toEqual({
      group_users: [
        {
          user: expect.objectContaining({ id: theirOwner.id }),
          right: 'EDIT',
          primary_contact: false,
          projects: [],
        },
      ],
      project_users: [],
      current_user_right: 'EDIT',
    });
  });
});
