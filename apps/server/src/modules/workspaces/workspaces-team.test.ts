import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invites } from '../../db/schema';
import {
  addMember,
  buildOwnedWorkspace,
  buildSignedInUser,
  buildUser,
  uniqueEmail,
} from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { inviteByMail } from '../../test/invitations';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();

const ownerWithWorkspace = (name?: string) => buildOwnedWorkspace(server, name);

const invite = (token: string, headers: Record<string, string>, email: string, role?: string) =>
  inviteByMail(server, { token, headers }, email, role);

/** The answer to inviting `invites` at once (`query`: the onboarding flag, if any). */
const postInvites = (
  token: string,
  headers: Record<string, string>,
  invites: { email: string; role: string }[],
  query = '',
) => server.api('POST', `/workspaces/c/team${query}`, { token, headers, body: { invites } });

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
    // The invitation takes a seat, and the workspace tells it apart from a member.
    const invited = await server.api('GET', '/workspaces/c', { token: owner.token, headers });
    expect(invited.body).toMatchObject({
      billing: { nb_seats: 2, nb_members: 1, nb_pending_invites: 1 },
    });

    const accepted = await server.api<{
      user_id: number;
      workspace_id: number;
      activation_token: string;
    }>('POST', `/workspaces/accept-invite/${inviteToken}`);
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('cache-control')).toBe('no-store');
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
    const spent = await server.api('POST', `/workspaces/accept-invite/${inviteToken}`);
    expect(spent).toMatchObject({
      status: 409,
      body: { detail: 'This invitation was already used.' },
    });
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
    expect(inside.body).toMatchObject({
      role: 'MEMBER',
      billing: { nb_seats: 2, nb_members: 2, nb_pending_invites: 0 },
    });
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
    const duplicate = await postInvites(owner.token, headers, [
      { email: 'a@example.com', role: 'MEMBER' },
      { email: 'A@example.com ', role: 'GUEST' },
    ]);
    expect(duplicate).toMatchObject(
      oneValidationIssue(['body', 'invites'], 'This field must contain no duplicate values'),
    );

    const member = await buildUser(server);
    await addMember(server, workspace, member, 'MEMBER');
    await server.api('PUT', '/workspaces/c', {
      token: owner.token,
      headers,
      body: { email_domain: 'northwind.example' },
    });
    const refused = await postInvites(owner.token, headers, [
      { email: 'ok@northwind.example', role: 'MEMBER' },
      { email: member.email, role: 'GUEST' },
      { email: 'outsider@elsewhere.example', role: 'MEMBER' },
      { email: 'guest@elsewhere.example', role: 'GUEST' },
    ]);
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
    const inviteAs = async (person: { token: string }, role: string) =>
      (await postInvites(person.token, headers, [{ email: uniqueEmail(), role }])).status;
    expect(await inviteAs(member, 'ADMIN')).toBe(403);
    expect(await inviteAs(guest, 'GUEST')).toBe(403);
    expect(await inviteAs(member, 'MEMBER')).toBe(201);
  });
});

describe('invitations sent from the onboarding', () => {
  /** A new owner invites a new address, the query's `onboarding` flag set to `flag`. */
  async function inviteWithFlag(flag: string, role: string, workspaceName?: string) {
    const { owner, headers } = await ownerWithWorkspace(workspaceName);
    const email = uniqueEmail('invitee');
    const query = `?onboarding=${flag}`;
    const response = await postInvites(owner.token, headers, [{ email, role }], query);
    return { owner, headers, email, response };
  }

  it('tell the invitee the workspace was just created', async () => {
    const { owner, headers, email, response } = await inviteWithFlag('1', 'ADMIN', 'Fresh Start');
    expect(response.status).toBe(201);
    const mail = await server.mail.waitFor(email, /invited you to/);
    expect(mail.text).toContain(
      'Olive Owner just created the workspace Fresh Start on Hangar and wants you on the team.',
    );

    const later = uniqueEmail('later');
    await invite(owner.token, headers, later);
    const usual = await server.mail.waitFor(later, /invited you to/);
    expect(usual.text).toContain('Olive Owner invited you to join the workspace Fresh Start');
  });

  it('refuse an onboarding flag that is not one, and invite nobody', async () => {
    const { owner, headers, email, response } = await inviteWithFlag('yes', 'MEMBER');
    expect(response.status).toBe(422);
    expect((response.body as { detail: { loc: string[] }[] }).detail[0]?.loc).toEqual([
      'querystring',
      'onboarding',
    ]);
    const team = await server.api<TeamEntry[]>('GET', '/workspaces/c/team', {
      token: owner.token,
      headers,
    });
    expect(team.body.map((entry) => entry.user.email)).toEqual([owner.user.email]);
    expect(server.mail.messages.some((mail) => mail.to.includes(email))).toBe(false);
  });
});
