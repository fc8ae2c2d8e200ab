import { describe, expect, it } from 'vitest';
import { buildGroup, type SignedInPerson } from '../../test/factories';
import { buildCrew } from '../../test/world';
import { useTestEnvironment } from '../../test/harness';
import { openEventStream, type EventStreamReader } from '../../test/sse-client';

const server = useTestEnvironment();

const crew = () => buildCrew(server);

async function listen(person: SignedInPerson): Promise<EventStreamReader> {
  const stream = await openEventStream(`${server.baseUrl}/api/sub?access_token=${person.token}`);
  await stream.until((event) => event.event === 'ready');
  return stream;
}

async function nextMessage(stream: EventStreamReader): Promise<unknown> {
  return JSON.parse((await stream.next()).data);
}

describe('live group events', () => {
  it('reach the team of a private group, and skip the members who are not on it', async () => {
    const { workspace, people, as } = await crew();
    const secret = await buildGroup(server, workspace, {
      privacy: 'PRIVATE',
      team: [{ user: people.guest.user, right: 'VIEW' }],
    });
    const open = await buildGroup(server, workspace, { name: 'Open' });
    const [member, guest] = [await listen(people.member), await listen(people.guest)];
    try {
      await server.api('PUT', `/groups/${secret.id}`, {
        ...as(people.owner, 'owner-tab-01'),
        body: { name: 'Secret plans' },
      });
      expect(await nextMessage(guest)).toEqual({
        topic: 'group',
        payload: { group_id: secret.id, action: 'updated' },
        source: 'owner-tab-01',
      });
      await server.api('PUT', `/groups/${open.id}`, {
        ...as(people.owner, 'owner-tab-01'),
        body: { name: 'Still open' },
      });
      // The member's first event is the open group's: the private one never came.
      expect(await nextMessage(member)).toMatchObject({
        topic: 'group',
        payload: { group_id: open.id, action: 'updated' },
      });
    } finally {
      member.close();
      guest.close();
    }
  });

  it('tell a person taken off a team, then keep the group’s news from them', async () => {
    const { workspace, people, as } = await crew();
    const group = await buildGroup(server, workspace, {
      privacy: 'PRIVATE',
      team: [
        { user: people.member.user, right: 'EDIT' },
        { user: people.guest.user, right: 'VIEW' },
      ],
    });
    const other = await buildGroup(server, workspace, {
      name: 'Other',
      privacy: 'PRIVATE',
      team: [{ user: people.guest.user, right: 'VIEW' }],
    });
    const [member, guest] = [await listen(people.member), await listen(people.guest)];
    try {
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
    } finally {
      member.close();
      guest.close();
    }
  });
});
