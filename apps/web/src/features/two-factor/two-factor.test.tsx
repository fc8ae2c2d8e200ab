import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { twoFactorEndpoints } from '@hangar/contracts/endpoints/two-factor';
import type { TotpSetup, TwoFactorStatus } from '@hangar/contracts/two-factor';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fieldRefusal, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { storeTestSession, TEST_ME } from '../../test/session';

const SETUP: TotpSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Hangar:ada%40example.com?issuer=Hangar&secret=JBSWY3DPEHPK3PXP',
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = Array.from({ length: 10 }, (_, index) => `code-${index}abc-defg`);

/** The two-factor API over a status the test can read. */
function twoFactorApi(initial: TwoFactorStatus) {
  let status = initial;
  return createFakeApi()
    .on(accountEndpoints.read, TEST_ME)
    .on(twoFactorEndpoints.status, () => jsonResponse(status))
    .on(twoFactorEndpoints.setupTotp, SETUP)
    .on(twoFactorEndpoints.confirmTotp, (request) => {
      const { code } = request.body as { code: string };
      if (code !== '123456') {
        return fieldRefusal('code', 'Invalid code');
      }
      status = { totp: true, recovery_codes_left: 10 };
      return jsonResponse({ recovery_codes: CODES });
    })
    .on(twoFactorEndpoints.turnOff, (request) => {
      if ((request.body as { password: string }).password !== 'correct horse') {
        return fieldRefusal('password', 'Incorrect password');
      }
      status = { totp: false, recovery_codes_left: 0 };
      return jsonResponse(status);
    })
    .on(twoFactorEndpoints.renewRecoveryCodes, () => jsonResponse({ recovery_codes: CODES }));
}

async function openSection(status: TwoFactorStatus) {
  storeTestSession();
  const rendered = renderApp('/account', twoFactorApi(status));
  const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
  return { ...rendered, section };
}

describe('two-factor in Profile & security', () => {
  it('is set up with the QR code and the key, a code of the app, then the recovery codes', async () => {
    const { api, section } = await openSection({ totp: false, recovery_codes_left: 0 });
    expect(await within(section).findByText('Off')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Set up' }));

    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    const qr = within(dialog).getByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(SETUP.qr_code);
    expect(within(dialog).getByText(SETUP.secret)).toBeTruthy();
    const code = within(dialog).getByLabelText('Code from the app');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Invalid code')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have saved them' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section).getByText('On')).toBeTruthy();
    expect(within(section).getByText('10 recovery codes left.')).toBeTruthy();
    expect(api.callsTo(twoFactorEndpoints.confirmTotp).map((call) => call.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
    expect(api.callsTo(twoFactorEndpoints.status)[0]?.headers.get('X-Workspace-Id')).toBeNull();
  });

  it('is turned off with the password', async () => {
    const { api, section } = await openSection({ totp: true, recovery_codes_left: 7 });
    expect(await within(section).findByText('7 recovery codes left.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Turn off two-factor authentication?',
    });
    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'wrong' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Incorrect password')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'correct horse' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(within(section).getByText('Off')).toBeTruthy());
    expect(within(section).getByRole('button', { name: 'Set up' })).toBeTruthy();
    expect(api.callsTo(twoFactorEndpoints.turnOff).at(-1)?.body).toEqual({
      password: 'correct horse',
    });
  });

  it('gives new recovery codes for the password', async () => {
    const { section } = await openSection({ totp: true, recovery_codes_left: 2 });
    fireEvent.click(await within(section).findByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'correct horse' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get new codes' }));
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section).getByText('10 recovery codes left.')).toBeTruthy();
  });
});
