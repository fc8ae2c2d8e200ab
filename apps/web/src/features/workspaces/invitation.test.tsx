import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import { signupEndpoints } from '@hangar/contracts/endpoints/signup';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage';
import { createFakeApi } from '../../test/fake-api';
import {
  currentAddress,
  expectErrorPage,
  renderApp,
  withoutLiveChannel,
} from '../../test/render-app';
import { storeTestSession, TEST_ME } from '../../test/session';
import { testWorkspace, workspaceApi } from '../../test/workspaces';

const INVITE = 'invite-token-0123456789';

withoutLiveChannel();

describe('the invitation link', () => {
  it.each([
    {
      name: 'needs its inviteToken',
      path: '/invitation',
      title: "Something's missing",
      reason: 'Missing inviteToken. Cannot accept invitation',
    },
    {
      name: "shows the server's reason when the invitation no longer works",
      path: `/invitation?inviteToken=${INVITE}`,
      api: createFakeApi().on(
        workspaceEndpoints.acceptInvite,
        { detail: 'This invitation has expired. Ask for a new one.' },
        410,
      ),
      title: 'Resource is gone',
      reason: 'This invitation has expired. Ask for a new one.',
    },
    {
      name: 'falls back to its own reason when the server gives none',
      path: `/invitation?inviteToken=${INVITE}`,
      api: createFakeApi().on(workspaceEndpoints.acceptInvite, {}, 404),
      title: "Something's missing",
      reason: 'This link does not match any pending invite',
    },
  ])('$name', expectErrorPage);

  it('sends someone without an account to complete it, keeping the invitation', async () => {
    const api = createFakeApi()
      .on(workspaceEndpoints.acceptInvite, {
        user_id: 4,
        workspace_id: 7,
        activation_token: 'activation-token-0123456',
      })
      .on(signupEndpoints.link, { detail: 'alan@example.com' });
    const { router } = renderApp(`/invitation?inviteToken=${INVITE}`, api);
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeTruthy();
    expect(currentAddress(router)).toBe(
      `/signup/profile?token=activation-token-0123456&inviteToken=${INVITE}`,
    );
    expect(
      api
        .callsTo(workspaceEndpoints.acceptInvite, { token: INVITE })[0]
        ?.headers.get('authorization'),
    ).toBeNull();
  });

  it('lands a signed-in user in the workspace, welcomed', async () => {
    storeTestSession();
    const api = workspaceApi(testWorkspace({ id: 7, name: 'Acme', role: 'MEMBER' })).on(
      workspaceEndpoints.acceptInvite,
      { user_id: TEST_ME.id, workspace_id: 7, activation_token: null },
    );
    const { router } = renderApp(`/invitation?inviteToken=${INVITE}`, api);
    expect(await screen.findByText('Welcome to Acme!')).toBeTruthy();
    expect(currentAddress(router)).toBe('/workspace/7?fromInvite=1');
  });

  it('asks someone with an account to sign in first, then goes to the workspace', async () => {
    const api = createFakeApi().on(workspaceEndpoints.acceptInvite, {
      user_id: TEST_ME.id,
      workspace_id: 7,
      activation_token: null,
    });
    const { router } = renderApp(`/invitation?inviteToken=${INVITE}`, api);
    expect(await screen.findByRole('heading', { name: 'Sign in to Hangar' })).toBeTruthy();
    expect(currentAddress(router)).toBe(
      `/account/signin?next=${encodeURIComponent('/workspace/7?fromInvite=1')}`,
    );
  });

  it('signs out whoever is signed in when the invitation is for another account', async () => {
    storeTestSession();
    const api = createFakeApi()
      .on(workspaceEndpoints.acceptInvite, { user_id: 99, workspace_id: 7, activation_token: null })
      .on(authEndpoints.signOut, () => new Response(null, { status: 204 }));
    const { router } = renderApp(`/invitation?inviteToken=${INVITE}`, api);
    expect(await screen.findByRole('heading', { name: 'Sign in to Hangar' })).toBeTruthy();
    expect(currentAddress(router)).toBe(
      `/account/signin?next=${encodeURIComponent('/workspace/7?fromInvite=1')}`,
    );
    await waitFor(() => expect(storage.get('auth-access')).toBeNull());
  });
});
