import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites } from '../../db/schema';
import {
  addMember,
  buildSignedInUser,
  buildUser,
  buildWorkspace,
  inWorkspace,
  uniqueEmail,
} from '../../test/factories';
import { startTestEnvironment, type TestEnvironment } from '../../test/harness';
import { openEventStream } from '../../test/sse-client';

let server: TestEnvironment;

beforeAll(async () => {
  server = await startTestEnvironment();
});
afterAll(() => server.close());

async function ownerWithWorkspace(name = 'Northwind') {
  const owner = await buildSignedInUser(server, { fullname: 'Olive Owner' });
  const workspace = await buildWorkspace(server, owner.user, name);
  return { owner, workspace, headers: inWorkspace(workspace) };
}

/** Invites one address and returns the invitation token from the e-mail. */
async function invite(
  token: string,
  headers: Record<string, string>,
  email: string,
  role = 'MEMBER',
) {
  const response = await server.api('POST', '/workspaces/c/team', {
    token,
    headers,
    body: { invites: [{ email, role }] },
  });
  expect(response.status).toBe(201);
  const mail = await server.mail.waitFor(email, /invited you to/);
  return new URL(server.mail.linkIn(mail, '/invitation')).searchParams.get('inviteToken') ?? '';
}

type TeamEntry = { user: { id: number; email: string }; role: string; pending_invite: boolean };

describe('inviting someone without an account', () => {
  it('goes from the mailed link through account activation into the workspace', async () => {
    const { owner, workspace, headers } = await ownerWithWorkspace();
    const email = uniqueEmail('newbie');
    const inviteToken = await invite(owner.token, headers, email);
    const mail = await server.mail.waitFor(email);
    expect(mail.subject).toBe('Olive Owner invited you to Northwind on Hangar');

    const team = await server.api<TeamEntry[]>('GET', '/workspaces/c/team', {
      token: owner.token,
      headers,
    });
    expect(team.body.find((entry) => entry.user.email === email)).toMatchObject({
      role: 'MEMBER',
      pending_invite: true,
    });

    const accepted = await server.api<{
      user_id: number;
      workspace_id: number;
      activation_token: string;
    }>('POST', `/workspaces/accept-invite/${inviteToken}`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.workspace_id).toBe(workspace.id);
    expect(accepted.body.activation_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const profile = await server.api(
      'GET',
      `/users/signup/profile/${accepted.body.activation_token}`,
    );
    expect(profile.body).toEqual({ detail: email });
    const created = await server.api<{ access_token: string }>('POST', '/users/signup/profile', {
      body: {
        token: accepted.body.activation_token,
        inviteToken,
        fullname: 'Nina Newbie',
        password: 'a good long secret',
      },
    });
    expect(created.status).toBe(201);
    const mine = await server.api<{ workspace: { id: number }; pending_invite: boolean }[]>(
      'GET',
      '/workspaces',
      { token: created.body.access_token },
    );
    expect(mine.body).toEqual([
      expect.objectContaining({
        workspace: expect.objectContaining({ id: workspace.id }),
        pending_invite: false,
      }),
    ]);
    const inside = await server.api('GET', '/workspaces/c', {
      token: created.body.access_token,
      headers,
    });
    expect(inside.body).toMatchObject({ role: 'MEMBER', billing: { nb_seats: 2 } });
  });
});

describe('inviting someone with an account', () => {
  it('joins them at once, and the link works only once', async () => {
    const { owner, headers } = await ownerWithWorkspace();
    const invitee = await buildSignedInUser(server);
    const inviteToken = await invite(owner.token, headers, invitee.user.email, 'GUEST');

    const before = await server.api('GET', '/workspaces/c', { token: invitee.token, headers });
    expect(before.status).toBe(404);

    const accepted = await server.api('POST', `/workspaces/accept-invite/${inviteToken}`);
    expect(accepted.body).toMatchObject({ user_id: invitee.user.id, activation_token: null });
    const after = await server.api('GET', '/workspaces/c', { token: invitee.token, headers });
    expect(after.body).toMatchObject({ role: 'GUEST' });

    const again = await server.api('POST', `/workspaces/accept-invite/${inviteToken}`);
    expect(again.status).toBe(409);
  });

  it('answers 404 for an unknown link and 410 for an expired one', async () => {
    const unknown = await server.api('POST', `/workspaces/accept-invite/${'u'.repeat(43)}`);
    expect(unknown).toMatchObject({
      status: 404,
      body: { detail: 'This link does not match any pending invite' },
    });
    const { owner, headers } = await ownerWithWorkspace();
    const invitee = await buildUser(server);
    const inviteToken = await invite(owner.token, headers, invitee.email);
    await server.app.services.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.userId, invitee.id));
    expect((await server.api('POST', `/workspaces/accept-invite/${inviteToken}`)).status).toBe(410);
  });
});

