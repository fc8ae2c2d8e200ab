import type { HealthResponse } from '@hangar/contracts/health';
import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { groupEndpoints } from '@hangar/contracts/endpoints/groups';
import { healthEndpoints } from '@hangar/contracts/endpoints/health';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callEndpoint } from '../api/endpoint-call';
import { meQueryKey } from '../features/auth/queries';
import { renderApp } from '../test/render-app';
import { storeTestSession, TEST_ME } from '../test/session';
import { testWorkspace, workspaceApi } from '../test/workspaces';

const HEALTHY: HealthResponse = { status: 'ok', database: 'ok', version: '9.9.9' };

/** What the server answers while its database is unavailable. */
function unavailable(): Response {
  return Response.json(
    { detail: 'The service is temporarily unavailable, please retry' },
    { status: 503, headers: { 'Retry-After': '5' } },
  );
}

async function renderSignedInPage() {
  storeTestSession();
  const api = workspaceApi(testWorkspace()).on(healthEndpoints.check, HEALTHY);
  const rendered = renderApp('/workspace/7/group', api);
  await screen.findByRole('button', { name: /open the user menu/i });
  expect(screen.queryByText('Reconnecting...')).toBeNull();
  return rendered;
}

describe('the Reconnecting state', () => {
  it('shows while calls answer 503, leaves the page usable, and goes once the API is back', async () => {
    const { api, queryClient } = await renderSignedInPage();

    api.on(accountEndpoints.read, unavailable).on(healthEndpoints.check, unavailable);
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    const indicator = await screen.findByText('Reconnecting...');
    expect(indicator.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: /open the user menu/i })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    // The indicator asks /api/health until it answers 200.
    await waitFor(() => expect(api.callsTo(healthEndpoints.check).length).toBeGreaterThan(0));
    const profileCalls = api.callsTo(accountEndpoints.read).length;
    api.on(accountEndpoints.read, TEST_ME).on(healthEndpoints.check, HEALTHY);
    await waitFor(() => expect(screen.queryByText('Reconnecting...')).toBeNull());
    // The profile, which had given up, is fetched again.
    await waitFor(() =>
      expect(api.callsTo(accountEndpoints.read).length).toBeGreaterThan(profileCalls),
    );
  });

  it('shows when a call gets no response; a failed write is not sent again', async () => {
    const { api } = await renderSignedInPage();
    api
      .on(groupEndpoints.create, () => Promise.reject(new TypeError('Failed to fetch')))
      .on(healthEndpoints.check, () => Promise.reject(new TypeError('Failed to fetch')));

    const failure: unknown = await callEndpoint(groupEndpoints.create, {
      body: { name: 'Ops' },
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 408, isTemporary: true });
    expect(await screen.findByText('Reconnecting...')).toBeTruthy();

    api.on(healthEndpoints.check, HEALTHY);
    await waitFor(() => expect(screen.queryByText('Reconnecting...')).toBeNull());
    expect(api.callsTo(groupEndpoints.create)).toHaveLength(1);
  });
});
