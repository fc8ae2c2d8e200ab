import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories';
import { buildCrew } from '../../test/world';
import { startTestEnvironment, type TestEnvironment } from '../../test/harness';

let server: TestEnvironment;

beforeAll(async () => {
  server = await startTestEnvironment();
});
afterAll(() => server.close());

const crew = () => buildCrew(server);

describe('ids from another workspace', () => {
  it('answer 404 on every group call and change nothing', async () => {
    const mine = await crew();
    const theirs = await crew();
    const theirOwner = theirs.people.owner.user;
    const foreign = await buildGroup(server, theirs.workspace, {
      name: 'Theirs',
      team: [{ user: theirOwner, right: 'EDIT' }],
    });
    const myGroup = await buildGroup(server, mine.workspace, { name: 'Mine' });
    const as = mine.as(mine.people.owner);
    const calls: [string, string, unknown?][] = [
      ['GET', `/groups/${foreign.id}`],
      ['PUT', `/groups/${foreign.id}`, { name: 'Stolen' }],
      ['PUT', `/groups/${foreign.id}/archive`],
      ['PUT', `/groups/${foreign.id}/restore`],
      ['DELETE', `/groups/${foreign.id}`],
      ['GET', `/groups/${foreign.id}/team`],
      [
        'POST',
        `/groups/${foreign.id}/team`,
        { invites: [{ user_id: mine.people.member.user.id, right: 'VIEW' }] },
      ],
      ['PUT', `/groups/${foreign.id}/team/${theirOwner.id}`, { right: 'VIEW' }],
      ['DELETE', `/groups/${foreign.id}/team/${theirOwner.id}`],
      ['POST', '/projects', { name: 'Sneaky', group_id: foreign.id }],
      ['PUT', `/groups/${myGroup.id}/team/${theirOwner.id}`, { right: 'VIEW' }],
      ['DELETE', `/groups/${myGroup.id}/team/${theirOwner.id}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await server.api(method, path, { ...as, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const invited = await server.api('POST', `/groups/${myGroup.id}/team`, {
      ...as,
      body: { invites: [{ user_id: theirOwner.id, right: 'VIEW' }] },
    });
    expect(invited.status).toBe(422);
    const myTeam = await server.api('GET', `/groups/${myGroup.id}/team`, as);
    expect(myTeam.body).toMatchObject({ group_users: [], project_users: [] });
    const listed = await server.api<{ id: number }[]>('GET', `/groups?ids=${foreign.id}`, as);
    expect(listed.body).toEqual([]);
    const untouched = await server.api(
      'GET',
      `/groups/${foreign.id}`,
      theirs.as(theirs.people.owner),
    );
    expect(untouched.body).toMatchObject({ name: 'Theirs', is_archived: false });
    const theirTeam = await server.api(
      'GET',
      `/groups/${foreign.id}/team`,
      theirs.as(theirs.people.owner),
    );
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
