import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { WorkspaceRole } from '@hangar/domain';
import {
  buildOwnedWorkspace,
  buildOwnedWorkspaceWith,
  buildUser,
  inWorkspace,
} from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { inviteByMail } from '../../test/invitations';
import { openEventStream } from '../../test/sse-client';

const server = useTestEnvironment();

const ownerWith = (role: WorkspaceRole, name?: string) =>
  buildOwnedWorkspaceWith(server, role, name);

type TeamEntry = { user: { id: number; email: string }; role: string; pending_invite: boolean };

const LAST_OWNER = 'A workspace must keep at least one owner. Make someone else an owner first.';

describe('roles', () => {
  it('keeps at least one owner, and admins never make owners', async () => {
    const { owner, headers, other: admin } = await ownerWith('ADMIN');

    const demoteSelf = await server.api('PUT', `/workspaces/c/team/${owner.user.id}`, {
      token: owner.token,
      headers,
      body: { role: 'ADMIN' },
    });
    expect(demoteSelf).toMatchObject({ status: 409, body: { detail: LAST_OWNER } });
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
    const { owner, workspace, other: member } = await ownerWith('MEMBER');
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
    const { owner, headers } = await buildOwnedWorkspace(server);
    const invitee = await buildUser(server);
    const first = await inviteByMail(server, { token: owner.token, headers }, invitee.email);
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
    const { owner, headers } = await buildOwnedWorkspace(server);
    const invitee = await buildUser(server);
    const inviteToken = await inviteByMail(server, { token: owner.token, headers }, invitee.email);
    const cancelled = await server.api('DELETE', `/workspaces/c/team/${invitee.id}`, {
      token: owner.token,
      headers,
    });
    expect(cancelled.status).toBe(200);
    expect((await server.api('POST', `/workspaces/accept-invite/${inviteToken}`)).status).toBe(404);
  });

  it('removes a member, who loses access at once', async () => {
    const { owner, headers, other: member } = await ownerWith('MEMBER');
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
    const { owner, headers, other: member } = await ownerWith('MEMBER');
    const response = await server.api('DELETE', `/workspaces/c/team/${owner.user.id}`, {
      token: member.token,
      headers,
    });
    expect(response.status).toBe(403);
  });
});

describe('deleting an account', () => {
  it('is refused while the user is the only owner of a workspace with other members', async () => {
    const { owner, headers, other: member } = await ownerWith('MEMBER', 'Keep me');
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

const waitingRows = z.object({ rows: z.array(z.object({ waiting: z.number() })) });

/**
 * Runs two calls so that both have read the team before either writes: on PostgreSQL, the
 * workspace's memberships stay locked from another connection until both calls wait on a lock.
 * PGlite runs one transaction at a time anyway.
 */
async function atTheSameMoment<T>(workspace: { id: number }, calls: () => Promise<T>): Promise<T> {
  if (server.database.handle.kind === 'pglite') return calls();
  const pin = server.database.connect();
  let running: Promise<T> | null = null;
  await pin.db.transaction(async (tx) => {
    await tx.execute(
      sql`select 1 from workspace_members where workspace_id = ${workspace.id} for update`,
    );
    running = calls();
    for (let waiting = 0, polls = 0; waiting < 2; polls += 1) {
      if (polls > 250) throw new Error('the two calls never waited on a lock together');
      await new Promise((resolve) => setTimeout(resolve, 20));
      const result = await tx.execute(
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      waiting = waitingRows.parse(result).rows[0]?.waiting ?? 0;
    }
  });
  await pin.close();
  if (!running) throw new Error('the calls did not start');
  return running;
}

describe('the last owner', () => {
  it('cannot remove themselves from the workspace', async () => {
    const { owner, headers, other: admin } = await ownerWith('ADMIN');
    const response = await server.api('DELETE', `/workspaces/c/team/${owner.user.id}`, {
      token: owner.token,
      headers,
    });
    expect(response).toMatchObject({ status: 409, body: { detail: LAST_OWNER } });
    const team = await server.api<TeamEntry[]>('GET', '/workspaces/c/team', {
      token: owner.token,
      headers,
    });
    expect(team.body.map((entry) => [entry.user.id, entry.role])).toEqual([
      [owner.user.id, 'OWNER'],
      [admin.user.id, 'ADMIN'],
    ]);
  });

  it('is kept when two owners demote or remove each other at the same moment', async () => {
    for (const change of ['demote', 'remove'] as const) {
      const { owner, workspace, other } = await ownerWith('OWNER');
      const act = (actor: { token: string }, target: { id: number }) =>
        server.api(change === 'demote' ? 'PUT' : 'DELETE', `/workspaces/c/team/${target.id}`, {
          token: actor.token,
          headers: inWorkspace(workspace),
          body: change === 'demote' ? { role: 'MEMBER' } : undefined,
        });
      const answers = await atTheSameMoment(workspace, () =>
        Promise.all([act(owner, other.user), act(other, owner.user)]),
      );
      // The second call waits for the first, then finds its caller demoted (403) or gone (404).
      const refused = change === 'demote' ? 403 : 404;
      expect(answers.map((answer) => answer.status).sort(), change).toEqual([200, refused]);
      const winner = answers[0]?.status === 200 ? owner : other;
      const team = await server.api<TeamEntry[]>('GET', '/workspaces/c/team', {
        token: winner.token,
        headers: inWorkspace(workspace),
      });
      expect(
        team.body.filter((entry) => entry.role === 'OWNER'),
        change,
      ).toHaveLength(1);
    }
  });
});
