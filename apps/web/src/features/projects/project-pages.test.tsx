import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dispatchLiveMessage } from '../../api/live-topics';
import { testGroup, testProject, groupsApi } from '../../test/groups';
import type { FakeRequest } from '../../test/fake-api';
import {
  currentAddress,
  errorReason,
  renderApp,
  signedInWithoutLiveChannel,
} from '../../test/render-app';
import { TEST_ME } from '../../test/session';
import { testWorkspace } from '../../test/workspaces';
import { LAZY_PAGE } from '../../test/lazy-page';

/** Delivers a live event as the SSE channel would, from another browser. */
function receive(
  topic: string,
  payload: unknown,
  queryClient: Parameters<typeof dispatchLiveMessage>[1],
) {
  dispatchLiveMessage(JSON.stringify({ topic, payload, source: 'another-tab' }), queryClient);
}

signedInWithoutLiveChannel();

function topBar() {
  return screen.getByRole('banner');
}

describe('a project page', () => {
  it('opens on Logs & Activity with the project in the top bar', async () => {
    const { api } = groupsApi(testWorkspace(), {
      projects: [testProject({ is_shared: true, share_token: 'secret-token' })],
    });
    const { router } = renderApp('/workspace/7/project/31', api);
    expect(await screen.findByTestId('project-name')).toBeTruthy();
    expect(currentAddress(router)).toBe('/workspace/7/project/31/logs');
    expect(screen.getByTestId('project-name').textContent).toBe('Moon landing');
    expect(within(topBar()).getByLabelText('Shared by a public link')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Project pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Project team', 'Logs & Activity', 'Planning', 'Important documents']);
    expect(await screen.findByText('No documentation yet.')).toBeTruthy();
  });

  it('shows a viewer the globe of a shared project, in the top bar and on its card', async () => {
    const shared = testProject({ current_user_right: 'VIEW', is_shared: true, share_token: null });
    const { api } = groupsApi(testWorkspace({ role: 'MEMBER' }), { projects: [shared] });
    const { router } = renderApp('/workspace/7/project/31/logs', api);
    await screen.findByTestId('project-name');
    expect(within(topBar()).getByLabelText('Shared by a public link')).toBeTruthy();
    await act(() => router.navigate('/workspace/7/group/4'));
    const card = await screen.findByTestId('project-card');
    expect(within(card).getByLabelText('Shared')).toBeTruthy();
  });

  it('shows an owner who can edit every action, Delete included', async () => {
    const { api } = groupsApi(testWorkspace({ role: 'OWNER' }), { projects: [testProject()] });
    renderApp('/workspace/7/project/31/logs', api);
    await screen.findByTestId('project-name');
    expect(within(topBar()).getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(within(topBar()).getByRole('button', { name: 'New' })).toBeTruthy();
    fireEvent.click(within(topBar()).getByRole('button', { name: 'Project actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit project settings' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeTruthy();
  });

  it('gets its edit controls live when the user’s own right is raised', async () => {
    const { api, state } = groupsApi(testWorkspace({ role: 'MEMBER' }), {
      projects: [testProject({ current_user_right: 'VIEW' })],
    });
    const { queryClient } = renderApp('/workspace/7/project/31/logs', api);
    await screen.findByTestId('project-name');
    expect(within(topBar()).queryByRole('button', { name: 'Share' })).toBeNull();
    expect(within(topBar()).queryByRole('button', { name: 'Project actions' })).toBeNull();

    state.projects = [testProject({ current_user_right: 'EDIT' })];
    receive(
      'projectUser',
      { project_id: 31, user_id: TEST_ME.id, action: 'updated', right: 'EDIT' },
      queryClient,
    );
    expect(await within(topBar()).findByRole('button', { name: 'Share' })).toBeTruthy();
    expect(within(topBar()).getByRole('button', { name: 'Project actions' })).toBeTruthy();
  });

  it('sends a user who lost access to the workspace page, saying so', async () => {
    const { api, state } = groupsApi(testWorkspace({ role: 'MEMBER' }), {
      projects: [testProject({ current_user_right: 'VIEW' })],
    });
    const { router, queryClient } = renderApp('/workspace/7/project/31/logs', api);
    await screen.findByTestId('project-name');

    state.projects = [];
    receive(
      'projectUser',
      { project_id: 31, user_id: TEST_ME.id, action: 'removed', right: null },
      queryClient,
    );
    expect(await screen.findByText('You no longer have access to “Moon landing”')).toBeTruthy();
    await waitFor(() => expect(currentAddress(router)).toBe('/workspace/7'));
  });

  it('shows the archived banner, with Restore for members who can edit', async () => {
    const { api } = groupsApi(testWorkspace({ role: 'MEMBER' }), {
      projects: [testProject({ is_archived: true })],
    });
    renderApp('/workspace/7/project/31/logs', api);
    const banner = await screen.findByTestId('archived-banner');
    expect(banner.textContent).toContain('This project is archived');
    expect(within(banner).getByRole('button', { name: 'Restore' })).toBeTruthy();
  });

  it('lets its editors open comments to the people who only view it, from its settings', async () => {
    const project = testProject();
    const { api, state } = groupsApi(testWorkspace(), { projects: [project] });
    const sent: unknown[] = [];
    api.on(projectEndpoints.update, (request: FakeRequest) => {
      sent.push(request.body);
      const changed = { ...project, ...(request.body as object) };
      state.projects = [changed];
      return new Response(JSON.stringify(changed), {
        headers: { 'content-type': 'application/json' },
      });
    });
    renderApp('/workspace/7/project/31/settings', api);
    const name = /People who can only view may comment/;
    // The settings page loads lazily: slower than the default second the first time.
    const allowed = await screen.findByRole('switch', { name }, LAZY_PAGE);
    const checked = () => (screen.getByRole('switch', { name }) as HTMLInputElement).checked;
    expect(checked()).toBe(false);
    fireEvent.click(allowed);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ viewers_comment: true })]));
    await waitFor(() => expect(checked()).toBe(true));
  });

  it('needs a numeric id, and a project the user can see', async () => {
    const { api } = groupsApi(testWorkspace(), { projects: [] });
    renderApp('/workspace/7/project/moon', api);
    expect(await screen.findByRole('heading', { name: "Something's missing" })).toBeTruthy();
    expect(errorReason()).toContain('Missing project id');
  });

  it('shows the not-found page for a project of another workspace', async () => {
    const { api } = groupsApi(testWorkspace(), { projects: [] });
    renderApp('/workspace/7/project/99/team', api);
    expect(await screen.findByRole('heading', { name: "Something's missing" })).toBeTruthy();
    expect(errorReason()).toContain('Project not found');
  });
});

describe('a group page', () => {
  it('needs a numeric id', async () => {
    const { api } = groupsApi(testWorkspace());
    renderApp('/workspace/7/group/abc', api);
    expect(await screen.findByRole('heading', { name: "Something's missing" })).toBeTruthy();
    expect(errorReason()).toContain('Missing group id');
  });

  it('leaves for the workspace page when someone else archives the group', async () => {
    const { api } = groupsApi(testWorkspace(), { groups: [testGroup({ name: 'Flight' })] });
    const { router, queryClient } = renderApp('/workspace/7/group/4', api);
    expect(await screen.findByRole('heading', { name: 'Flight', level: 1 })).toBeTruthy();
    receive('group', { group_id: 4, action: 'archived' }, queryClient);
    expect(await screen.findByText('The group “Flight” was archived')).toBeTruthy();
    await waitFor(() => expect(currentAddress(router)).toBe('/workspace/7'));
  });
});