describe('invitation rules', () => {
  it('refuses duplicates, current members and addresses outside the workspace domain', async () => {
    const { owner, workspace, headers } = await ownerWithWorkspace();
    const duplicate = await server.api('POST', '/workspaces/c/team', {
      token: owner.token,
      headers,
      body: {
        invites: [
          { email: 'a@example.com', role: 'MEMBER' },
          { email: 'A@example.com ', role: 'GUEST' },
        ],
      },
    });
    expect(duplicate).toMatchObject({
      status: 422,
      body: {
        detail: [{ loc: ['body', 'invites'], msg: 'This field must contain no duplicate values' }],
      },
    });

    const member = await buildUser(server);
    await addMember(server, workspace, member, 'MEMBER');
    await server.api('PUT', '/workspaces/c', {
      token: owner.token,
      headers,
      body: { email_domain: 'northwind.example' },
    });
    const refused = await server.api('POST', '/workspaces/c/team', {
      token: owner.token,
      headers,
      body: {
        invites: [
          { email: 'ok@northwind.example', role: 'MEMBER' },
          { email: member.email, role: 'GUEST' },
          { email: 'outsider@elsewhere.example', role: 'MEMBER' },
          { email: 'guest@elsewhere.example', role: 'GUEST' },
        ],
      },
    });
    expect(refused).toMatchObject({
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'invites', 1, 'email'], msg: 'This value is already used' },
          { loc: ['body', 'invites', 2, 'email'], msg: 'Invalid email domain' },
        ],
      },
    });
    const team = await server.api<TeamEntry[]>('GET', '/workspaces/c/team', {
      token: owner.token,
      headers,
    });
    expect(team.body).toHaveLength(2);
  });

  it('lets members invite up to their own role, and guests not at all', async () => {
    const { workspace, headers } = await ownerWithWorkspace();
    const member = await buildSignedInUser(server);
    const guest = await buildSignedInUser(server);
    await addMember(server, workspace, member.user, 'MEMBER');
    await addMember(server, workspace, guest.user, 'GUEST');
    const body = (role: string) => ({ invites: [{ email: uniqueEmail(), role }] });
    expect(
      (
        await server.api('POST', '/workspaces/c/team', {
          token: member.token,
          headers,
          body: body('ADMIN'),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.api('POST', '/workspaces/c/team', {
          token: guest.token,
          headers,
          body: body('GUEST'),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.api('POST', '/workspaces/c/team', {
          token: member.token,
          headers,
          body: body('MEMBER'),
        })
      ).status,
    ).toBe(201);
  });
});

describe('roles', () => {
  it('keeps at least one owner, and admins never make owners', async () => {
    const { owner, workspace, headers } = await ownerWithWorkspace();
    const admin = await buildSignedInUser(server);
    await addMember(server, workspace, admin.user, 'ADMIN');

    const demoteSelf = await server.api('PUT', `/workspaces/c/team/${owner.user.id}`, {
      token: owner.token,
      headers,
      body: { role: 'ADMIN' },
    });
    expect(demoteSelf).toMatchObject({
      status: 409,
      body: {
        detail: 'A workspace must keep at least one owner. Make someone else an owner first.',
      },
    });
    const adminMakesOwner = await server.api('PUT', `/workspaces/c/team/${admin.user.id}`, {
      token: admin.token,
      headers,
      body: { role: 'OWNER' },
    });
    expect(adminMakesOwner.status).toBe(403);

    const promoted = await server.api<TeamEntry[]>('PUT', `/workspaces/c/team/${admin.user.id}`, {
      token: owner.token,
      headers,
      body: { role: 'OWNER' },
    });
    expect(promoted.body.find((entry) => entry.user.id === admin.user.id)?.role).toBe('OWNER');
    const nowAllowed = await server.api('PUT', `/workspaces/c/team/${owner.user.id}`, {
      token: owner.token,
      headers,
      body: { role: 'MEMBER' },
    });
    expect(nowAllowed.status).toBe(200);
  });

  it('tells the member whose role changed, live', async () => {
    const { owner, workspace } = await ownerWithWorkspace();
    const member = await buildSignedInUser(server);
    await addMember(server, workspace, member.user, 'MEMBER');
    const stream = await openEventStream(`${server.baseUrl}/api/sub?access_token=${member.token}`);
    try {
      await stream.until((event) => event.event === 'ready');
      await server.api('PUT', `/workspaces/c/team/${member.user.id}`, {
        token: owner.token,
        headers: inWorkspace(workspace, 'owner-tab-01'),
        body: { role: 'ADMIN' },
      });
      const event = await stream.next();
      expect(JSON.parse(event.data)).toEqual({
        topic: 'workspaceUser',
        payload: {
          workspace_id: workspace.id,
          user_id: member.user.id,
          action: 'updated',
          role: 'ADMIN',
        },
        source: 'owner-tab-01',
      });
    } finally {
      stream.close();
    }
  });
});

describe('resend, cancel and remove', () => {
  it('resends an invitation with a new link that replaces the old one', async () => {
    const { owner, headers } = await ownerWithWorkspace();
    const invitee = await buildUser(server);
    const first = await invite(owner.token, headers, invitee.email);
    server.mail.messages.length = 0;
    const resent = await server.api('PUT', `/workspaces/c/team/${invitee.id}/refresh`, {
      token: owner.token,
      headers,
    });
    expect(resent.status).toBe(200);
    const mail = await server.mail.waitFor(invitee.email, /invited you to/);
    const second = new URL(server.mail.linkIn(mail, '/invitation')).searchParams.get('inviteToken');
    expect(second).not.toBe(first);
    expect((await server.api('POST', `/workspaces/accept-invite/${first}`)).status).toBe(409);
    expect((await server.api('POST', `/workspaces/accept-invite/${second}`)).status).toBe(200);
  });

  it('cancels an invitation: its link stops working', async () => {
    const { owner, headers } = await ownerWithWorkspace();
    const invitee = await buildUser(server);
    const inviteToken = await invite(owner.token, headers, invitee.email);
    const cancelled = await server.api('DELETE', `/workspaces/c/team/${invitee.id}`, {
      token: owner.token,
      headers,
    });
    expect(cancelled.status).toBe(200);
    expect((await server.api('POST', `/workspaces/accept-invite/${inviteToken}`)).status).toBe(404);
  });

  it('removes a member, who loses access at once', async () => {
    const { owner, workspace, headers } = await ownerWithWorkspace();
    const member = await buildSignedInUser(server);
    await addMember(server, workspace, member.user, 'MEMBER');
    const removed = await server.api<TeamEntry[]>(
      'DELETE',
      `/workspaces/c/team/${member.user.id}`,
      {
        token: owner.token,
        headers,
      },
    );
    expect(removed.body.map((entry) => entry.user.id)).toEqual([owner.user.id]);
    expect(
      (await server.api('GET', '/workspaces/c', { token: member.token, headers })).status,
    ).toBe(404);
  });

  it('does not let members remove anyone', async () => {
    const { owner, workspace, headers } = await ownerWithWorkspace();
    const member = await buildSignedInUser(server);
    await addMember(server, workspace, member.user, 'MEMBER');
    const response = await server.api('DELETE', `/workspaces/c/team/${owner.user.id}`, {
      token: member.token,
      headers,
    });
    expect(response.status).toBe(403);
  });
});

describe('deleting an account', () => {
  it('is refused while the user is the only owner of a workspace with other members', async () => {
    const { owner, workspace, headers } = await ownerWithWorkspace('Keep me');
    const member = await buildSignedInUser(server);
    await addMember(server, workspace, member.user, 'MEMBER');
    const refused = await server.api('POST', '/users/me/delete', {
      token: owner.token,
      body: { password: owner.user.password },
    });
    expect(refused.status).toBe(409);
    expect((refused.body as { detail: string }).detail).toContain(
      'only owner of the workspace Keep me',
    );

    await server.api('PUT', `/workspaces/c/team/${member.user.id}`, {
      token: owner.token,
      headers,
      body: { role: 'OWNER' },
    });
    const allowed = await server.api('POST', '/users/me/delete', {
      token: owner.token,
      body: { password: owner.user.password },
    });
    expect(allowed.status).toBe(204);
  });
});
