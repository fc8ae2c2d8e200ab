import { ssoEndpoints } from '@hangar/contracts/endpoints/sso';
import { noSsoForDomainDetail } from '@hangar/contracts/sso';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const ACME = { id: 'workspace-7', label: 'Acme single sign-on' };

afterEach(() => {
  vi.restoreAllMocks();
});

/** The whole-page navigations the page asks for, instead of leaving the test's page. */
function watchNavigations() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
}

/** Opens the sign-in page, then the work address's form (shown a moment after the page). */
async function askForWorkEmail(path: string, api: FakeApi) {
  renderApp(path, api);
  fireEvent.click(await screen.findByRole('button', { name: 'Sign in with your company’s SSO' }));
  const form = await screen.findByRole('form', { name: 'Sign in with your company’s SSO' });
  return within(form);
}

function continueWith(form: Awaited<ReturnType<typeof askForWorkEmail>>, email: string) {
  fireEvent.change(form.getByLabelText('Work e-mail'), { target: { value: email } });
  fireEvent.click(form.getByRole('button', { name: 'Continue' }));
}

describe("the sign-in page's single sign-on by work address", () => {
  it("is offered without installation providers, and opens the domain's provider with next", async () => {
    const navigations = watchNavigations();
    const api = createFakeApi()
      .on(ssoEndpoints.providers, { providers: [] })
      .on(ssoEndpoints.find, { provider: ACME });
    const form = await askForWorkEmail('/account/signin?next=%2Faccount', api);
    continueWith(form, ' Ada@Acme.com ');

    await waitFor(() => expect(navigations).toHaveBeenCalledTimes(1));
    expect(navigations).toHaveBeenCalledWith('/api/auth/sso/workspace-7/start?next=%2Faccount');
    expect(api.callsTo(ssoEndpoints.find)[0]?.body).toEqual({ email: 'ada@acme.com' });
  });

  it("says so under the field when the domain has no single sign-on, and doesn't leave", async () => {
    const navigations = watchNavigations();
    const detail = noSsoForDomainDetail('gmail.com');
    const api = createFakeApi().on(ssoEndpoints.find, { detail }, 404);
    const form = await askForWorkEmail('/account/signin', api);
    continueWith(form, 'ada@gmail.com');

    expect(await form.findByText(detail)).toBeTruthy();
    expect(form.getByLabelText('Work e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(navigations).not.toHaveBeenCalled();
  });

  it('checks the address before asking, and shows other failures as forms do', async () => {
    const navigations = watchNavigations();
    const api = createFakeApi().on(
      ssoEndpoints.find,
      { detail: 'Too many sign-in attempts. Try again in 5 minutes.' },
      429,
    );
    const form = await askForWorkEmail('/account/signin', api);
    continueWith(form, 'ada');
    expect(await form.findByText('Invalid email address')).toBeTruthy();
    expect(api.callsTo(ssoEndpoints.find)).toHaveLength(0);

    continueWith(form, 'ada@acme.com');
    expect(
      await form.findByText('Too many sign-in attempts. Try again in 5 minutes.'),
    ).toBeTruthy();
    expect(navigations).not.toHaveBeenCalled();
  });
});
