import type { WorkspaceUserEventPayload } from '@hangar/contracts/events';
import type { WorkspaceRole } from '@hangar/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { testWorkspace } from '../../../test/workspaces';
import { workspaceKeys } from '../queries';
import {
  handleUserEvent,
  handleWorkspaceEvent,
  handleWorkspaceUserEvent,
  type WorkspaceLiveContext,
} from './workspace-live-handlers';

const ME = 1;

function setup(role: 'OWNER' | 'ADMIN' | 'MEMBER' | 'GUEST' = 'ADMIN') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(workspaceKeys.current(7), testWorkspace({ id: 7, role }));
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const context: WorkspaceLiveContext = {
    workspaceId: 7,
    userId: ME,
    queryClient,
    exit: vi.fn(),
    navigate: vi.fn(),
  };
  const invalidatedKeys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { context, invalidatedKeys };
}

function userEvent(
  action: WorkspaceUserEventPayload['action'],
  options: { userId?: number; role?: WorkspaceRole | null; workspaceId?: number } = {},
): WorkspaceUserEventPayload {
  return {
    workspace_id: options.workspaceId ?? 7,
    user_id: options.userId ?? ME,
    action,
    role: options.role === undefined ? 'MEMBER' : options.role,
  };
}

describe('live events of the workspace on screen', () => {
  it('reload the workspace when its settings change elsewhere', () => {
    const { context, invalidatedKeys } = setup();
    handleWorkspaceEvent({ workspace_id: 7, action: 'updated' }, context);
    expect(invalidatedKeys()).toEqual([
      ['workspaces', 'list'],
      ['workspaces', 7],
    ]);
    expect(context.exit).not.toHaveBeenCalled();
  });

  it('send the user away when the workspace is deleted', () => {
    const { context } = setup();
    handleWorkspaceEvent({ workspace_id: 7, action: 'deleted' }, context);
    expect(context.exit).toHaveBeenCalledWith('deleted');
  });

  it('only reload the list when another workspace of the user is deleted', () => {
    const { context, invalidatedKeys } = setup();
    handleWorkspaceEvent({ workspace_id: 8, action: 'deleted' }, context);
    expect(context.exit).not.toHaveBeenCalled();
    expect(invalidatedKeys()).toContainEqual(['workspaces', 'list']);
  });

  it("reload the team when someone else's membership changes", () => {
    const { context, invalidatedKeys } = setup();
    handleWorkspaceUserEvent(userEvent('joined', { userId: 2 }), context);
    handleWorkspaceUserEvent(userEvent('updated', { userId: 2, role: 'GUEST' }), context);
    expect(invalidatedKeys()).toContainEqual(['workspaces', 7]);
    expect(context.navigate).not.toHaveBeenCalled();
    expect(context.exit).not.toHaveBeenCalled();
  });

  it('show the team page when the user’s own role is lowered, after reloading', () => {
    const { context, invalidatedKeys } = setup('ADMIN');
    handleWorkspaceUserEvent(userEvent('updated', { role: 'MEMBER' }), context);
    expect(invalidatedKeys()).toContainEqual(['workspaces', 7]);
    expect(context.navigate).toHaveBeenCalledWith('/workspace/7/settings/team');
  });

  it('reload without moving when the user’s own role is raised', () => {
    const { context, invalidatedKeys } = setup('MEMBER');
    handleWorkspaceUserEvent(userEvent('updated', { role: 'OWNER' }), context);
    expect(invalidatedKeys()).toContainEqual(['workspaces', 7]);
    expect(context.navigate).not.toHaveBeenCalled();
  });

  it('send the user away when they are removed from it', () => {
    const { context } = setup();
    handleWorkspaceUserEvent(userEvent('removed', { role: null }), context);
    expect(context.exit).toHaveBeenCalledWith('removed');
  });

  it('reload teams and the profile when a user changes their own', () => {
    const { context, invalidatedKeys } = setup();
    handleUserEvent({ user_id: ME }, context);
    expect(invalidatedKeys()).toContainEqual(['users', 'me']);
  });

  it("reload every team shown, not the profile, when a teammate's profile changes", () => {
    const { context, invalidatedKeys } = setup();
    const { queryClient } = context;
    queryClient.setQueryData(workspaceKeys.team(7), []);
    queryClient.setQueryData(workspaceKeys.team(8), []);
    handleUserEvent({ user_id: 2 }, context);
    expect(queryClient.getQueryState(workspaceKeys.team(7))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(workspaceKeys.team(8))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(workspaceKeys.current(7))?.isInvalidated).toBe(false);
    expect(invalidatedKeys()).not.toContainEqual(['users', 'me']);
  });
});
