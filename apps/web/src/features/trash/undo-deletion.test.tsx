import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import { trashEndpoints } from '@hangar/contracts/endpoints/trash';
import { TRASH_PROJECT_GONE } from '@hangar/contracts/trash';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fake-api';
import { groupsApi, testProject } from '../../test/groups';
import { renderApp, signedInWithoutLiveChannel } from '../../test/render-app';
import { testWorkspace } from '../../test/workspaces';

signedInWithoutLiveChannel();
// Toasts live in Mantine's store, beyond each test's screen.
afterEach(() => act(() => notifications.clean()));

const TRASH_ID = 55;

/** Deletes project 31 from its menu; its DELETE answers the trash entry TRASH_ID. */
async function deleteProjectFromItsMenu() {
  const { api, state } = groupsApi(testWorkspace({ role: 'OWNER' }), {
    projects: [testProject()],
  });
  api.on(projectEndpoints.remove, () => {
    state.projects = [];
    return jsonResponse({ success: true, trash_id: TRASH_ID });
  });
  renderApp('/workspace/7/project/31/logs', api);
  await screen.findByTestId('project-name');
  fireEvent.click(
    within(screen.getByRole('banner')).getByRole('button', { name: 'Project actions' }),
  );
  fireEvent.click(
    within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Delete Moon landing?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
  return { api, state };
}

describe('undoing a deletion from its toast', () => {
  it("restores the trash entry the deletion answered, then says 'Restored'", async () => {
    const { api, state } = await deleteProjectFromItsMenu();
    api.on(trashEndpoints.restore, () => {
      state.projects = [testProject()];
      return jsonResponse({
        kind: 'project',
        item_id: 31,
        group_id: 4,
        project_id: 31,
        moved_to_root: false,
      });
    });

    const toast = (await screen.findByText('Project moved to the trash')).closest('div');
    fireEvent.click(within(toast!).getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Restored')).toBeTruthy();
    expect(api.callsTo(trashEndpoints.restore, { entryId: TRASH_ID })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      '/workspace/7/project/31',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
  });

  it("says the server's reason when the undo is refused", async () => {
    const { api } = await deleteProjectFromItsMenu();
    api.on(trashEndpoints.restore, { detail: TRASH_PROJECT_GONE }, 409);

    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(await screen.findByText(TRASH_PROJECT_GONE)).toBeTruthy();
    expect(api.callsTo(trashEndpoints.restore, { entryId: TRASH_ID })).toHaveLength(1);
    expect(screen.queryByText('Restored')).toBeNull();
  });
});
