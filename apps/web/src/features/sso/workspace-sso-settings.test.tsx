import { signInRuleEndpoints } from '@hangar/contracts/endpoints/sign-in-rules';
import { workspaceSsoEndpoints } from '@hangar/contracts/endpoints/workspace-sso';
import type { WorkspaceSsoProvider } from '@hangar/contracts/workspace-sso';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type FakeApi } from '../../test/fake-api';
import { renderApp, signedInWithoutLiveChannel } from '../../test/render-app';
import { testWorkspace, workspaceApi } from '../../test/workspaces';
import { SECRET_MISSING } from './workspace-sso-form';

signedInWithoutLiveChannel();

const SETTINGS = '/workspace/7/settings/workspace';

const SAVED: WorkspaceSsoProvider = {
  id: 'workspace-7',
  label: 'Acme single sign-on',
  preset: 'google',
  issuer: 'https://accounts.google.com',
  client_id: 'acme-client',
  domain: 'acme.com',
  domain_verified: false,
  dns_record: {
    type: 'TXT',
    name: '_hangar-verification.acme.com',
    value: 'hangar-domain-verification=tok3n',
  },
  redirect_uri: 'https://hangar.example/account/sso/callback',
};

const NOT_FOUND_YET =
  'No TXT record hangar-domain-verification=tok3n found at _hangar-verification.acme.com yet. ' +
  'DNS changes can take a few minutes.';

function ownerApi(provider: WorkspaceSsoProvider | null = null): FakeApi {
  return workspaceApi(testWorkspace({ role: 'OWNER' }))
    .on(workspaceSsoEndpoints.read, { provider })
    .on(signInRuleEndpoints.read, {
      require_two_factor: false,
      require_sso: false,
      join_domain: null,
      sso_provider: null,
    });
}

async function ssoSection() {
  const section = within(await screen.findByRole('region', { name: 'Single sign-on' }));
  await section.findByLabelText('Client ID');
  return section;
}

type Section = Awaited<ReturnType<typeof ssoSection>>;

function type(section: Section, label: string, value: string) {
  fireEvent.change(section.getByLabelText(label), { target: { value } });
}

/** Clicks Save and waits for the form's `count`th PUT: what it sent. */
async function saved(section: Section, api: FakeApi, count: number) {
  fireEvent.click(section.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo(workspaceSsoEndpoints.update)).toHaveLength(count));
  return api.callsTo(workspaceSsoEndpoints.update)[count - 1]?.body;
}

