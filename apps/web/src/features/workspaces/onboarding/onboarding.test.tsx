import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { groupEndpoints } from '@hangar/contracts/endpoints/groups';
import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage';
import { createFakeApi, jsonResponse } from '../../../test/fake-api';
import { currentAddress, renderApp, signedInWithoutLiveChannel } from '../../../test/render-app';
import { TEST_ME } from '../../../test/session';
import { testEntry, testTeamUser, testWorkspace } from '../../../test/workspaces';

const created = testWorkspace({ id: 12, name: 'Analytical Engines' });

/** A user with no workspace, until POST /workspaces creates one. */
function onboardingApi() {
  let entries: ReturnType<typeof testEntry>[] = [];
  return createFakeApi()
    .on(accountEndpoints.read, TEST_ME)
    .on(workspaceEndpoints.list, () => jsonResponse(entries))
    .on(workspaceEndpoints.create, () => {
      entries = [testEntry(created)];
      return jsonResponse({ created_id: 12 }, 201);
    })
    .on(workspaceEndpoints.read, created)
    .on(workspaceEndpoints.invite, [testTeamUser(TEST_ME.id, 'OWNER')])
    .on(groupEndpoints.create, { created_id: 4 })
    .on(groupEndpoints.names, [{ id: 4, name: 'Engineering', is_archived: false }])
    .on(projectEndpoints.list, []);
}

signedInWithoutLiveChannel();

describe('the onboarding', () => {
  it('creates the workspace, invites the team, creates the first group, then shows Home', async () => {
    const api = onboardingApi();
    const { router } = renderApp('/signup/workspace?process=onboarding', api);

    expect(await screen.findByRole('heading', { name: 'Create your workspace' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3 · Workspace')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Workspace name/), {
      target: { value: ' Analytical Engines ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Invite your team' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/signup/team');
    expect(api.callsTo(workspaceEndpoints.create)[0]?.body).toEqual({ name: 'Analytical Engines' });
    expect(storage.get('last-workspace')).toEqual({ userId: TEST_ME.id, workspaceId: 12 });
    fireEvent.change(screen.getByLabelText('E-mail 1'), { target: { value: 'grace@example.com' } });
    fireEvent.change(screen.getByLabelText('Role 1'), { target: { value: 'ADMIN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));

    expect(await screen.findByRole('heading', { name: 'Create your first group' })).toBeTruthy();
    const [invite] = api.callsTo(workspaceEndpoints.invite);
    expect(invite?.url.search).toBe('?onboarding=1');
    expect(invite?.headers.get('x-workspace-id')).toBe('12');
    expect(invite?.body).toEqual({ invites: [{ email: 'grace@example.com', role: 'ADMIN' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Engineering' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/workspace/12');
    expect(api.callsTo(groupEndpoints.create)[0]?.body).toEqual({ name: 'Engineering' });
  });

  it('lets the user skip the team step', async () => {
    storage.set('last-workspace', { userId: TEST_ME.id, workspaceId: 12 });
    const api = onboardingApi().on(workspaceEndpoints.list, [testEntry(created)]);
    const { router } = renderApp('/signup/team', api);
    fireEvent.click(await screen.findByRole('link', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: 'Create your first group' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/signup/group');
    expect(api.callsTo(workspaceEndpoints.invite)).toHaveLength(0);
  });

  it('sends the team and group steps back to creating a workspace when there is none', async () => {
    const { router } = renderApp('/signup/group', onboardingApi());
    expect(await screen.findByRole('heading', { name: 'Create your workspace' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/signup/workspace?process=onboarding');
  });

  it('is just "Create a new workspace" for someone who has workspaces', async () => {
    const api = onboardingApi().on(workspaceEndpoints.list, [
      testEntry(created),
      testEntry({ id: 9, name: 'Initech' }, { pending_invite: true }),
    ]);
    renderApp('/signup/workspace', api);
    expect(await screen.findByRole('heading', { name: 'Create a new workspace' })).toBeTruthy();
    expect(screen.queryByText(/Step 1 of 3/)).toBeNull();
    expect(screen.getByText(/You are invited to Initech/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/workspace/12');
  });

  it('checks the workspace name before sending it', async () => {
    const api = onboardingApi();
    renderApp('/signup/workspace?process=onboarding', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(workspaceEndpoints.create)).toHaveLength(0));
  });
});
