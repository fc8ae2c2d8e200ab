import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import { signupEndpoints } from '@hangar/contracts/endpoints/signup';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../lib/storage';
import { createFakeApi } from '../../test/fake-api';
import { currentAddress, errorReason, renderApp } from '../../test/render-app';
import { storeTestSession, TEST_ME } from '../../test/session';
import { testWorkspace, workspaceApi } from '../../test/workspaces';

const INVITE = 'invite-token-0123456789';

beforeEach(() => vi.stubGlobal('EventSource', undefined));
afterEach(() => vi.unstubAllGlobals());

describe('the invitation link', () => {
  it('needs its inviteToken', async () => {
    renderApp('/invitation');
    expect(await screen.findByText("Something's missing")).toBeTruthy();
    expect(errorReason()).toBe('Reason: Missing inviteToken. Cannot accept invitation');
  });

  it("shows the server's reason when the invitation no longer works", async () => {
    const api = createFakeApi().on(
      workspaceEndpoints.acceptInvite,
      { detail: 'This invitation has expired. Ask for a new one.' },
      410,
    );
    renderApp(`/invitation?inviteToken=${INVITE}`, api);
    expect(await screen.findByText('Resource is gone')).toBeTruthy();
    expect(errorReason()).toBe('Reason: This invitation has expired. Ask for a new one.');
  });

  it('falls back to its own reason when the server gives none', async () => {
    renderApp(
      `/invitation?inviteToken=${INVITE}`,
      createFakeApi().on(workspaceEndpoints.acceptInvite, {}, 404),
    );
    expect(await screen.findByText("Something's missing")).toBeTruthy();
    expect(errorReason()).toBe('Reason: This link does not match any pending invite');
  });

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
