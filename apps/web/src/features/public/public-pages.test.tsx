import { fireEvent, screen, within } from '@testing-library/react';
import { docAbilities } from '@hangar/domain/abilities/doc';
import { logAbilities } from '@hangar/domain/abilities/log';
import { SHARE_LINK_NOT_FOUND } from '@hangar/contracts/public';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../test/fake-api';
import { currentAddress, errorReason, renderApp } from '../../test/render-app';

const TOKEN = 'tok_1234567890abcdefghij';

function sharedApi(mode: 'project' | 'doc'): FakeApi {
  return createFakeApi()
    .on('GET', `/public/${TOKEN}/project`, {
      id: 31,
      name: 'Moon landing',
      emoji: null,
      mode,
      doc_id: mode === 'doc' ? 5 : null,
      planning:
        mode === 'project'
          ? {
              phases: [
                {
                  id: 'build',
                  name: 'Build the lander',
                  start: '2026-11-02',
                  end: '2026-11-20',
                  color: 'blue',
                  progress: 40,
                  links: [],
                },
              ],
              milestones: [],
            }
          : null,
    })
    .on('GET', `/public/${TOKEN}/docs`, [])
    .on('GET', `/public/${TOKEN}/logs`, [
      {
        id: 1,
        project_id: 31,
        title: 'Engines tested',
        description: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'All four fired.' }] }],
        },
        attachments: [],
        creator: { fullname: 'Ada Lovelace', avatar: null },
        notification_sent: false,
        is_archived: false,
        abilities: logAbilities({ right: 'VIEW', projectArchived: false, archived: false }),
        created_at: new Date().toISOString(),
        edition_date: null,
      },
    ])
    .on('GET', `/public/${TOKEN}/important-links`, { groups: [] });
}

beforeEach(() => vi.stubGlobal('EventSource', undefined));
afterEach(() => vi.unstubAllGlobals());

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
    const call = api.callsTo('GET', `/public/${TOKEN}/project`)[0];
    expect(call?.headers.get('X-Workspace-Id')).toBeNull();
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it('sends a doc link opened at its project to its doc, without the project panel', async () => {
    const api = sharedApi('doc').on('GET', `/public/${TOKEN}/docs/5`, {
      id: 5,
      project_id: 31,
      path: '5',
      parent_path: '',
      name: 'Press brief',
      emoji: null,
      is_archived: false,
      is_template: false,
      is_locked: false,
      share_token: null,
      current_user_right: 'VIEW',
      abilities: docAbilities({
        role: 'GUEST',
        right: 'VIEW',
        projectArchived: false,
        archived: false,
        locked: false,
      }),
      content_state: '',
      updated_at: new Date().toISOString(),
    });
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
    expect(api.callsTo('GET', `/public/${TOKEN}/docs/6`)).toEqual([]);
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
    expect(api.requests.filter((request) => request.path.startsWith('/public'))).toEqual([]);
    expect(within(document.body).queryByTestId('powered-by')).toBeNull();
  });
});
