import type { InboxPage } from '@hangar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEnvironment, type TestEnvironment } from '../../test/harness';
import { buildWorld } from '../../test/world';

let server: TestEnvironment;
beforeAll(async () => {
  server = await startTestEnvironment();
});
afterAll(() => server.close());

async function setting() {
  const world = await buildWorld(server, {
    people: {
      owner: { role: 'OWNER', fullname: 'Olive Owner' },
      ada: { role: 'MEMBER', fullname: 'Ada Lovelace' },
      bob: { role: 'MEMBER', fullname: 'Bob Hopper' },
    },
    groups: { group: { name: 'Rockets' } },
    projects: { project: { name: 'Apollo', group: 'group', team: { ada: 'EDIT' } } },
    logs: { log: { project: 'project' } },
  });
  const inbox = async (person: keyof typeof world.people) =>
    (await world.callAs(person)<InboxPage>('GET', '/inbox')).body;
  return { world, inbox, project: world.projects.project, group: world.groups.group };
}

describe('the inbox', () => {
  it('holds the logs sent to me and the teams I was added to, each leading to its place', async () => {
    const { world, inbox, project, group } = await setting();
    const bobId = world.people.bob.user.id;
    await world.callAs('owner')('POST', `/projects/${project.id}/team`, {
      invites: [{ user_id: bobId, right: 'VIEW' }],
    });
    await world.callAs('owner')('POST', `/groups/${group.id}/team`, {
      invites: [{ user_id: bobId, right: 'VIEW' }],
    });
    const sent = await world.callAs('ada')(
      'POST',
      `/projects/${project.id}/logs/${world.logs.log.id}/notify`,
      { recipients: [bobId] },
    );
    expect(sent.status).toBeLessThan(300);

    const bobs = await inbox('bob');
    expect(bobs.unread).toBe(3);
    const ws = world.workspace.id;
    expect(
      bobs.items.map((item) => [item.kind, item.actor?.fullname, item.title, item.path]),
    ).toEqual([
      [
        'log',
        'Ada Lovelace',
        expect.any(String),
        `/workspace/${ws}/project/${project.id}/logs/${world.logs.log.id}`,
      ],
      ['invitation', 'Olive Owner', 'Rockets', `/workspace/${ws}/group/${group.id}`],
      ['invitation', 'Olive Owner', 'Apollo', `/workspace/${ws}/project/${project.id}`],
    ]);
    // Nobody else's inbox holds them, not even the sender's.
    expect((await inbox('ada')).items).toEqual([]);
  });

  it('marks one or all read, only mine, and pages from the newest', async () => {
    const { world, inbox, project } = await setting();
    const bobId = world.people.bob.user.id;
    await world.callAs('owner')('POST', `/projects/${project.id}/team`, {
      invites: [{ user_id: bobId, right: 'VIEW' }],
    });
    for (let round = 0; round < 3; round += 1) {
      await world.callAs('ada')(
        'POST',
        `/projects/${project.id}/logs/${world.logs.log.id}/notify`,
        {
          recipients: [bobId],
        },
      );
    }
    const [newest, , oldest] = (await inbox('bob')).items;
    expect((await world.callAs('ada')('POST', `/inbox/${newest!.id}/read`)).status).toBe(404);
    expect((await world.callAs('bob')('POST', `/inbox/${newest!.id}/read`)).status).toBe(204);
    expect((await inbox('bob')).unread).toBe(3);
    const older = await world.callAs('bob')<InboxPage>('GET', `/inbox?before=${newest!.id}`);
    expect(older.body.items.map((item) => item.id)).toContain(oldest!.id);
    expect(older.body.items.map((item) => item.id)).not.toContain(newest!.id);
    expect((await world.callAs('bob')('POST', '/inbox/read-all')).status).toBe(204);
    expect((await inbox('bob')).unread).toBe(0);
    expect((await world.callAs('bob')('POST', '/inbox/99999999/read')).status).toBe(404);
  });
});
