import { openApiEndpoints } from '@hangar/contracts/endpoints/openapi';
import { API_PREFIX } from '@hangar/contracts/http';
import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { apiTokenEndpoints } from '@hangar/contracts/endpoints/api-tokens';
import type { ApiToken, CreatedApiToken } from '@hangar/contracts/api-tokens';
import { MAX_API_TOKENS_PER_USER } from '@hangar/domain/api-tokens';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApiToken } from '../../test/api-tokens';
import { createFakeApi, fieldRefusal, jsonResponse, type FakeRequest } from '../../test/fake-api';
import { ago, ahead, DAY_MS, MINUTE_MS } from '../../test/relative-times';
import { renderApp } from '../../test/render-app';
import { storeTestSession, TEST_ME } from '../../test/session';
import { SHOWN_ONCE_WARNING } from './components/CreateApiTokenModal';

const DEPLOY = testApiToken({ last_used_at: ago(5 * MINUTE_MS) });

const REPORTS = testApiToken({ id: 1, name: 'Weekly report', scope: 'read', hint: 'hgr_Kp07Zt…' });

const CLEAR_TOKEN = 'hgr_s3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3t';

/** The tokens API over a list the test can read: created tokens go first, revoked ones leave. */
function tokensApi(initial: ApiToken[] = [DEPLOY, REPORTS]) {
  let tokens = [...initial];
  const api = createFakeApi()
    .on(accountEndpoints.read, TEST_ME)
    .on(apiTokenEndpoints.list, () => jsonResponse({ items: tokens }))
    .on(apiTokenEndpoints.create, (request: FakeRequest) => {
      const input = request.body as { name: string; scope: 'read' | 'write' };
      const listed = testApiToken({
        id: 3,
        name: input.name,
        scope: input.scope,
        hint: `${CLEAR_TOKEN.slice(0, 10)}…`,
        created_at: new Date().toISOString(),
        expires_at: ahead(30 * DAY_MS),
      });
      tokens = [listed, ...tokens];
      const created: CreatedApiToken = { ...listed, token: CLEAR_TOKEN };
      return jsonResponse(created, 201);
    })
    .on(apiTokenEndpoints.revoke, ({ params }) => {
      const id = Number(params.tokenId);
      tokens = tokens.filter((token) => token.id !== id);
      return new Response(null, { status: 204 });
    });
  return api;
}

async function openProfile(api = tokensApi()) {
  storeTestSession();
  const rendered = renderApp('/account', api);
  await screen.findByRole('heading', { name: 'Profile & security' });
  return rendered;
}

function section(): HTMLElement {
  return screen.getByRole('region', { name: 'API tokens' });
}

function row(name: string): HTMLElement {
  return within(section()).getByRole('listitem', { name });
}

async function openCreateModal(): Promise<HTMLElement> {
  fireEvent.click(within(section()).getByRole('button', { name: 'Create token' }));
  return screen.findByRole('dialog', { name: 'Create an API token' });
}

