import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import { searchEndpoints } from '@hangar/contracts/endpoints/search';
import type { Planning } from '@hangar/contracts/planning';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type FakeRequest } from '../../../test/fake-api';
import { groupsApi, testProject } from '../../../test/groups';
import { renderApp, signedInWithoutLiveChannel } from '../../../test/render-app';
import { testWorkspace } from '../../../test/workspaces';

signedInWithoutLiveChannel();

const PLANNING: Planning = {
  phases: [
    {
      id: 'build',
      name: 'Build',
      start: '2026-03-02',
      end: '2026-03-15',
      color: 'blue',
      progress: 40,
      links: [],
    },
  ],
  milestones: [{ id: 'launch', name: 'Launch', date: '2026-03-20', color: 'red', links: [] }],
};

function renderPlanning(right: 'VIEW' | 'EDIT', role: 'GUEST' | 'MEMBER' = 'MEMBER') {
  const { api } = groupsApi(testWorkspace({ role }), {
    projects: [testProject({ current_user_right: right, planning: PLANNING })],
  });
  api.on(searchEndpoints.list, {
    groups: [],
    projects: [],
    docs: [],
    important_docs: [],
    logs: [],
  });
  return renderApp('/workspace/7/project/31/planning', api);
}

const BUILD = 'Build, phase, 2 Mar – 15 Mar 2026, 40% done';

describe('the planning page', () => {
  it('is read-only for viewers: no add buttons, no dragging, arrows change nothing', async () => {
    const { api } = renderPlanning('VIEW', 'GUEST');
    const bar = await screen.findByRole('button', { name: BUILD });
    expect(screen.getByRole('button', { name: 'Launch, milestone, 20 Mar 2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a phase' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a milestone' })).toBeNull();
    expect(bar.hasAttribute('data-editable')).toBe(false);
    expect(bar.querySelector('[data-edge]')).toBeNull();
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    fireEvent.pointerDown(bar, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(bar, { clientX: 200, pointerId: 1 });
    expect(screen.getByRole('button', { name: BUILD })).toBeTruthy();
    expect(api.callsTo(projectEndpoints.savePlanning, { id: 31 })).toHaveLength(0);
    expect(screen.getByText(/You can view this planning/)).toBeTruthy();
  });

  it('lets editors move a bar with the arrow keys, saved through PUT', async () => {
    const { api } = renderPlanning('EDIT');
    api.on(projectEndpoints.savePlanning, (request: FakeRequest) =>
      jsonResponse(testProject({ planning: (request.body as { planning: Planning }).planning })),
    );
    const bar = await screen.findByRole('button', { name: BUILD });
    expect(screen.getByRole('button', { name: 'Add a phase' })).toBeTruthy();
    fireEvent.keyDown(bar, { key: 'ArrowRight', shiftKey: true });
    expect(
      await screen.findByRole('button', { name: 'Build, phase, 9 Mar – 22 Mar 2026, 40% done' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo(projectEndpoints.savePlanning, { id: 31 })).toHaveLength(1),
    );
    const sent = api.callsTo(projectEndpoints.savePlanning, { id: 31 })[0]?.body as {
      planning: Planning;
    };
    expect(sent.planning.phases[0]).toMatchObject({ start: '2026-03-09', end: '2026-03-22' });
  });

  it('puts the planning back when the save is refused', async () => {
    const { api } = renderPlanning('EDIT');
    api.on(projectEndpoints.savePlanning, { detail: 'Not allowed' }, 403);
    const bar = await screen.findByRole('button', { name: BUILD });
    fireEvent.keyDown(bar, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(api.callsTo(projectEndpoints.savePlanning, { id: 31 })).toHaveLength(1),
    );
    expect(await screen.findByRole('button', { name: BUILD })).toBeTruthy();
  });
});
