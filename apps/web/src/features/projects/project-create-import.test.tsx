import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupsApi, testGroup, testProject } from '../../test/groups';
import { LAZY_PAGE } from '../../test/lazy-page';
import { currentAddress, renderApp, signedInWithoutLiveChannel } from '../../test/render-app';
import { testWorkspace } from '../../test/workspaces';

signedInWithoutLiveChannel();

/** Creates the project 'Moon landing' in the group 4, with 'Then import its docs' ticked or not. */
async function createMoonLanding({ importDocs }: { importDocs: boolean }) {
  const { api } = groupsApi(testWorkspace(), {
    groups: [testGroup({ id: 4, name: 'Engineering' })],
    projects: [testProject({ id: 31, name: 'Moon landing', group_id: 4 })],
  });
  api.on(projectEndpoints.create, { created_id: 31 }, 201);
  const { router } = renderApp('/workspace/7/project/create?groupid=4', api);
  const name = await screen.findByLabelText('Project name', {}, LAZY_PAGE);
  fireEvent.change(name, { target: { value: 'Moon landing' } });
  if (importDocs) fireEvent.click(screen.getByRole('checkbox', { name: /Then import its docs/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
  return { api, router };
}

describe('a new project whose docs come from a file', () => {
  it('opens the import form in the new project once it is created', async () => {
    const { api, router } = await createMoonLanding({ importDocs: true });

    const dialog = await screen.findByRole('dialog', { name: 'Import Markdown' });
    expect(
      within(dialog).getByText(
        /Notion \(Markdown & CSV\), Confluence \(HTML\), Outline or Docmost/,
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(currentAddress(router)).toMatch(/^\/workspace\/7\/project\/31(\/|$)/),
    );
    expect(api.callsTo(projectEndpoints.create)[0]?.body).toMatchObject({
      name: 'Moon landing',
      group_id: 4,
    });
  });

  it('opens nothing more when the box is left unticked', async () => {
    const { router } = await createMoonLanding({ importDocs: false });
    await waitFor(() =>
      expect(currentAddress(router)).toMatch(/^\/workspace\/7\/project\/31(\/|$)/),
    );
    expect(screen.queryByRole('dialog', { name: 'Import Markdown' })).toBeNull();
  });
});
