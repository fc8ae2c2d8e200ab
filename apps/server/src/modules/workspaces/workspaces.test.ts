import { WORKSPACE_ACTIONS } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { expectEachNotFound, type ApiCall } from '../../test/api-calls';
import {
  addMember,
  buildOwnedWorkspace,
  buildSignedInUser,
  buildUser,
  buildWorkspace,
} from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { buildWorld } from '../../test/world';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();

describe('creating and listing workspaces', () => {
  it('makes the creator owner; lists the current one first, then by name in any case', async () => {
    const { token } = await buildSignedInUser(server);
    const ids: Record<string, number> = {};
    for (const name of ['Zeta', 'bravo', 'Alpha', 'Mike']) {
      const created = await server.api<{ created_id: number }>('POST', '/workspaces', {
        token,
        body: { name },
      });
      expect(created.status).toBe(201);
      ids[name] = created.body.created_id;
    }
    const list = await server.api<{ workspace: { name: string } }[]>('GET', '/workspaces', {
      token,
      headers: { 'x-workspace-id': String(ids.Mike) },
    });
    expect(list.body.map((entry) => entry.workspace.name)).toEqual([
      'Mike',
      'Alpha',
      'bravo',
      'Zeta',
    ]);
    expect(list.body[0]).toMatchObject({
      role: 'OWNER',
      job_title: '',
      email_alert: true,
      pending_invite: false,
    });
  });

  it('describes the current workspace with its plan, seats and free-plan allowances', async () => {
    const { owner, workspace, headers } = await buildOwnedWorkspace(server, 'Northwind');
    const response = await server.api('GET', '/workspaces/c', { token: owner.token, headers });
    expect(response.body).toEqual({
      id: workspace.id,
      name: 'Northwind',
      logo: null,
      email_domain: null,
      sse_channel_id: expect.stringMatching(/^[a-f0-9]{32}$/),
      billing: {
        plan: 'FREE',
        nb_seats: 1,
        nb_members: 1,
        nb_pending_invites: 0,
        is_active: false,
        is_canceled: false,
        is_trial_available: true,
        cycle: null,
        provider_sub_id: null,
        expiry_error: false,
        overseat_error: false,
        payment_error: false,
      },
      can_add_groups: true,
      can_add_docs: true,
      can_add_logs: true,
      role: 'OWNER',
      // An owner may do everything a workspace offers.
      abilities: Object.fromEntries(WORKSPACE_ACTIONS.map((action) => [action, true])),
      job_title: '',
    });
  });

  it('refuses a blank name', async () => {
    const { token } = await buildSignedInUser(server);
    const response = await server.api('POST', '/workspaces', { token, body: { name: '  ' } });
    expect(response).toMatchObject(oneValidationIssue(['body', 'name'], 'This field is required'));
  });
});

