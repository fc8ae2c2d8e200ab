import { describe, expect, it } from 'vitest';
import { buildCrew } from '../../test/world';
import { useTestEnvironment } from '../../test/harness';
import { useEventStreams, type EventStreamReader } from '../../test/sse-client';

const server = useTestEnvironment();

const listen = useEventStreams(server);

async function nextMessage(stream: EventStreamReader): Promise<unknown> {
  return JSON.parse((await stream.next()).data);
}

describe('live group events', () => {
  it('reach the team of a private group, and skip the members who are not on it', async () => {
    const { people, as, groups } = await buildCrew(server, {
      groups: { secret: { privacy: 'PRIVATE', team: { guest: 'VIEW' } }, open: { name: 'Open' } },
    });
    const { secret, open } = groups;
    const [member, guest] = [await listen(people.member), await listen(people.guest)];
    const rename = (group: { id: number }, name: string) =>
      server.api('PUT', `/groups/${group.id}`, {
        ...as(people.owner, 'owner-tab-01'),
        body: { name },
      });
    await rename(secret, 'Secret plans');
    expect(await nextMessage(guest)).toEqual({
      topic: 'group',
      payload: { group_id: secret.id, action: 'updated' },
      source: 'owner-tab-01',
    });
    await rename(open, 'Still open');
    // The member's first event is the open group's: the private one never came.
    expect(await nextMessage(member)).toMatchObject({
      topic: 'group',
      payload: { group_id: open.id, action: 'updated' },
    });
  });

  it('tell a person taken off a team, then keep the group’s news from them', async () => {
    const { people, as, groups } = await buildCrew(server, {
      groups: {
        group: { privacy: 'PRIVATE', team: { member: 'EDIT', guest: 'VIEW' } },
        other: { name: 'Other', privacy: 'PRIVATE', team: { guest: 'VIEW' } },
      },
    });
    const { group, other } = groups;
    const [member, guest] = [await listen(people.member), await listen(people.guest)];
    await server.api('DELETE', `/groups/${group.id}/team/${people.guest.user.id}`, {
      ...as(people.member, 'member-tab-01'),
    });
    const removal = {
      topic: 'groupUser',
      payload: {
        group_id: group.id,
        user_id: people.guest.user.id,
        action: 'removed',
        right: null,
      },
      source: 'member-tab-01',
    };
    expect(await nextMessage(guest)).toEqual(removal);
    expect(await nextMessage(member)).toEqual(removal);

    await server.api('PUT', `/groups/${group.id}/archive`, as(people.owner));
    expect(await nextMessage(member)).toMatchObject({
      topic: 'group',
      payload: { group_id: group.id, action: 'archived' },
    });
    await server.api('DELETE', `/groups/${group.id}`, as(people.owner));
    expect(await nextMessage(member)).toMatchObject({
      topic: 'group',
      payload: { group_id: group.id, action: 'deleted' },
    });

    await server.api('PUT', `/groups/${other.id}`, {
      ...as(people.owner),
      body: { name: 'Other news' },
    });
    // Neither the archive nor the deletion reached the guest: their next event is this one.
    expect(await nextMessage(guest)).toMatchObject({
      topic: 'group',
      payload: { group_id: other.id, action: 'updated' },
    });
  });
});
