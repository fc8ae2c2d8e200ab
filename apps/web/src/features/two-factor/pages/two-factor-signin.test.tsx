import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import { twoFactorEndpoints } from '@hangar/contracts/endpoints/two-factor';
import {
  TWO_FACTOR_CODE_INVALID,
  TWO_FACTOR_SIGNIN_ENDED,
  type TwoFactorRequired,
} from '@hangar/contracts/two-factor';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage';
import { jsonResponse } from '../../../test/fake-api';
import { currentAddress, renderApp } from '../../../test/render-app';
import { fillSigninAndContinue, signinApi, tokenExpiringIn, TEST_ME } from '../../../test/session';

const CHALLENGE = 'challenge-0123456789abcdefghijklmnop';

const SECOND_STEP: TwoFactorRequired = {
  two_factor: {
    challenge: CHALLENGE,
    methods: ['totp', 'recovery_code'],
    expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
  },
};

/** Sign-in answers the second step; the second step answers `answers` in turn, then a session. */
function twoFactorApi(...answers: Array<[number, { detail: string }]>) {
  const queue = [...answers];
  return signinApi()
    .on(authEndpoints.signIn, SECOND_STEP)
    .on(twoFactorEndpoints.signIn, () => {
      const next = queue.shift();
      return next
        ? jsonResponse(next[1], next[0])
        : jsonResponse(tokenExpiringIn(15 * 60_000, 'fresh-token'));
    });
}

async function passwordStep() {
  await screen.findByRole('heading', { name: 'Sign in to Hangar' });
  fillSigninAndContinue('ada@example.com', 'correct horse');
  return screen.findByRole('heading', { name: 'Two-factor authentication' });
}

function enter(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('signing in with two-factor on', () => {
  it('asks for the app code after the password, then signs in with it', async () => {
    const { api, router } = renderApp('/account/signin?next=%2Faccount', twoFactorApi());
    await passwordStep();
    expect(storage.get('auth-access')).toBeNull();
    const field = screen.getByLabelText('Authentication code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');

    enter('Authentication code', ' 123456 ');
    expect(await screen.findByRole('heading', { name: 'Profile & security' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/account');
    const [call] = api.callsTo(twoFactorEndpoints.signIn);
    expect(call?.body).toEqual({ challenge: CHALLENGE, code: '123456' });
    expect(call?.headers.get('authorization')).toBeNull();
    expect(storage.get('auth-access')?.access_token).toBe('fresh-token');
    expect(storage.get('current-user-id')).toBe(TEST_ME.id);
    expect(api.callsTo(accountEndpoints.read)[0]?.headers.get('authorization')).toBe(
      'Bearer fresh-token',
    );
  });

  it('checks the code before sending it, and shows a wrong one as the page shows errors', async () => {
    const { api } = renderApp(
      '/account/signin',
      twoFactorApi([401, { detail: TWO_FACTOR_CODE_INVALID }]),
    );
    await passwordStep();
    enter('Authentication code', '12ab');
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeTruthy();
    expect(api.callsTo(twoFactorEndpoints.signIn)).toHaveLength(0);

    enter('Authentication code', '000000');
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_CODE_INVALID);
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(storage.get('auth-access')).toBeNull();
  });

  it('takes a recovery code instead', async () => {
    const { api } = renderApp('/account/signin?next=%2Faccount', twoFactorApi());
    await passwordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    enter('Recovery code', 'abcd-efgh-jkmn');
    expect(await screen.findByRole('heading', { name: 'Profile & security' })).toBeTruthy();
    expect(api.callsTo(twoFactorEndpoints.signIn)[0]?.body).toEqual({
      challenge: CHALLENGE,
      recovery_code: 'abcd-efgh-jkmn',
    });
  });

  it('goes back to the password once the sign-in can no longer be completed', async () => {
    renderApp('/account/signin', twoFactorApi([401, { detail: TWO_FACTOR_SIGNIN_ENDED }]));
    await passwordStep();
    enter('Authentication code', '123456');
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_SIGNIN_ENDED);
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Two-factor authentication' })).toBeNull();
  });
});
