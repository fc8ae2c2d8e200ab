import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { apiTokenEndpoints } from '@hangar/contracts/endpoints/api-tokens';
import { appConfigEndpoints } from '@hangar/contracts/endpoints/app-config';
import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import { uploadEndpoints } from '@hangar/contracts/endpoints/uploads';
import type { ApiToken } from '@hangar/contracts/api-tokens';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dispatchLiveMessage } from '../../api/live-topics';
import { storage } from '../../lib/storage';
import { testApiToken } from '../../test/api-tokens';
import { createFakeApi, fieldRefusal, jsonResponse, TEST_CONFIG } from '../../test/fake-api';
import { currentAddress, renderApp } from '../../test/render-app';
import { storeTestSession, TEST_ME, tokenExpiringIn } from '../../test/session';
import { hasProfileWarning } from './profile-warning';

function accountApi() {
  return createFakeApi().on(accountEndpoints.read, TEST_ME);
}

async function openAccount(api = accountApi()) {
  storeTestSession();
  const rendered = renderApp('/account', api);
  await screen.findByRole('heading', { name: 'Profile & security' });
  return rendered;
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('the Profile & security page', () => {
  it('needs a signed-in user', async () => {
    const { router } = renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Sign in to Hangar' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/account/signin?next=%2Faccount');
  });

  it('signs the user out when the profile answers 401', async () => {
    storeTestSession();
    const { router } = renderApp(
      '/account',
      createFakeApi().on(accountEndpoints.read, { detail: 'Not authenticated' }, 401),
    );
    expect(await screen.findByRole('heading', { name: 'Sign in to Hangar' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/account/signin?next=%2Faccount');
    expect(storage.get('auth-access')).toBeNull();
  });

  it('shows the profile, e-mail, password and deletion sections', async () => {
    await openAccount();
    for (const name of ['Profile', 'E-mail address', 'Password', 'Delete account']) {
      expect(section(name)).toBeTruthy();
    }
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Ada Lovelace');
    expect(within(section('E-mail address')).getByText('ada@example.com')).toBeTruthy();
  });

  it('saves the full name', async () => {
    const api = accountApi().on(accountEndpoints.update, { ...TEST_ME, fullname: 'Ada King' });
    await openAccount(api);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada King' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(api.callsTo(accountEndpoints.update)[0]?.body).toEqual({ fullname: 'Ada King' });
  });

  it("shows why a picture was refused: 'File size must be lower than 10 Mo'", async () => {
    const api = accountApi().on(
      uploadEndpoints.upload,
      { detail: 'File size must be lower than 10 Mo' },
      413,
    );
    await openAccount(api);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    const picture = new File(['x'], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [picture] } });
    expect(await screen.findByText('File size must be lower than 10 Mo')).toBeTruthy();
    const upload = api.callsTo(uploadEndpoints.upload)[0];
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('refuses a picture over the configured limit before sending it, and says the limit', async () => {
    const api = accountApi()
      .on(appConfigEndpoints.read, { ...TEST_CONFIG, upload_max_bytes: 2 * 1024 * 1024 })
      .on(uploadEndpoints.upload, { filename: 'abc.png' });
    await openAccount(api);
    expect(screen.getByText('PNG, JPEG, GIF or WebP, up to 2 Mo.')).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const picture = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', {
      type: 'image/png',
    });
    fireEvent.change(input as HTMLInputElement, { target: { files: [picture] } });
    expect(await screen.findByText('File size must be lower than 2 Mo')).toBeTruthy();
    expect(api.callsTo(uploadEndpoints.upload)).toHaveLength(0);
  });

  it('uploads a picture, then makes it the avatar', async () => {
    const api = accountApi()
      .on(uploadEndpoints.upload, { filename: 'abc.png' })
      .on(accountEndpoints.update, { ...TEST_ME, avatar: '/media/abc.png' });
    await openAccount(api);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input as HTMLInputElement, {
      target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Profile picture updated')).toBeTruthy();
    expect(api.callsTo(accountEndpoints.update)[0]?.body).toEqual({ avatar: 'abc.png' });
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it("refuses the current address as the new one: 'Cannot be your current email'", async () => {
    const { api } = await openAccount();
    fireEvent.change(screen.getByLabelText('New e-mail address'), {
      target: { value: 'ADA@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send a confirmation link' }));
    expect(await screen.findByText('Cannot be your current email')).toBeTruthy();
    expect(api.callsTo(accountEndpoints.requestEmailChange)).toHaveLength(0);
  });

  it('sends the e-mail change link and shows the change as pending', async () => {
    const api = accountApi().on(accountEndpoints.requestEmailChange, {
      ...TEST_ME,
      pending_email_reset: true,
    });
    await openAccount(api);
    fireEvent.change(screen.getByLabelText('New e-mail address'), {
      target: { value: 'ada@lovelace.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send a confirmation link' }));
    expect(await screen.findByText('E-mail change pending')).toBeTruthy();
    expect(screen.getByText(/We sent a link to ada@lovelace.org/)).toBeTruthy();
    expect(api.callsTo(accountEndpoints.requestEmailChange)[0]?.body).toEqual({
      email: 'ada@lovelace.org',
    });
  });

  it('shows a wrong current password under its field', async () => {
    const api = accountApi().on(accountEndpoints.changePassword, () =>
      fieldRefusal('current_password', 'Incorrect password'),
    );
    await openAccount(api);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'a brand new secret' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Incorrect password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
  });

  it("deletes the account after a critical confirmation ('Yes, delete')", async () => {
    const api = accountApi().on(accountEndpoints.remove, () => new Response(null, { status: 204 }));
    const { router } = await openAccount(api);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'analytical engine' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    await waitFor(() => expect(currentAddress(router)).toBe('/'));
    expect(api.callsTo(accountEndpoints.remove)[0]?.body).toEqual({
      password: 'analytical engine',
    });
    expect(storage.get('current-user-id')).toBeNull();
  });

  it('says why a deletion is refused', async () => {
    const refusal = 'Give your workspaces another owner before deleting your account';
    const api = accountApi().on(accountEndpoints.remove, { detail: refusal }, 409);
    await openAccount(api);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
  });
});

/** The account with API tokens that a password change with the box ticked revokes. */
function accountWithTokens(initial: ApiToken[]) {
  let tokens = initial;
  return accountApi()
    .on(apiTokenEndpoints.list, () => jsonResponse({ items: tokens }))
    .on(accountEndpoints.changePassword, (request: { body: unknown }) => {
      if ((request.body as { revoke_api_tokens?: boolean }).revoke_api_tokens) tokens = [];
      return jsonResponse({ success: true });
    });
}

function fillPasswordChange() {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old one!' } });
  fireEvent.change(screen.getByLabelText('New password'), {
    target: { value: 'a brand new secret' },
  });
}

describe('the password change and API tokens', () => {
  const revokeBox = () => screen.queryByRole('checkbox', { name: 'Also revoke my API tokens' });

  it('offers no box without API tokens', async () => {
    await openAccount(accountWithTokens([]));
    await screen.findByText('No API tokens yet');
    expect(revokeBox()).toBeNull();
  });

  it('keeps the tokens unless the box is ticked', async () => {
    const api = accountWithTokens([testApiToken({ id: 1 })]);
    await openAccount(api);
    expect(await screen.findByText(/Revokes your API token: scripts using it/)).toBeTruthy();
    expect(revokeBox()).toHaveProperty('checked', false);
    fillPasswordChange();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your other sessions were signed out.')).toBeTruthy();
    expect(api.callsTo(accountEndpoints.changePassword)[0]?.body).toMatchObject({
      revoke_api_tokens: false,
    });
    expect(within(section('API tokens')).getByText('Deploy script')).toBeTruthy();
  });

  it('revokes them all with the password when the box is ticked', async () => {
    const api = accountWithTokens([testApiToken(), testApiToken({ id: 1, name: 'Reports' })]);
    await openAccount(api);
    const box = await screen.findByRole('checkbox', { name: 'Also revoke my API tokens' });
    expect(screen.getByText(/Revokes all 2 of your API tokens/)).toBeTruthy();
    fillPasswordChange();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your other sessions were signed out and your 2 API tokens revoked.'),
    ).toBeTruthy();
    expect(api.callsTo(accountEndpoints.changePassword)[0]?.body).toEqual({
      current_password: 'old one!',
      new_password: 'a brand new secret',
      revoke_api_tokens: true,
    });
    expect(await within(section('API tokens')).findByText('No API tokens yet')).toBeTruthy();
    expect(revokeBox()).toBeNull();
  });

  it('reloads the tokens when another tab revoked them (a live `user` event about me)', async () => {
    let tokens = [testApiToken({ id: 1 })];
    const api = accountApi().on(apiTokenEndpoints.list, () => jsonResponse({ items: tokens }));
    const { queryClient } = await openAccount(api);
    await within(section('API tokens')).findByText('Deploy script');
    tokens = [];
    const userEvent = (userId: number) =>
      JSON.stringify({ topic: 'user', payload: { user_id: userId }, source: 'other-tab-01' });
    dispatchLiveMessage(userEvent(TEST_ME.id + 1), queryClient);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(apiTokenEndpoints.list)).toHaveLength(1);
    dispatchLiveMessage(userEvent(TEST_ME.id), queryClient);
    expect(await within(section('API tokens')).findByText('No API tokens yet')).toBeTruthy();
    expect(revokeBox()).toBeNull();
  });
});

describe('a 401 on a form submit', () => {
  it("opens 'Your authentication has expired'; after signing in, the form is sent again as typed", async () => {
    let sessionValid = false;
    const api = accountApi()
      .on(accountEndpoints.update, () =>
        sessionValid
          ? Response.json({ ...TEST_ME, fullname: 'Ada King' })
          : Response.json({ detail: 'Not authenticated' }, { status: 401 }),
      )
      .on(authEndpoints.signIn, () => {
        sessionValid = true;
        return Response.json(tokenExpiringIn(15 * 60_000, 'token-2'));
      });
    await openAccount(api);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada King' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your authentication has expired' });
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Your authentication has expired' })).toBeTruthy();
    expect(within(dialog).getByLabelText('E-mail')).toHaveProperty('value', 'ada@example.com');
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret!!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your authentication has expired' })).toBeNull(),
    );

    expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Ada King');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(api.callsTo(accountEndpoints.update).at(-1)?.headers.get('authorization')).toBe(
      'Bearer token-2',
    );
  });
});

describe('the Profile warning of the settings menu', () => {
  it('shows while an e-mail change is pending', () => {
    expect(hasProfileWarning({ pending_email_reset: true })).toBe(true);
    expect(hasProfileWarning({ pending_email_reset: false })).toBe(false);
    expect(hasProfileWarning(undefined)).toBe(false);
  });
});
