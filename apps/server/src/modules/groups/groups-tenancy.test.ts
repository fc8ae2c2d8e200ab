import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCrew, buildGroup } from '../../test/factories';
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
    const foreign = await buildGroup(server, theirs.workspace, { name: 'Theirs' });
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
      ['PUT', `/groups/${foreign.id}/team/${theirs.people.owner.user.id}`, { right: 'VIEW' }],
      ['DELETE', `/groups/${foreign.id}/team/${theirs.people.owner.user.id}`],
      ['POST', '/projects', { name: 'Sneaky', group_id: foreign.id }],
    ];
    for (const [method, path, body] of calls) {
      const response = await server.api(method, path, { ...as, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const listed = await server.api<{ id: number }[]>('GET', `/groups?ids=${foreign.id}`, as);
    expect(listed.body).toEqual([]);
    const untouched = await server.api(
      'GET',
      `/groups/${foreign.id}`,
      theirs.as(theirs.people.owner),
    );
    expect(untouched.body).toMatchObject({ name: 'Theirs', is_archived: false });
  });
});
