import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import { groupEndpoints } from '@hangar/contracts/endpoints/groups';
import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import { signupEndpoints } from '@hangar/contracts/endpoints/signup';
import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage';
import { createFakeApi } from '../../../test/fake-api';
import { currentAddress, expectErrorPage, renderApp } from '../../../test/render-app';
import { storeTestSession, TEST_ME, tokenExpiringIn } from '../../../test/session';
import { testEntry, testWorkspace } from '../../../test/workspaces';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const INVITE = 'invite-token-0123456789';

describe('the sign-up e-mail step', () => {
  it.each(['/signup', '/signup/email'])(
    '%s asks for the address, then says where to look',
    async (path) => {
      const api = createFakeApi().on(signupEndpoints.sendEmail, { success: true });
      const { router } = renderApp(path, api);
      expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
      fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'Ada@Example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
      expect(currentAddress(router)).toBe('/signup/verify-email');
      expect(screen.getByText(/We sent a link to/).textContent).toContain('ada@example.com');
      expect(api.callsTo(signupEndpoints.sendEmail)[0]?.body).toEqual({
        email: 'ada@example.com',
      });
    },
  );

  it('refuses an address that is not one', async () => {
    const { api } = renderApp('/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(api.callsTo(signupEndpoints.sendEmail)).toHaveLength(0);
  });

  it('sends the e-mail again on demand', async () => {
    const api = createFakeApi().on(signupEndpoints.sendEmail, { success: true });
    renderApp('/signup/email', api);
    await screen.findByRole('heading', { name: 'Create your account' });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText('E-mail sent again')).toBeTruthy();
    expect(api.callsTo(signupEndpoints.sendEmail)).toHaveLength(2);
  });

  it('offers another address when it does not know which one was used', async () => {
    renderApp('/signup/verify-email');
    expect(await screen.findByText(/We sent you a link/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the e-mail again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'use another address' }).getAttribute('href')).toBe(
      '/signup/email',
    );
  });
});

describe('the sign-up profile step', () => {
  it.each([
    {
      name: 'is a 404 without a token',
      path: '/signup/profile',
      title: "Something's missing",
      reason: 'This link does not match any ongoing account activation',
    },
    {
      name: "shows the server's reason for a link that no longer works",
      path: `/signup/profile?token=${TOKEN}`,
      api: createFakeApi().on(signupEndpoints.link, { detail: 'This link has expired' }, 410),
      title: 'Resource is gone',
      reason: 'This link has expired',
    },
  ])('$name', expectErrorPage);

  function profileApi() {
    return createFakeApi()
      .on(signupEndpoints.link, { detail: 'ada@example.com' })
      .on(signupEndpoints.complete, tokenExpiringIn(15 * 60_000, 'new-user-token'))
      .on(accountEndpoints.read, TEST_ME);
  }

  function completeProfile() {
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: ' Ada Lovelace ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'analytical engine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
  }

  it('creates the account, signs the user in and goes to create a workspace', async () => {
    const api = profileApi().on(workspaceEndpoints.list, []);
    const { router } = renderApp(`/signup/profile?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeTruthy();
    expect(screen.getByText(/is confirmed/).textContent).toContain('ada@example.com');
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    completeProfile();

    expect(await screen.findByRole('heading', { name: 'Create your workspace' })).toBeTruthy();
    expect(screen.getByText(/Welcome, Ada!/)).toBeTruthy();
    expect(currentAddress(router)).toBe('/signup/workspace?process=onboarding');
    expect(api.callsTo(signupEndpoints.complete)[0]?.body).toEqual({
      token: TOKEN,
      fullname: 'Ada Lovelace',
      password: 'analytical engine',
    });
    expect(storage.get('auth-access')?.access_token).toBe('new-user-token');
  });

  it('joins the workspace of the invitation and lands there, welcomed', async () => {
    const acme = testWorkspace({ id: 7, name: 'Acme', role: 'MEMBER' });
    const api = profileApi()
      .on(workspaceEndpoints.list, [testEntry(acme)])
      .on(workspaceEndpoints.read, acme)
      .on(projectEndpoints.list, [])
      .on(groupEndpoints.names, []);
    const { router } = renderApp(`/signup/profile?token=${TOKEN}&inviteToken=${INVITE}`, api);
    await screen.findByRole('heading', { name: 'Complete your profile' });
    completeProfile();

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/workspace/7?fromInvite=1');
    expect(api.callsTo(signupEndpoints.complete)[0]?.body).toMatchObject({
      token: TOKEN,
      inviteToken: INVITE,
    });
  });
});

describe('the workspace step', () => {
  it('needs a signed-in user', async () => {
    const { router } = renderApp('/signup/workspace?process=onboarding');
    expect(await screen.findByRole('heading', { name: 'Sign in to Hangar' })).toBeTruthy();
    expect(currentAddress(router)).toBe(
      '/account/signin?next=%2Fsignup%2Fworkspace%3Fprocess%3Donboarding',
    );
  });

  it('signs the user out', async () => {
    storeTestSession();
    const api = createFakeApi()
      .on(accountEndpoints.read, TEST_ME)
      .on(workspaceEndpoints.list, [])
      .on(authEndpoints.signOut, () => new Response(null, { status: 204 }));
    const { router } = renderApp('/signup/workspace?process=onboarding', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have been signed out')).toBeTruthy();
    expect(currentAddress(router)).toBe('/account/signin?signout=1');
    expect(api.callsTo(authEndpoints.signOut)).toHaveLength(1);
    await waitFor(() => expect(storage.get('auth-access')).toBeNull());
  });
});
