import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage';
import { createFakeApi, jsonResponse, type FakeRequest } from '../../../test/fake-api';
import { testEntry, testWorkspace } from '../../../test/workspaces';
import { currentAddress, renderApp } from '../../../test/render-app';
import { fillSigninAndContinue, signinApi, storeTestSession, TEST_ME } from '../../../test/session';

describe('the sign-in page', () => {
  it("asks for the e-mail and password, with 'Forgot password?'", async () => {
    renderApp('/account/signin');
    expect(await screen.findByRole('heading', { name: 'Sign in to Hangar' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/account/password-lost',
    );
    expect(screen.queryByText('You have been signed out')).toBeNull();
  });

  it('says so after a sign-out', async () => {
    renderApp('/account/signin?signout=1');
    expect(await screen.findByText('You have been signed out')).toBeTruthy();
  });

  it('checks the fields before calling the server', async () => {
    const { api } = renderApp('/account/signin');
    await screen.findByRole('heading', { name: 'Sign in to Hangar' });
    fillSigninAndContinue('ada', '');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(api.callsTo(authEndpoints.signIn)).toHaveLength(0);
  });

  it.each([
    [401, { detail: 'Incorrect email or password' }],
    [429, { detail: 'Too many attempts. Please try again in 5 minutes.' }],
    [500, { detail: 'Internal Server Error' }],
  ])("reads 'Incorrect email or password' whatever failed (%s)", async (status, body) => {
    renderApp('/account/signin', createFakeApi().on(authEndpoints.signIn, body, status));
    await screen.findByRole('heading', { name: 'Sign in to Hangar' });
    fillSigninAndContinue('ada@example.com', 'wrong password');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password');
    expect(storage.get('auth-access')).toBeNull();
  });

  it('signs in with the form fields, loads the profile, then goes to next', async () => {
    const { api, router } = renderApp('/account/signin?next=%2Faccount', signinApi());
    await screen.findByRole('heading', { name: 'Sign in to Hangar' });
    fillSigninAndContinue(' Ada@Example.com ', 'correct horse');
    expect(await screen.findByRole('heading', { name: 'Profile & security' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/account');

    const [signin] = api.callsTo(authEndpoints.signIn);
    expect(signin?.body).toBeInstanceOf(URLSearchParams);
    expect(String(signin?.body)).toBe('username=ada%40example.com&password=correct+horse');
    expect(api.callsTo(accountEndpoints.read)[0]?.headers.get('authorization')).toBe(
      'Bearer fresh-token',
    );
    expect(storage.get('auth-access')?.access_token).toBe('fresh-token');
    expect(storage.get('current-user-id')).toBe(TEST_ME.id);
  });

  it('never follows a next that leads to another site', async () => {
    const { router } = renderApp(
      `/account/signin?next=${encodeURIComponent('https://evil.example/')}`,
      signinApi(),
    );
    await screen.findByRole('heading', { name: 'Sign in to Hangar' });
    fillSigninAndContinue('ada@example.com', 'correct horse');
    await waitFor(() =>
      expect(currentAddress(router)).toBe('/signup/workspace?process=onboarding'),
    );
  });

  it('sends a signed-in user without a workspace to create one', async () => {
    storeTestSession();
    const { router } = renderApp(
      '/account/signin',
      createFakeApi().on(accountEndpoints.read, TEST_ME).on(workspaceEndpoints.list, []),
    );
    expect(await screen.findByRole('heading', { name: 'Create your workspace' })).toBeTruthy();
    expect(screen.getByText(/Welcome, Ada!/)).toBeTruthy();
    expect(currentAddress(router)).toBe('/signup/workspace?process=onboarding');
  });

  it('sends a user who signs in to the workspace they used last', async () => {
    storage.set('last-workspace', { userId: TEST_ME.id, workspaceId: 5 });
    const api = signinApi()
      .on(workspaceEndpoints.list, [
        testEntry({ id: 3, name: 'Acme' }),
        testEntry({ id: 5, name: 'Globex' }),
      ])
      .on(workspaceEndpoints.read, (request: FakeRequest) =>
        jsonResponse(testWorkspace({ id: Number(request.headers.get('x-workspace-id')) })),
      );
    const { router } = renderApp('/account/signin', api);
    await screen.findByRole('heading', { name: 'Sign in to Hangar' });
    fillSigninAndContinue('ada@example.com', 'correct horse');
    await waitFor(() => expect(currentAddress(router)).toBe('/workspace/5'));
  });
});
