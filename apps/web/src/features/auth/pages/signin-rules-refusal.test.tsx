import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import { ssoRequiredDetail, twoFactorRequiredDetail } from '@hangar/contracts/sign-in-rules';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage';
import { createFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { fillSigninAndContinue } from '../../../test/session';

describe('the sign-in page, refused by a workspace’s sign-in rules', () => {
  it.each([
    ssoRequiredDetail('Acme', 'Sign in with Google'),
    twoFactorRequiredDetail('Acme', null),
  ])('shows the reason the server gives: %s', async (detail) => {
    renderApp('/account/signin', createFakeApi().on(authEndpoints.signIn, { detail }, 409));
    await screen.findByRole('heading', { name: 'Sign in to Hangar' });
    fillSigninAndContinue('ada@example.com', 'correct horse');
    expect((await screen.findByRole('alert')).textContent).toBe(detail);
    expect(storage.get('auth-access')).toBeNull();
  });
});
