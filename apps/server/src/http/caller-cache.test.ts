import { describe, expect, it } from 'vitest';
import { addMember, buildSignedInUser } from '../test/factories';
import { useTwoInstances } from '../test/harness';
import { buildWorld } from '../test/world';
import { WORKSPACE_NOT_FOUND } from '../modules/workspaces/workspaces.access';
import { NOT_AUTHENTICATED } from './auth';

/**
 * Every instance remembers sessions and memberships for a few seconds (caller-cache.ts); these
 * tests change them on instance A and call instance B at once, having just used the entry there.
 */
const { a: instanceA, b: instanceB } = useTwoInstances();

describe('the caller cache across instances', () => {
  it('refuses a removed member at once on another instance', async () => {
    const world = await buildWorld(instanceA, {
      people: { owner: 'OWNER' },
      groups: { team: { privacy: 'OPEN' } },
      projects: { plan: { group: 'team', privacy: 'OPEN' } },
    });
    const projectPath = `/projects/${world.projects.plan.id}`;
    for (let round = 0; round < 5; round += 1) {
      const member = await buildSignedInUser(instanceA, { fullname: `Member ${round}` });
      await addMember(instanceA, world.workspace, member.user, 'MEMBER');
      const onB = { token: member.token, headers: world.as('owner').headers };
      for (let warm = 0; warm < 3; warm += 1) {
        expect((await instanceB.api('GET', projectPath, onB)).status).toBe(200);
      }
      const removed = await world.callAs('owner')('DELETE', `/workspaces/c/team/${member.user.id}`);
      expect(removed.status).toBe(200);

      const after = await instanceB.api<{ detail: string }>('GET', projectPath, onB);
      expect(after.status).toBe(404);
      expect(after.body.detail).toBe(WORKSPACE_NOT_FOUND);
    }
  });

  it('shows a changed role at once on another instance', async () => {
    const world = await buildWorld(instanceA, { people: { owner: 'OWNER', adam: 'ADMIN' } });
    const onB = world.as('adam');
    const before = await instanceB.api<{ role: string }>('GET', '/workspaces/c', onB);
    expect(before.body.role).toBe('ADMIN');
    await instanceB.api('GET', '/workspaces/c', onB);

    const changed = await world.callAs('owner')(
      'PUT',
      `/workspaces/c/team/${world.people.adam.user.id}`,
      {
        role: 'MEMBER',
      },
    );
    expect(changed.status).toBe(200);
    const after = await instanceB.api<{ role: string }>('GET', '/workspaces/c', onB);
    expect(after.body.role).toBe('MEMBER');
  });

  it('refuses a signed-out session at once on another instance', async () => {
    for (let round = 0; round < 5; round += 1) {
      const person = await buildSignedInUser(instanceA, { fullname: `Sam Session ${round}` });
      const onB = { token: person.token };
      for (let warm = 0; warm < 3; warm += 1) {
        expect((await instanceB.api('GET', '/users/me', onB)).status).toBe(200);
      }
      expect((await instanceA.api('POST', '/auth/signout', onB)).status).toBeLessThan(300);

      const after = await instanceB.api<{ detail: string }>('GET', '/users/me', onB);
      expect(after.status).toBe(401);
      expect(after.body.detail).toBe(NOT_AUTHENTICATED);
    }
  });
});
