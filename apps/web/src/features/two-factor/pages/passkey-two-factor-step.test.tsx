import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import type { TwoFactorMethod, TwoFactorRequired } from '@hangar/contracts/two-factor';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { fillSigninAndContinue, signinApi } from '../../../test/session';

function secondStep(methods: TwoFactorMethod[]): TwoFactorRequired {
  return {
    two_factor: {
      challenge: 'challenge-0123456789abcdefghijklmnop',
      methods,
      expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
    },
  };
}

async function passwordStep(methods: TwoFactorMethod[]) {
  renderApp('/account/signin', signinApi().on(authEndpoints.signIn, secondStep(methods)));
  await screen.findByRole('heading', { name: 'Sign in to Hangar' });
  fillSigninAndContinue('ada@example.com', 'correct horse');
  await screen.findByRole('heading', { name: 'Two-factor authentication' });
}

describe('the two-factor step of an account with a passkey', () => {
  it('offers the passkey alone when it is the only second factor', async () => {
    await passwordStep(['passkey']);
    expect(screen.getByText('Use your passkey to finish signing in.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeTruthy();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
  });

  it('offers it beside the code of the authenticator app', async () => {
    await passwordStep(['totp', 'recovery_code', 'passkey']);
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use a recovery code instead' })).toBeTruthy();
  });

  it('does not offer it to an account without one', async () => {
    await passwordStep(['totp', 'recovery_code']);
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});