describe('the API tokens section of Profile & security', () => {
  beforeAll(() => {
    // Mantine's autosize (the token's field) listens for web fonts, which happy-dom does not have.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
    }
  });

  it('lists the tokens with their access, hint, dates and last use', async () => {
    const { api } = await openProfile();
    const deploy = await within(section()).findByRole('listitem', { name: 'Deploy script' });
    expect(within(deploy).getByText('Read & write')).toBeTruthy();
    expect(within(deploy).getByText('hgr_x3Fq9a…')).toBeTruthy();
    expect(deploy.textContent).toContain('Last used 5 minutes ago');
    expect(deploy.textContent).toMatch(/Created \d{1,2} \w{3} \d{4}/);
    expect(deploy.textContent).toMatch(/Expires \d{1,2} \w{3} \d{4}/);

    const reports = row('Weekly report');
    expect(within(reports).getByText('Read-only')).toBeTruthy();
    expect(within(reports).getByText('Never used')).toBeTruthy();
    expect(reports.textContent).not.toContain('Last used');

    // Newest first, as the server answers.
    const names = within(section())
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual(['Deploy script', 'Weekly report']);
    expect(within(section()).getByText(`2 of ${MAX_API_TOKENS_PER_USER} tokens`)).toBeTruthy();
    const reference = within(section()).getByRole('link', { name: 'API reference' });
    expect(reference.getAttribute('href')).toBe(API_PREFIX + openApiEndpoints.reference.path);
    // An account call: no workspace header.
    const listed = api.callsTo(apiTokenEndpoints.list)[0];
    expect(listed?.headers.get('X-Workspace-Id')).toBeNull();
  });

  it('says when there is no token yet', async () => {
    await openProfile(tokensApi([]));
    expect(await within(section()).findByText('No API tokens yet')).toBeTruthy();
    expect(within(section()).queryByRole('list')).toBeNull();
  });

  it('creates a token, shows it once, and forgets it after Done', async () => {
    const { api } = await openProfile();
    await within(section()).findByRole('listitem', { name: 'Deploy script' });
    const dialog = await openCreateModal();
    // Read-only and 30 days unless chosen otherwise.
    expect(within(dialog).getByRole('radio', { name: /Read-only/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('combobox', { name: /Expires/ })).toHaveProperty(
      'value',
      '30 days',
    );

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: '  CI pipeline ' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Read & write/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new API token' });
    expect(api.callsTo(apiTokenEndpoints.create)[0]?.body).toEqual({
      name: 'CI pipeline',
      scope: 'write',
      expires_in_days: 30,
    });
    expect(within(shown).getByText(SHOWN_ONCE_WARNING)).toBeTruthy();
    const field = within(shown).getByRole('textbox', { name: /Token “CI pipeline”/ });
    expect(field).toHaveProperty('value', CLEAR_TOKEN);
    expect(field).toHaveProperty('readOnly', true);
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeTruthy();
    // The list has it already, by its hint only.
    const listed = await within(section()).findByRole('listitem', { name: 'CI pipeline' });
    expect(within(listed).getByText('hgr_s3cr3t…')).toBeTruthy();
    expect(within(listed).getByText('Never used')).toBeTruthy();

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(CLEAR_TOKEN)).toBeNull();
    expect(document.body.textContent).not.toContain(CLEAR_TOKEN);

    // Opening the modal again starts a new token: the old one is not there any more.
    const again = await openCreateModal();
    expect(within(again).getByRole('textbox', { name: /Name/ })).toHaveProperty('value', '');
    expect(document.body.textContent).not.toContain(CLEAR_TOKEN);
  });

  it('asks for a name before sending, and sends the lifetime chosen', async () => {
    const { api } = await openProfile();
    const dialog = await openCreateModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(api.callsTo(apiTokenEndpoints.create)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Backup' },
    });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Expires/ }));
    fireEvent.click(await screen.findByRole('option', { name: '1 year' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await screen.findByRole('dialog', { name: 'Your new API token' });
    expect(api.callsTo(apiTokenEndpoints.create)[0]?.body).toEqual({
      name: 'Backup',
      scope: 'read',
      expires_in_days: 365,
    });
  });

  it("shows the server's validation message under its field", async () => {
    const api = tokensApi().on(apiTokenEndpoints.create, () =>
      fieldRefusal('name', 'This value is already used'),
    );
    await openProfile(api);
    const dialog = await openCreateModal();
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: 'Deploy script' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('This value is already used')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's reason at the limit", async () => {
    const limit = `You can have at most ${MAX_API_TOKENS_PER_USER} API tokens; revoke one first.`;
    const api = tokensApi().on(apiTokenEndpoints.create, { detail: limit }, 400);
    await openProfile(api);
    const dialog = await openCreateModal();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'One too many' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(limit),
    );
    expect(screen.queryByRole('dialog', { name: 'Your new API token' })).toBeNull();
  });

  it('asks before revoking, then removes the token at once', async () => {
    const { api } = await openProfile();
    const deploy = await within(section()).findByRole('listitem', { name: 'Deploy script' });
    fireEvent.click(within(deploy).getByRole('button', { name: 'Revoke Deploy script' }));

    const confirm = await screen.findByRole('dialog', { name: 'Revoke “Deploy script”?' });
    expect(confirm.textContent).toContain('stop working at once');
    expect(api.callsTo(apiTokenEndpoints.revoke, { tokenId: 2 })).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    await waitFor(() =>
      expect(within(section()).queryByRole('listitem', { name: 'Deploy script' })).toBeNull(),
    );
    expect(api.callsTo(apiTokenEndpoints.revoke, { tokenId: 2 })).toHaveLength(1);
    expect(await screen.findByText('Token revoked')).toBeTruthy();
    expect(row('Weekly report')).toBeTruthy();
  });

  it('keeps the token when the revocation is canceled', async () => {
    const { api } = await openProfile();
    const deploy = await within(section()).findByRole('listitem', { name: 'Deploy script' });
    fireEvent.click(within(deploy).getByRole('button', { name: 'Revoke Deploy script' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke “Deploy script”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row('Deploy script')).toBeTruthy();
    expect(api.callsTo(apiTokenEndpoints.revoke, { tokenId: 2 })).toHaveLength(0);
  });
});
