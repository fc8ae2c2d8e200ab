import { publicEndpoints } from '@hangar/contracts/endpoints/public';
import { fireEvent, screen, within } from '@testing-library/react';
import { SHARE_LINK_NOT_FOUND } from '@hangar/contracts/public';
import { describe, expect, it } from 'vitest';
import { currentAddress, errorReason, renderApp, withoutLiveChannel } from '../../test/render-app';
import { sharedApi, sharedDoc, TOKEN } from './public-test-api';

withoutLiveChannel();

describe('a share link', () => {
  it('shows a shared project to a visitor, read-only, with its logs and the Powered by footer', async () => {
    const api = sharedApi('project');
    renderApp(`/workspace/public/project/31?publicMode=project&publicToken=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { name: 'Moon landing', level: 1 })).toBeTruthy();
    expect(await screen.findByText('All four fired.')).toBeTruthy();
    expect(screen.getByTestId('powered-by').textContent).toContain('Powered by');
    expect(screen.getByRole('link', { name: 'Try for free' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Project team' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Planning' }));
    expect((await screen.findAllByText('Build the lander')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add a phase' })).toBeNull();
    // No workspace header and no bearer token: a visitor's calls carry nobody's identity.
    const call = api.callsTo(publicEndpoints.project, { token: TOKEN })[0];
    expect(call?.headers.get('X-Workspace-Id')).toBeNull();
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it('sends a doc link opened at its project to its doc, without the project panel', async () => {
    const api = sharedApi('doc').on(publicEndpoints.doc, sharedDoc(5, 'Press brief'));
    const { router } = renderApp(
      `/workspace/public/project/31?publicMode=doc&publicToken=${TOKEN}`,
      api,
    );
    expect(await screen.findByTestId('doc-title')).toBeTruthy();
    expect(currentAddress(router)).toBe(
      `/workspace/public/project/31/doc/5?publicMode=doc&publicToken=${TOKEN}`,
    );
    expect(screen.queryByRole('complementary', { name: 'Shared project' })).toBeNull();
    expect(screen.queryByText('Logs & Activity')).toBeNull();
  });

  it('refuses a doc link used for another doc of the project, before asking for it', async () => {
    const api = sharedApi('doc');
    renderApp(`/workspace/public/project/31/doc/6?publicMode=doc&publicToken=${TOKEN}`, api);
    expect(await screen.findByText('Reason:')).toBeTruthy();
    expect(errorReason()).toContain(SHARE_LINK_NOT_FOUND);
    expect(api.callsTo(publicEndpoints.doc, { token: TOKEN, docId: 6 })).toEqual([]);
  });

  it('refuses a token of another project', async () => {
    renderApp(
      `/workspace/public/project/32?publicMode=project&publicToken=${TOKEN}`,
      sharedApi('project'),
    );
    expect(await screen.findByText('Reason:')).toBeTruthy();
    expect(errorReason()).toContain(SHARE_LINK_NOT_FOUND);
  });

  it('refuses an address without a token', async () => {
    const api = sharedApi('project');
    renderApp('/workspace/public/project/31?publicMode=project', api);
    expect(await screen.findByText('Reason:')).toBeTruthy();
    expect(errorReason()).toContain(SHARE_LINK_NOT_FOUND);
    expect(Object.values(publicEndpoints).flatMap((target) => api.callsTo(target))).toEqual([]);
    expect(within(document.body).queryByTestId('powered-by')).toBeNull();
  });
});
