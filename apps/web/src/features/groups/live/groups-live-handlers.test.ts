import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { testGroup, testProject } from '../../../test/groups';
import { projectKeys } from '../../projects/queries';
import { groupKeys } from '../queries';
import {
  handleGroupEvent,
  handleGroupUserEvent,
  handleProjectEvent,
  handleProjectUserEvent,
  type GroupsLiveContext,
  type GroupsScreen,
} from './groups-live-handlers';

const ME = 1;
const WORKSPACE = 7;

function setup(screen: GroupsScreen, visible = true) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(groupKeys.detail(WORKSPACE, 4), testGroup({ id: 4, name: 'Flight' }));
  queryClient.setQueryData(
    projectKeys.detail(WORKSPACE, 31),
    testProject({ id: 31, group_id: 4, name: 'Apollo' }),
  );
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const context: GroupsLiveContext = {
    workspaceId: WORKSPACE,
    userId: ME,
    queryClient,
    screen: () => screen,
    stillVisible: vi.fn(() => Promise.resolve(visible)),
    leave: vi.fn(),
  };
  const invalidatedKeys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { context, invalidatedKeys };
}

const ON_GROUP: GroupsScreen = { groupId: 4, projectId: null };
const ON_PROJECT: GroupsScreen = { groupId: null, projectId: 31 };
const ELSEWHERE: GroupsScreen = { groupId: null, projectId: null };

/** Lets the visibility check (a promise) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live events of groups and projects', () => {
  it('reload groups and projects when a right of the user changes, for controls to follow', async () => {
    const { context, invalidatedKeys } = setup(ON_PROJECT);
    handleProjectUserEvent(
      { project_id: 31, user_id: ME, action: 'updated', right: 'EDIT' },
      context,
    );
    expect(invalidatedKeys()).toEqual(
      expect.arrayContaining([groupKeys.all(WORKSPACE), projectKeys.all(WORKSPACE)]),
    );
    await settle();
    expect(context.stillVisible).toHaveBeenCalledWith({ kind: 'project', id: 31 });
    expect(context.leave).not.toHaveBeenCalled();
  });

  it('send the user to the workspace page when they lost access to the project on screen', async () => {
    const { context } = setup(ON_PROJECT, false);
    handleProjectUserEvent(
      { project_id: 31, user_id: ME, action: 'removed', right: null },
      context,
    );
    await settle();
    expect(context.leave).toHaveBeenCalledWith(
      { to: 'workspace' },
      'You no longer have access to “Apollo”',
    );
  });

  it('check access to a project on screen when its group’s team loses the user', async () => {
    const { context } = setup(ON_PROJECT, false);
    handleGroupUserEvent({ group_id: 4, user_id: ME, action: 'removed', right: null }, context);
    await settle();
    expect(context.leave).toHaveBeenCalledWith(
      { to: 'workspace' },
      'You no longer have access to “Apollo”',
    );
  });

  it('ignore team changes of other people, past the reload', () => {
    const { context, invalidatedKeys } = setup(ON_GROUP, false);
    handleGroupUserEvent({ group_id: 4, user_id: 2, action: 'removed', right: null }, context);
    expect(invalidatedKeys()).toContainEqual(groupKeys.all(WORKSPACE));
    expect(context.stillVisible).not.toHaveBeenCalled();
  });

  it('send the user to the workspace page when the group on screen is archived or deleted', () => {
    const archived = setup(ON_GROUP);
    handleGroupEvent({ group_id: 4, action: 'archived' }, archived.context);
    expect(archived.context.leave).toHaveBeenCalledWith(
      { to: 'workspace' },
      'The group “Flight” was archived',
    );
    const deleted = setup(ON_PROJECT);
    handleGroupEvent({ group_id: 4, action: 'deleted' }, deleted.context);
    expect(deleted.context.leave).toHaveBeenCalledWith(
      { to: 'workspace' },
      'The group “Flight” was deleted',
    );
  });

  it('reload the workspace too when groups come and go (can_add_groups)', () => {
    const { context, invalidatedKeys } = setup(ELSEWHERE);
    handleGroupEvent({ group_id: 9, action: 'created' }, context);
    expect(invalidatedKeys()).toContainEqual(['workspaces', WORKSPACE, 'current']);
    expect(context.leave).not.toHaveBeenCalled();
  });

  it('send the user to the group page when the project on screen is deleted', () => {
    const { context } = setup(ON_PROJECT);
    handleProjectEvent({ project_id: 31, group_id: 4, action: 'deleted' }, context);
    expect(context.leave).toHaveBeenCalledWith(
      { to: 'group', groupId: 4 },
      'The project “Apollo” was deleted',
    );
  });

  it('keep the user on a project archived by someone else (its banner shows)', () => {
    const { context, invalidatedKeys } = setup(ON_PROJECT);
    handleProjectEvent({ project_id: 31, group_id: 4, action: 'archived' }, context);
    expect(invalidatedKeys()).toContainEqual(projectKeys.all(WORKSPACE));
    expect(context.leave).not.toHaveBeenCalled();
  });
});
