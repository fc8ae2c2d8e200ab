import { groupEndpoints } from '@hangar/contracts/endpoints/groups';
import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fake-api';
import { groupsApi, testGroup, testProject } from '../../test/groups';
import { currentAddress, renderApp, signedInWithoutLiveChannel } from '../../test/render-app';
import { testWorkspace } from '../../test/workspaces';

signedInWithoutLiveChannel();

async function openProjectActions() {
  await screen.findByTestId('project-name');
  fireEvent.click(
    within(screen.getByRole('banner')).getByRole('button', { name: 'Project actions' }),
  );
  return screen.findByRole('menu');
}

describe('archiving, deleting and sharing a project', () => {
  it("asks, archives, toasts 'Project archived' and shows the group page", async () => {
    const { api, state } = groupsApi(testWorkspace(), {
      groups: [testGroup({ name: 'Flight' })],
      projects: [testProject()],
    });
    api.on(projectEndpoints.archive, () => {
      state.projects = [testProject({ is_archived: true })];
      return jsonResponse({ success: true });
    });
    const { router } = renderApp('/workspace/7/project/31/logs', api);
    fireEvent.click(within(await openProjectActions()).getByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive project' });
    expect(dialog.textContent).toContain('Do you want to archive this project?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('Project archived')).toBeTruthy();
    await waitFor(() => expect(currentAddress(router)).toBe('/workspace/7/group/4'));
    expect(api.callsTo(projectEndpoints.archive, { id: 31 })).toHaveLength(1);
  });

  it("moves it to the trash after a critical 'Yes, delete' that says for how long", async () => {
    const { api, state } = groupsApi(testWorkspace({ role: 'OWNER' }), {
      projects: [testProject()],
    });
    api.on(projectEndpoints.remove, () => {
      state.projects = [];
      return jsonResponse({ success: true, trash_id: 55 });
    });
    const { router } = renderApp('/workspace/7/project/31/logs', api);
    fireEvent.click(within(await openProjectActions()).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Moon landing?' });
    expect(dialog.textContent).toContain('go to the trash');
    expect(dialog.textContent).toContain('restored for 30 days');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByText('Project moved to the trash')).toBeTruthy();
    await waitFor(() => expect(currentAddress(router)).toBe('/workspace/7/group/4'));
  });

  it("turns the public link on, shows it, and says 'Copied!' once copied", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { api, state } = groupsApi(testWorkspace(), { projects: [testProject()] });
    api.on(projectEndpoints.setShared, () => {
      state.projects = [testProject({ is_shared: true, share_token: 'tok-123' })];
      return jsonResponse({ share_token: 'tok-123' });
    });
    renderApp('/workspace/7/project/31/logs', api);
    await screen.findByTestId('project-name');
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share project' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Public link: Off' }));

    expect(await within(dialog).findByRole('switch', { name: 'Public link: On' })).toBeTruthy();
    expect(api.callsTo(projectEndpoints.setShared, { id: 31 })[0]?.body).toEqual({ enabled: true });
    const link = within(dialog).getByLabelText<HTMLInputElement>('Public link').value;
    expect(link).toMatch(
      /\/workspace\/public\/project\/31\?publicMode=project&publicToken=tok-123$/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link);
  });
});

describe('archiving a group', () => {
  it('may leave its projects out (with_projects=false), then shows the workspace page', async () => {
    const { api } = groupsApi(testWorkspace(), {
      groups: [testGroup({ name: 'Flight', projects: [{ id: 31, is_archived: false }] })],
      projects: [testProject()],
    });
    api.on(groupEndpoints.archive, () => jsonResponse({ success: true }));
    const { router } = renderApp('/workspace/7/group/4', api);
    await screen.findByRole('heading', { name: 'Flight', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Group actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Flight?' });
    fireEvent.click(within(dialog).getByLabelText('Also archive its 1 project'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('Group archived')).toBeTruthy();
    await waitFor(() => expect(currentAddress(router)).toBe('/workspace/7'));
    expect(api.callsTo(groupEndpoints.archive, { id: 4 })[0]?.url.search).toBe(
      '?with_projects=false',
    );
  });
});