describe('the workspace header', () => {
  it('never gives a workspace to someone who is not a member of it', async () => {
    const { workspace, people, callAs } = await buildWorld(server, {
      people: { owner: 'OWNER', stranger: 'OUTSIDER', invited: 'OUTSIDER' },
    });
    const owner = people.owner;
    await buildWorkspace(server, people.stranger.user, 'Stranger HQ');
    await addMember(server, workspace, people.invited.user, 'MEMBER', true);
    const calls: ApiCall[] = [
      ['GET', '/workspaces/c'],
      ['PUT', '/workspaces/c', { name: 'Mine now' }],
      ['PUT', '/workspaces/c/personal-settings', { job_title: 'Spy' }],
      ['GET', '/workspaces/c/team'],
      ['POST', '/workspaces/c/team', { invites: [{ email: 'x@example.com', role: 'MEMBER' }] }],
      ['PUT', `/workspaces/c/team/${owner.user.id}`, { role: 'MEMBER' }],
      ['PUT', `/workspaces/c/team/${owner.user.id}/refresh`],
      ['DELETE', `/workspaces/c/team/${owner.user.id}`],
      ['POST', '/workspaces/c/leave'],
      ['POST', '/workspaces/c/delete'],
    ];
    for (const outsider of ['stranger', 'invited'] as const) {
      await expectEachNotFound(callAs(outsider), calls, 'Workspace not found');
    }
    const still = await callAs('owner')('GET', '/workspaces/c');
    expect(still.body).toMatchObject({ name: 'Northwind' });
  });

  it('never lets a team call reach a person of another workspace', async () => {
    const { workspace, people, callAs } = await buildWorld(server, {
      people: { owner: 'OWNER', member: 'ADMIN' },
    });
    const member = people.member;
    const invitee = await buildUser(server);
    await addMember(server, workspace, invitee, 'MEMBER', true);
    const theirs = await buildWorld(server, {
      name: 'Stranger HQ',
      people: { stranger: 'OWNER' },
    });
    const teamOfB = () => callAs('owner')('GET', '/workspaces/c/team');
    const before = await teamOfB();

    const calls: ApiCall[] = [
      ['PUT', `/workspaces/c/team/${member.user.id}`, { role: 'MEMBER' }],
      ['PUT', `/workspaces/c/team/${invitee.id}`, { role: 'ADMIN' }],
      ['PUT', `/workspaces/c/team/${invitee.id}/refresh`],
      ['DELETE', `/workspaces/c/team/${member.user.id}`],
      ['DELETE', `/workspaces/c/team/${invitee.id}`],
    ];
    await expectEachNotFound(
      theirs.callAs('stranger'),
      calls,
      'This person is not in the workspace',
    );
    expect((await teamOfB()).body).toEqual(before.body);
    expect(server.mail.messages.some((mail) => mail.to.includes(invitee.email))).toBe(false);
  });

  it('is required by workspace calls, and anonymous callers get 401', async () => {
    const { token } = await buildSignedInUser(server);
    expect((await server.api('GET', '/workspaces/c', { token })).status).toBe(400);
    expect((await server.api('GET', '/workspaces')).status).toBe(401);
  });
});

describe('personal settings', () => {
  it('keeps a job title and e-mail alerts per workspace', async () => {
    const { owner, headers } = await buildOwnedWorkspace(server);
    const response = await server.api('PUT', '/workspaces/c/personal-settings', {
      token: owner.token,
      headers,
      body: { job_title: 'Flight director', email_alert: false },
    });
    expect(response.body).toMatchObject({
      job_title: 'Flight director',
      email_alert: false,
      workspace: { job_title: 'Flight director' },
    });
  });
});

describe('leaving and deleting', () => {
  it('keeps the last owner in while others remain; a member can leave', async () => {
    const world = await buildWorld(server, { people: { owner: 'OWNER', member: 'MEMBER' } });
    const asOwner = world.callAs('owner');
    const asMember = world.callAs('member');

    expect((await asOwner('POST', '/workspaces/c/leave')).status).toBe(409);

    expect((await asMember('POST', '/workspaces/c/leave')).status).toBe(204);
    expect((await asMember('GET', '/workspaces/c')).status).toBe(404);
  });

  it('keeps the last member in: they delete the workspace instead', async () => {
    const world = await buildWorld(server, { name: 'Solo', people: { owner: 'OWNER' } });
    const call = world.callAs('owner');
    expect(await call('POST', '/workspaces/c/leave')).toMatchObject({
      status: 409,
      body: { detail: 'You are the last member of this workspace: delete it instead.' },
    });
    const still = await call('GET', '/workspaces/c');
    expect(still.body).toMatchObject({ name: 'Solo', role: 'OWNER' });
  });

  it('lets only owners delete the workspace', async () => {
    const world = await buildWorld(server, { people: { owner: 'OWNER', admin: 'ADMIN' } });
    expect((await world.callAs('admin')('POST', '/workspaces/c/delete')).status).toBe(403);
    expect((await world.callAs('owner')('POST', '/workspaces/c/delete')).status).toBe(204);
    const list = await server.api<unknown[]>('GET', '/workspaces', {
      token: world.people.admin.token,
    });
    expect(list.body).toEqual([]);
  });
});
