import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addMember,
  buildSignedInUser,
  buildWorkspace,
  inWorkspace,
  uniqueEmail,
} from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { openEventStream, type EventStreamReader } from '../../test/sse-client';
import { resolveLiveSubscriber } from './workspaces-live-subscriber';

const server = useTestEnvironment();
const streams: EventStreamReader[] = [];

afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

async function listen(token?: string): Promise<EventStreamReader> {
  const query = token ? `?access_token=${token}` : '';
  const stream = await openEventStream(`${server.baseUrl}/api/sub${query}`);
  streams.push(stream);
  await stream.until((event) => event.event === 'ready');
  return stream;
}

const rename = (token: string, workspace: { id: number }, name: string) =>
  server.api('PUT', '/workspaces/c', { token, headers: inWorkspace(workspace), body: { name } });

describe('workspace events on the live channel', () => {
  it('refuse a token that no longer works with 401, so the client refreshes it', async () => {
    const response = await server.fetch('/api/sub?access_token=expired-or-revoked-token');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'Not authenticated' });
  });

  it('reach the members of the workspace and nobody else', async () => {
    const owner = await buildSignedInUser(server);
    const member = await buildSignedInUser(server);
    const stranger = await buildSignedInUser(server);
    const workspace = await buildWorkspace(server, owner.user);
    const other = await buildWorkspace(server, stranger.user);
    await addMember(server, workspace, member.user, 'MEMBER');

    const memberStream = await listen(member.token);
    const strangerStream = await listen(stranger.token);
    const anonymousStream = await listen();
    await rename(owner.token, workspace, 'Secret name');
    await rename(stranger.token, other, 'Stranger things');

    expect(JSON.parse((await memberStream.next()).data)).toMatchObject({
      topic: 'workspace',
      payload: { workspace_id: workspace.id, action: 'updated' },
    });
    const seenByStranger = JSON.parse((await strangerStream.next()).data);
    expect(seenByStranger.payload.workspace_id).toBe(other.id);
    await expect(anonymousStream.next(300)).rejects.toThrow('no server-sent event');
  });

  it('follow a user into a workspace they just joined', async () => {
    const owner = await buildSignedInUser(server);
    const newcomer = await buildSignedInUser(server);
    const workspace = await buildWorkspace(server, owner.user);
    const stream = await listen(newcomer.token);

    await server.api('POST', '/workspaces/c/team', {
      token: owner.token,
      headers: inWorkspace(workspace),
      body: { invites: [{ email: newcomer.user.email, role: 'MEMBER' }] },
    });
    const invited = JSON.parse((await stream.next()).data);
    expect(invited).toMatchObject({ topic: 'workspaceUser', payload: { action: 'invited' } });

    const mail = await server.mail.waitFor(newcomer.user.email, /invited you/);
    const token = new URL(server.mail.linkIn(mail, '/invitation')).searchParams.get('inviteToken');
    await server.api('POST', `/workspaces/accept-invite/${token}`);
    expect(JSON.parse((await stream.next()).data)).toMatchObject({ payload: { action: 'joined' } });

    await rename(owner.token, workspace, 'Welcome aboard');
    expect(JSON.parse((await stream.next()).data)).toMatchObject({
      topic: 'workspace',
      payload: { workspace_id: workspace.id },
    });
  });
});

