import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage';
import { createFakeApi } from '../../../test/fake-api';
import { currentAddress, expectErrorPage, renderApp } from '../../../test/render-app';
import { storeTestSession } from '../../../test/session';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

describe('the password-lost page', () => {
  it('answers with the same confirmation whatever the address', async () => {
    const { api } = renderApp(
      '/account/password-lost',
      createFakeApi().on(accountEndpoints.passwordLost, { success: true }),
    );
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText(/If an account uses/).textContent).toContain('ada@example.com');
    expect(api.callsTo(accountEndpoints.passwordLost)[0]?.body).toEqual({
      email: 'ada@example.com',
    });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/account/signin',
    );
  });
});

describe('the password-reset page', () => {
  it('sets the new password, then sends the user to sign-in', async () => {
    storeTestSession();
    const api = createFakeApi()
      .on(accountEndpoints.passwordResetLink, { detail: 'ada@example.com' })
      .on(accountEndpoints.resetPassword, { success: true });
    const { router } = renderApp(`/account/password-reset?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByText(/For the account/).textContent).toContain('ada@example.com');
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByText('This password is not strong enough')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'a much better one' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByText('Your password has been changed')).toBeTruthy();
    await waitFor(() => expect(currentAddress(router)).toBe('/account/signin'));
    expect(api.callsTo(accountEndpoints.resetPassword)[0]?.body).toEqual({
      token: TOKEN,
      password: 'a much better one',
    });
    // Every session of the account ended: this browser's too.
    expect(storage.get('auth-access')).toBeNull();
  });
});

describe('the e-mail change link', () => {
  it('confirms the change, signs the user out and sends them to sign-in with the new address', async () => {
    storeTestSession();
    const api = createFakeApi().on(accountEndpoints.confirmEmailChange, {
      success: true,
      email: 'ada@new.example',
    });
    const { router } = renderApp(`/account/email-reset?token=${TOKEN}`, api);
    await waitFor(() => expect(currentAddress(router)).toBe('/account/signin'));
    expect(await screen.findByRole('heading', { name: 'Sign in to Hangar' })).toBeTruthy();
    // The notice comes with its own small chunk, a moment after the form.
    await waitFor(() => {
      const notice = screen
        .getAllByRole('status')
        .find((element) => element.textContent?.includes('Your e-mail address is changed'));
      expect(notice?.textContent).toContain('Sign in with ada@new.example.');
    });
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ada@new.example');
    expect(storage.get('auth-access')).toBeNull();
    // The other tabs of this browser, signed out with it, read why.
    expect(storage.get('session-end-reason')).toBe('email-changed');
    expect(api.callsTo(accountEndpoints.confirmEmailChange, { token: TOKEN })).toHaveLength(1);
  });
});

describe('a password-reset or e-mail change link that does not work', () => {
  it.each([
    {
      name: 'a password-reset link is a 404 without a token',
      path: '/account/password-reset',
      title: "Something's missing",
      reason: 'This link does not match any password reset attempt',
    },
    {
      name: "a password-reset link shows the server's reason for a link that expired",
      path: `/account/password-reset?token=${TOKEN}`,
      api: createFakeApi().on(
        accountEndpoints.passwordResetLink,
        { detail: 'This link has expired' },
        410,
      ),
      title: 'Resource is gone',
      reason: 'This link has expired',
    },
    {
      name: 'a password-reset link falls back to the text of SPEC.md when the answer has no detail',
      path: `/account/password-reset?token=${TOKEN}`,
      api: createFakeApi().on(
        accountEndpoints.passwordResetLink,
        () => new Response(null, { status: 409 }),
      ),
      title: 'Reason:',
      reason: 'This link does not match any password reset attempt',
    },
    {
      name: 'an e-mail change link is a 404 without a token',
      path: '/account/email-reset',
      title: "Something's missing",
      reason: 'This link does not match any email reset attempt',
    },
    {
      name: "an e-mail change link shows the server's reason for a link already used",
      path: `/account/email-reset?token=${TOKEN}`,
      api: createFakeApi().on(
        accountEndpoints.confirmEmailChange,
        { detail: 'This link was already used' },
        409,
      ),
      title: 'Reason:',
      reason: 'This link was already used',
    },
  ])('$name', expectErrorPage);
});
