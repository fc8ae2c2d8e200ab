import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildProject } from '../../test/factories';
import { buildCrew } from '../../test/world';
import { startTestEnvironment, type TestEnvironment } from '../../test/harness';

let server: TestEnvironment;

beforeAll(async () => {
  server = await startTestEnvironment();
});
afterAll(() => server.close());

const crew = () => buildCrew(server);

describe('ids from another workspace', () => {
  it('answer 404 on every project call, including a mixed project/group pair', async () => {
    const mine = await crew();
    const theirs = await crew();
    const myGroup = await buildGroup(server, mine.workspace);
    const myProject = await buildProject(server, myGroup, { name: 'Mine' });
    const foreignGroup = await buildGroup(server, theirs.workspace);
    const theirOwner = theirs.people.owner.user;
    const foreign = await buildProject(server, foreignGroup, {
      name: 'Theirs',
      team: [{ user: theirOwner, right: 'EDIT' }],
    });
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
      ['PUT', `/projects/${foreign.id}/team/${theirOwner.id}`, { right: 'VIEW' }],
      ['DELETE', `/projects/${foreign.id}/team/${theirOwner.id}`],
      ['PUT', `/projects/${myProject.id}/team/${theirOwner.id}`, { right: 'VIEW' }],
      ['DELETE', `/projects/${myProject.id}/team/${theirOwner.id}`],
      ['PUT', `/projects/${myProject.id}`, { group_id: foreignGroup.id }],
      ['POST', '/projects', { name: 'Mixed', group_id: foreignGroup.id }],
    ];
    for (const [method, path, body] of calls) {
      const response = await server.api(method, path, { ...as, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const invited = await server.api('POST', `/projects/${myProject.id}/team`, {
      ...as,
      body: { invites: [{ user_id: theirOwner.id, right: 'VIEW' }] },
    });
    expect(invited).toMatchObject({
      status: 422,
      body: {
        detail: [
          {
            loc: ['body', 'invites', 0, 'user_id'],
            msg: 'This person is not a member of the workspace',
          },
        ],
      },
    });
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
    const theirTeam = await server.api(
      'GET',
      `/projects/${foreign.id}/team`,
      theirs.as(theirs.people.owner),
    );
    expect(theirTeam.body).toEqual({
      users: [
        {
          user: expect.objectContaining({ id: theirOwner.id }),
          right: 'EDIT',
          primary_contact: false,
          from_group: false,
        },
      ],
      current_user_right: 'EDIT',
    });
    const mineAfter = await server.api('GET', `/projects/${myProject.id}`, as);
    expect(mineAfter.body).toMatchObject({ group_id: myGroup.id, users: [] });
  });
});
