import { docEndpoints } from '@hangar/contracts/endpoints/docs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fake-api';
import { logsApi } from '../../../test/logs';
import { currentAddress, renderApp, signedInWithoutLiveChannel } from '../../../test/render-app';
import { testWorkspace } from '../../../test/workspaces';

signedInWithoutLiveChannel();

const LOGS = '/workspace/7/project/31/logs';

/** Project 31's page with an empty docs tree; a POST is only counted (it answers an error). */
function docsApi(canAddDocs: boolean) {
  const { api } = logsApi(testWorkspace({ role: 'OWNER', can_add_docs: canAddDocs }));
  api.on(docEndpoints.tree, () => jsonResponse([]));
  api.on(docEndpoints.create, () => jsonResponse({ detail: 'Not expected' }, 500));
  return api;
}

async function docsPanel() {
  const panel = await screen.findByTestId('docs-panel');
  await within(panel).findByText('No documentation yet.');
  return panel;
}

describe('a new doc at the free plan’s limit', () => {
  it('opens “Can’t create more documents” with Upgrade, and sends nothing', async () => {
    const api = docsApi(false);
    const { router } = renderApp(LOGS, api);
    const panel = await docsPanel();

    fireEvent.click(within(panel).getByRole('button', { name: 'New documentation page' }));
    const dialog = await screen.findByRole('dialog', { name: "Can't create more documents" });
    expect(within(dialog).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/workspace/7/settings/upgrade',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Add your first page' }));
    expect(api.callsTo(docEndpoints.create, { projectId: 31 })).toEqual([]);
    expect(currentAddress(router)).toBe(LOGS);
  });

  it('creates the doc when the plan allows it', async () => {
    const api = docsApi(true);
    renderApp(LOGS, api);
    const panel = await docsPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'New documentation page' }));
    await waitFor(() =>
      expect(api.callsTo(docEndpoints.create, { projectId: 31 })).toHaveLength(1),
    );
    expect(screen.queryByRole('dialog', { name: "Can't create more documents" })).toBeNull();
  });
});
