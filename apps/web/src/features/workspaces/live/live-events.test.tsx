import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import { screen, waitFor, within } from '@testing-library/react';
import type { Workspace } from '@hangar/contracts/workspaces';
import { describe, expect, it } from 'vitest';
import { dispatchLiveMessage } from '../../../api/live-topics';
import { storage } from '../../../lib/storage';
import { jsonResponse } from '../../../test/fake-api';
import { currentAddress, renderApp, signedInWithoutLiveChannel } from '../../../test/render-app';
import { TEST_ME } from '../../../test/session';
import { testEntry, testWorkspace, workspaceApi } from '../../../test/workspaces';

/** Delivers a live event as the SSE channel would, from another browser. */
function receive(
  topic: string,
  payload: unknown,
  queryClient: Parameters<typeof dispatchLiveMessage>[1],
) {
  dispatchLiveMessage(JSON.stringify({ topic, payload, source: 'another-tab' }), queryClient);
}

/** A fake API whose workspace can change, as it would on the server. */
function changingWorkspaceApi(initial: Workspace) {
  let current = initial;
  const api = workspaceApi(initial).on(workspaceEndpoints.read, () => jsonResponse(current));
  return { api, change: (next: Partial<Workspace>) => (current = { ...current, ...next }) };
}

signedInWithoutLiveChannel();

describe('live changes made in another browser', () => {
  it('show a renamed workspace without reload', async () => {
    const { api, change } = changingWorkspaceApi(testWorkspace({ name: 'Acme' }));
    const { queryClient } = renderApp('/workspace/7', api);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect((await within(menu).findByTestId('workspace-name')).textContent).toBe('Acme');

    change({ name: 'Acme Rockets' });
    receive('workspace', { workspace_id: 7, action: 'updated' }, queryClient);
    await waitFor(() =>
      expect(within(menu).getByTestId('workspace-name').textContent).toBe('Acme Rockets'),
    );
  });

  it('take a user whose role was lowered to Members and Guests', async () => {
    const { api, change } = changingWorkspaceApi(testWorkspace({ role: 'ADMIN' }));
    const { router, queryClient } = renderApp('/workspace/7', api);
    await screen.findByRole('heading', { name: 'Home' });

    change({ role: 'MEMBER' });
    receive(
      'workspaceUser',
      { workspace_id: 7, user_id: TEST_ME.id, action: 'updated', role: 'MEMBER' },
      queryClient,
    );
    expect(
      await screen.findByRole('heading', { name: 'Members and Guests', level: 1 }),
    ).toBeTruthy();
    expect(currentAddress(router)).toBe('/workspace/7/settings/team');
  });

  it('send a user removed from the workspace to another one, with a toast', async () => {
    const { api } = changingWorkspaceApi(testWorkspace({ id: 7, name: 'Acme' }));
    api.on(workspaceEndpoints.list, [
      testEntry(testWorkspace({ id: 7, name: 'Acme' })),
      testEntry({ id: 8, name: 'Globex' }),
    ]);
    const { router, queryClient } = renderApp('/workspace/7', api);
    await screen.findByRole('heading', { name: 'Home' });

    api.on(workspaceEndpoints.list, [testEntry({ id: 8, name: 'Globex' })]);
    api.on(workspaceEndpoints.read, testWorkspace({ id: 8, name: 'Globex' }));
    receive(
      'workspaceUser',
      { workspace_id: 7, user_id: TEST_ME.id, action: 'removed', role: null },
      queryClient,
    );
    expect(await screen.findByText('You are no longer a member of “Acme”')).toBeTruthy();
    await waitFor(() => expect(currentAddress(router)).toBe('/workspace/8'));
    expect(storage.get('last-workspace')).toEqual({ userId: TEST_ME.id, workspaceId: 8 });
  });

  it('send everyone away from a deleted workspace', async () => {
    const { api } = changingWorkspaceApi(testWorkspace({ name: 'Acme' }));
    const { router, queryClient } = renderApp('/workspace/7', api);
    await screen.findByRole('heading', { name: 'Home' });

    api.on(workspaceEndpoints.list, []);
    receive('workspace', { workspace_id: 7, action: 'deleted' }, queryClient);
    expect(await screen.findByText('The workspace “Acme” was deleted')).toBeTruthy();
    await waitFor(() =>
      expect(currentAddress(router)).toBe('/signup/workspace?process=onboarding'),
    );
  });
});
