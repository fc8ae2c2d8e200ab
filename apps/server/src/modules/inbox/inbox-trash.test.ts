import type { InboxPage } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import { ADA_AND_BOB, buildWorld } from '../../test/world';

const server = useTestEnvironment();

describe('inbox entries about what is in the trash', () => {
  it('leave the inbox and its count while it is there, and come back with it', async () => {
    const world = await buildWorld(server, {
      people: { owner: 'OWNER', ...ADA_AND_BOB },
      groups: { group: { name: 'Rockets' } },
      projects: { project: { name: 'Apollo', group: 'group', team: { ada: 'EDIT' } } },
      logs: { log: { project: 'project', title: 'Countdown' } },
    });
    const { project, group } = { project: world.projects.project, group: world.groups.group };
    const owner = world.callAs('owner');
    const bobId = world.people.bob.user.id;
    await owner('POST', `/projects/${project.id}/team`, {
      invites: [{ user_id: bobId, right: 'VIEW' }],
    });
    await owner('POST', `/groups/${group.id}/team`, {
      invites: [{ user_id: bobId, right: 'VIEW' }],
    });
    const logPath = `/projects/${project.id}/logs/${world.logs.log.id}`;
    await world.callAs('ada')('POST', `${logPath}/notify`, { recipients: [bobId] });
    const inbox = async () => {
      const page = (await world.callAs('bob')<InboxPage>('GET', '/inbox')).body;
      return { kinds: page.items.map((item) => item.kind), unread: page.unread };
    };
    const everything = { kinds: ['log', 'invitation', 'invitation'], unread: 3 };
    expect(await inbox()).toEqual(everything);

    const log = await owner<{ trash_id: number }>('DELETE', logPath);
    expect(await inbox()).toEqual({ kinds: ['invitation', 'invitation'], unread: 2 });
    await owner('POST', `/trash/${log.body.trash_id}/restore`);
    expect(await inbox()).toEqual(everything);

    // The project goes with its log: only the group's invitation is left.
    const trashed = await owner<{ trash_id: number }>('DELETE', `/projects/${project.id}`);
    expect(await inbox()).toEqual({ kinds: ['invitation'], unread: 1 });
    await owner('POST', `/trash/${trashed.body.trash_id}/restore`);
    expect(await inbox()).toEqual(everything);
  });
});