/** Picks a provider in the Select: opens its list, clicks the option. */
async function choosePreset(section: Section, name: string) {
  fireEvent.click(section.getByRole('combobox', { name: 'Provider' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('Workspace settings: single sign-on', () => {
  it('let an owner set the provider up: Google fills its issuer, Save sends it all', async () => {
    const api = ownerApi().on(workspaceSsoEndpoints.update, { provider: SAVED });
    renderApp(SETTINGS, api);
    const section = await ssoSection();
    expect(
      section.getByText(
        'Let your members sign in with your company’s identity provider (OpenID Connect).',
      ),
    ).toBeTruthy();
    expect(section.queryByText('Redirect URI')).toBeNull();
    const save = section.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await choosePreset(section, 'Google');
    expect((section.getByLabelText('Issuer URL') as HTMLInputElement).value).toBe(
      'https://accounts.google.com',
    );
    type(section, 'Client ID', ' acme-client ');
    type(section, 'Client secret', 's3cret');
    type(section, 'Company e-mail domain', 'Acme.com');
    fireEvent.click(save);

    expect(await screen.findByText('Single sign-on saved')).toBeTruthy();
    expect(api.callsTo(workspaceSsoEndpoints.update)[0]?.body).toEqual({
      preset: 'google',
      issuer: 'https://accounts.google.com',
      client_id: 'acme-client',
      client_secret: 's3cret',
      domain: 'acme.com',
    });
    expect(await section.findByText(SAVED.redirect_uri)).toBeTruthy();
    expect(section.getByText('Register this address at your provider.')).toBeTruthy();
    expect(section.getByText('Leave empty to keep the saved secret')).toBeTruthy();
    expect((section.getByLabelText('Client secret') as HTMLInputElement).value).toBe('');
    expect(section.getByText('Not verified')).toBeTruthy();
  });

  it('ask for the secret of a new provider, and keep the saved one when left empty', async () => {
    const api = ownerApi().on(workspaceSsoEndpoints.update, { provider: SAVED });
    renderApp(SETTINGS, api);
    const section = await ssoSection();
    type(section, 'Issuer URL', 'https://sso.acme.com');
    type(section, 'Client ID', 'acme-client');
    type(section, 'Company e-mail domain', 'acme.com');
    fireEvent.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText(SECRET_MISSING)).toBeTruthy();
    expect(api.callsTo(workspaceSsoEndpoints.update)).toHaveLength(0);

    type(section, 'Client secret', 's3cret');
    fireEvent.click(section.getByRole('button', { name: 'Save' }));
    await section.findByText(SAVED.redirect_uri);

    type(section, 'Client ID', 'other-client');
    expect(await saved(section, api, 2)).toEqual({
      preset: 'google',
      issuer: 'https://accounts.google.com',
      client_id: 'other-client',
      domain: 'acme.com',
    });
  });

  it("turn a Microsoft tenant into its issuer, under the field's own label", async () => {
    const api = ownerApi(SAVED).on(workspaceSsoEndpoints.update, { provider: SAVED });
    renderApp(SETTINGS, api);
    const section = await ssoSection();
    await choosePreset(section, 'Microsoft');
    const tenant = section.getByLabelText('Tenant ID or issuer') as HTMLInputElement;
    expect(tenant.value).toBe('');
    type(section, 'Tenant ID or issuer', 'contoso.onmicrosoft.com');
    expect(await saved(section, api, 1)).toMatchObject({
      preset: 'microsoft',
      issuer: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0',
    });
  });

  it("test the connection with the form's values: what answered, or the server's reason", async () => {
    const unreachable = 'Could not reach the provider at https://sso.acme.com: timed out';
    let answers = 0;
    const api = ownerApi(SAVED).on(workspaceSsoEndpoints.test, () =>
      answers++ === 0
        ? jsonResponse({ detail: unreachable }, 422)
        : jsonResponse({
            issuer: 'https://accounts.google.com',
            authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
          }),
    );
    renderApp(SETTINGS, api);
    const section = await ssoSection();
    type(section, 'Issuer URL', 'https://sso.acme.com');
    fireEvent.click(section.getByRole('button', { name: 'Test connection' }));
    expect((await section.findByRole('alert')).textContent).toBe(unreachable);
    expect(api.callsTo(workspaceSsoEndpoints.test)[0]?.body).toEqual({
      preset: 'google',
      issuer: 'https://sso.acme.com',
      client_id: 'acme-client',
    });

    type(section, 'Issuer URL', 'https://accounts.google.com');
    fireEvent.click(section.getByRole('button', { name: 'Test connection' }));
    expect(
      await section.findByText('Connection works: https://accounts.google.com answered.'),
    ).toBeTruthy();
    expect(section.queryByText(unreachable)).toBeNull();
    expect(api.callsTo(workspaceSsoEndpoints.update)).toHaveLength(0);
  });

  it('check the issuer before testing it', async () => {
    const api = ownerApi();
    renderApp(SETTINGS, api);
    const section = await ssoSection();
    type(section, 'Issuer URL', 'sso.acme.com');
    type(section, 'Client ID', 'acme-client');
    fireEvent.click(section.getByRole('button', { name: 'Test connection' }));
    expect(await section.findByText('Enter the issuer’s https:// address')).toBeTruthy();
    expect(api.callsTo(workspaceSsoEndpoints.test)).toHaveLength(0);
  });

  it('give the DNS record to add, say why the domain is not verified yet, then verify it', async () => {
    let tries = 0;
    const api = ownerApi(SAVED).on(workspaceSsoEndpoints.verifyDomain, () =>
      tries++ === 0
        ? jsonResponse({ detail: NOT_FOUND_YET }, 422)
        : jsonResponse({ provider: { ...SAVED, domain_verified: true } }),
    );
    renderApp(SETTINGS, api);
    const section = await ssoSection();
    expect(section.getByText('Not verified')).toBeTruthy();
    expect(
      section.getByText(
        'Add this TXT record to the DNS of acme.com, then verify. Members sign in with single sign-on once the domain is verified.',
      ),
    ).toBeTruthy();
    expect(section.getByText('_hangar-verification.acme.com')).toBeTruthy();
    expect(section.getByText('hangar-domain-verification=tok3n')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Copy TXT record value' })).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: 'Verify domain' }));
    expect((await section.findByRole('alert')).textContent).toBe(NOT_FOUND_YET);
    expect(section.getByText('Not verified')).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: 'Verify domain' }));
    expect(await section.findByText('Verified')).toBeTruthy();
    expect(section.queryByText('Not verified')).toBeNull();
    expect(section.queryByRole('button', { name: 'Verify domain' })).toBeNull();
    expect(section.queryByRole('alert')).toBeNull();
    expect(api.callsTo(workspaceSsoEndpoints.verifyDomain)).toHaveLength(2);
    // The sign-in rules name the workspace's provider once its domain is verified: read again.
    await waitFor(() => expect(api.callsTo(signInRuleEndpoints.read)).toHaveLength(2));
  });

  it('remove the provider once confirmed', async () => {
    const api = ownerApi({ ...SAVED, domain_verified: true }).on(workspaceSsoEndpoints.remove, {
      provider: null,
    });
    renderApp(SETTINGS, api);
    const section = await ssoSection();
    fireEvent.click(section.getByRole('button', { name: 'Remove single sign-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove single sign-on?' });
    expect(
      within(dialog).getByText(
        'Members can no longer sign in with Acme single sign-on. A rule requiring single sign-on stops applying.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(workspaceSsoEndpoints.remove)).toHaveLength(0);

    fireEvent.click(section.getByRole('button', { name: 'Remove single sign-on' }));
    const again = await screen.findByRole('dialog', { name: 'Remove single sign-on?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Single sign-on removed')).toBeTruthy();
    expect(api.callsTo(workspaceSsoEndpoints.remove)).toHaveLength(1);
    await waitFor(() => expect(section.queryByText(SAVED.redirect_uri)).toBeNull());
    expect(section.queryByRole('button', { name: 'Remove single sign-on' })).toBeNull();
    expect((section.getByLabelText('Client ID') as HTMLInputElement).value).toBe('');
  });

  it('is not shown to admins', async () => {
    const api = workspaceApi(testWorkspace({ role: 'ADMIN' }));
    renderApp(SETTINGS, api);
    await screen.findByLabelText('Workspace name');
    expect(screen.queryByRole('heading', { name: 'Single sign-on' })).toBeNull();
    expect(api.callsTo(workspaceSsoEndpoints.read)).toHaveLength(0);
  });
});
