import { signInRuleEndpoints } from '@hangar/contracts/endpoints/sign-in-rules';
import { JOIN_DOMAIN_INVALID, type SignInRules } from '@hangar/contracts/sign-in-rules';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fake-api';
import { renderApp, signedInWithoutLiveChannel } from '../../../test/render-app';
import { testWorkspace, workspaceApi } from '../../../test/workspaces';

signedInWithoutLiveChannel();

const NO_RULES: SignInRules = {
  require_two_factor: false,
  require_sso: false,
  join_domain: null,
  sso_provider: 'Sign in with Google',
};

function ownerApi(rules: SignInRules = NO_RULES) {
  return workspaceApi(testWorkspace({ role: 'OWNER' }))
    .on(signInRuleEndpoints.read, rules)
    .on(signInRuleEndpoints.update, (request: FakeRequest) =>
      jsonResponse({ ...rules, ...(request.body as object) }),
    );
}

async function rulesSection() {
  const section = within(await screen.findByRole('region', { name: 'Sign-in rules' }));
  await section.findByLabelText(/Require two-factor authentication/);
  return section;
}

describe('Workspace settings: sign-in rules', () => {
  it('let an owner require two-factor and single sign-on and set the company domain', async () => {
    const api = ownerApi();
    renderApp('/workspace/7/settings/workspace', api);
    const section = await rulesSection();
    fireEvent.click(section.getByLabelText(/Require two-factor authentication/));
    fireEvent.click(section.getByLabelText(/Require single sign-on/));
    fireEvent.change(section.getByLabelText(/Company domain for joining/), {
      target: { value: ' Acme.com ' },
    });
    fireEvent.click(section.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sign-in rules saved')).toBeTruthy();
    expect(api.callsTo(signInRuleEndpoints.update)[0]?.body).toEqual({
      require_two_factor: true,
      require_sso: true,
      join_domain: 'acme.com',
    });
  });

  it('ask for a bare domain before sending it', async () => {
    const api = ownerApi();
    renderApp('/workspace/7/settings/workspace', api);
    const section = await rulesSection();
    fireEvent.change(section.getByLabelText(/Company domain for joining/), {
      target: { value: 'ada@acme.com' },
    });
    fireEvent.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText(JOIN_DOMAIN_INVALID)).toBeTruthy();
    expect(api.callsTo(signInRuleEndpoints.update)).toHaveLength(0);
  });

  it('cannot require single sign-on without a provider, and say why', async () => {
    renderApp('/workspace/7/settings/workspace', ownerApi({ ...NO_RULES, sso_provider: null }));
    const section = await rulesSection();
    const sso = section.getByLabelText(/Require single sign-on/);
    expect(sso.hasAttribute('disabled')).toBe(true);
    expect(
      section.getByText(/Single sign-on is not set up: set up your provider above/),
    ).toBeTruthy();
  });

  it('are not shown to admins', async () => {
    const api = workspaceApi(testWorkspace({ role: 'ADMIN' }));
    renderApp('/workspace/7/settings/workspace', api);
    await screen.findByLabelText('Workspace name');
    expect(screen.queryByRole('heading', { name: 'Sign-in rules' })).toBeNull();
    expect(api.callsTo(signInRuleEndpoints.read)).toHaveLength(0);
  });
});