describe('a member who leaves the workspace', () => {
  it('gets nothing more from it once removed, however soon the next event follows', async () => {
    const owner = await buildSignedInUser(server);
    const member = await buildSignedInUser(server);
    const workspace = await buildWorkspace(server, owner.user);
    await addMember(server, workspace, member.user, 'MEMBER');
    const stream = await listen(member.token);

    const removed = await server.api('DELETE', `/workspaces/c/team/${member.user.id}`, {
      token: owner.token,
      headers: inWorkspace(workspace),
    });
    expect(removed.status).toBe(200);
    await rename(owner.token, workspace, 'After you left');
    expect(JSON.parse((await stream.next()).data)).toMatchObject({
      topic: 'workspaceUser',
      payload: { user_id: member.user.id, action: 'removed' },
    });
    await expect(stream.next(300)).rejects.toThrow('no server-sent event');
  });

  it('is dropped from the workspace in the same tick as the event about them', async () => {
    const owner = await buildSignedInUser(server);
    const member = await buildSignedInUser(server);
    const workspace = await buildWorkspace(server, owner.user);
    await addMember(server, workspace, member.user, 'MEMBER');
    const request = { query: { access_token: member.token } } as unknown as FastifyRequest;
    const subscriber = await resolveLiveSubscriber(server.app.services.database.db)(request);
    expect([...subscriber.workspaceIds]).toEqual([workspace.id]);

    const about = (action: 'removed' | 'joined') => ({
      id: '1',
      topic: 'workspaceUser' as const,
      payload: { workspace_id: workspace.id, user_id: member.user.id, action, role: null },
      source: null,
      audience: { workspaceId: workspace.id, userIds: [member.user.id] },
    });
    subscriber.observe?.(about('removed'));
    expect(subscriber.workspaceIds.has(workspace.id)).toBe(false);
    subscriber.observe?.(about('joined'));
    expect(subscriber.workspaceIds.has(workspace.id)).toBe(true);
  });
});

describe('user events on the live channel', () => {
  async function teammatesAndStranger() {
    const owner = await buildSignedInUser(server, { fullname: 'Olive Owner' });
    const teammate = await buildSignedInUser(server);
    const invitee = await buildSignedInUser(server);
    const stranger = await buildSignedInUser(server);
    const workspace = await buildWorkspace(server, owner.user);
    await buildWorkspace(server, stranger.user, 'Elsewhere');
    await addMember(server, workspace, teammate.user, 'GUEST');
    await addMember(server, workspace, invitee.user, 'MEMBER', true);
    return {
      owner,
      streams: {
        own: await listen(owner.token),
        teammate: await listen(teammate.token),
        invitee: await listen(invitee.token),
        stranger: await listen(stranger.token),
      },
    };
  }

  it('tell the user and their teammates, nobody else, about a new name or avatar', async () => {
    const { owner, streams } = await teammatesAndStranger();
    const renamed = await server.api('PUT', '/users/me', {
      token: owner.token,
      headers: { 'x-client-id': 'owner-tab-01' },
      body: { fullname: 'Olive Renamed' },
    });
    expect(renamed.status).toBe(200);

    const expected = { topic: 'user', payload: { user_id: owner.user.id }, source: 'owner-tab-01' };
    expect(JSON.parse((await streams.teammate.next()).data)).toEqual(expected);
    expect(JSON.parse((await streams.own.next()).data)).toEqual(expected);
    await expect(streams.stranger.next(300)).rejects.toThrow('no server-sent event');
    await expect(streams.invitee.next(300)).rejects.toThrow('no server-sent event');
  });

  it('tell teammates once a new e-mail address is confirmed', async () => {
    const { owner, streams } = await teammatesAndStranger();
    const email = uniqueEmail('moved');
    await server.api('POST', '/users/me/email-reset', { token: owner.token, body: { email } });
    const mail = await server.mail.waitFor(email, /Confirm your new e-mail address/);
    const link = new URL(server.mail.linkIn(mail, '/account/email-reset'));
    await expect(streams.teammate.next(300)).rejects.toThrow('no server-sent event');

    const confirmed = await server.api(
      'POST',
      `/users/confirm-email-reset/${link.searchParams.get('token')}`,
    );
    expect(confirmed.status).toBe(200);
    expect(JSON.parse((await streams.teammate.next()).data)).toMatchObject({
      topic: 'user',
      payload: { user_id: owner.user.id },
    });
    await expect(streams.stranger.next(300)).rejects.toThrow('no server-sent event');
  });
});
