import type { EventPayload } from '@hangar/contracts/events';
import type { Group } from '@hangar/contracts/groups';
import type { Project } from '@hangar/contracts/projects';
import type { QueryClient } from '@tanstack/react-query';
import { onLiveTopic } from '../../../api/sse';
import { projectKeys } from '../../projects/queries';
import { workspaceKeys } from '../../workspaces/queries';
import { invalidateGroupsAndProjects } from '../../items/cache';
import { groupKeys } from '../queries';

/** The group or project pages on screen, from the route. */
export interface GroupsScreen {
  groupId: number | null;
  projectId: number | null;
}

/** Where the user goes when what they look at is gone: the workspace, or the project's group. */
type LeaveTarget = { to: 'workspace' } | { to: 'group'; groupId: number };

export interface GroupsLiveContext {
  workspaceId: number;
  userId: number;
  queryClient: QueryClient;
  screen: () => GroupsScreen;
  /** Asks the server again whether the user still sees the group or project. */
  stillVisible: (item: { kind: 'group' | 'project'; id: number }) => Promise<boolean>;
  /** Leaves the pages on screen, with a toast saying why. */
  leave: (target: LeaveTarget, message: string) => void;
}

function groupName(context: GroupsLiveContext, groupId: number): string {
  const cached = context.queryClient.getQueryData<Group>(
    groupKeys.detail(context.workspaceId, groupId),
  );
  return cached ? `“${cached.name}”` : 'this group';
}

function projectOnScreen(context: GroupsLiveContext): Project | undefined {
  const { projectId } = context.screen();
  if (projectId === null) return undefined;
  return context.queryClient.getQueryData<Project>(
    projectKeys.detail(context.workspaceId, projectId),
  );
}

/** Whether the pages on screen belong to the group: its own, or one of its projects'. */
function groupOnScreen(context: GroupsLiveContext, groupId: number): boolean {
  return context.screen().groupId === groupId || projectOnScreen(context)?.group_id === groupId;
}

/**
 * The user's access may have changed (their team entry, a privacy): when the group or project
 * on screen is out of sight now, they go to the workspace page.
 */
function checkAccessOnScreen(context: GroupsLiveContext): void {
  const { groupId, projectId } = context.screen();
  const project = projectOnScreen(context);
  const item =
    projectId !== null
      ? { kind: 'project' as const, id: projectId }
      : groupId !== null
        ? { kind: 'group' as const, id: groupId }
        : null;
  if (!item) return;
  const name =
    item.kind === 'project' && project ? `“${project.name}”` : groupName(context, item.id);
  void context.stillVisible(item).then((visible) => {
    if (!visible) context.leave({ to: 'workspace' }, `You no longer have access to ${name}`);
  });
}

/**
 * `group`: created, changed, archived, restored or deleted. Groups, projects and the workspace's
 * `can_add_groups` reload; a group archived or deleted by someone else sends whoever looks at
 * it to the workspace page (SPEC.md section 4), a changed one may have left their sight.
 */
export function handleGroupEvent(payload: EventPayload<'group'>, context: GroupsLiveContext): void {
  const { group_id: groupId, action } = payload;
  const onScreen = groupOnScreen(context, groupId);
  const name = groupName(context, groupId);
  void invalidateGroupsAndProjects(context.queryClient, context.workspaceId);
  void context.queryClient.invalidateQueries({
    queryKey: workspaceKeys.current(context.workspaceId),
  });
  if (!onScreen) return;
  if (action === 'deleted') {
    context.leave({ to: 'workspace' }, `The group ${name} was deleted`);
  } else if (action === 'archived' && context.screen().groupId === groupId) {
    context.leave({ to: 'workspace' }, `The group ${name} was archived`);
  } else if (action === 'updated') {
    checkAccessOnScreen(context);
  }
}

/**
 * `groupUser`: someone joined, changed right or left a group's team. Teams, rights
 * (`current_user_right`, hence the `abilities`) and lists reload; about the user, on the group or
 * one of its projects on screen, they leave when it is out of their sight now.
 */
export function handleGroupUserEvent(
  payload: EventPayload<'groupUser'>,
  context: GroupsLiveContext,
): void {
  const { group_id: groupId, user_id: userId } = payload;
  void invalidateGroupsAndProjects(context.queryClient, context.workspaceId);
  if (userId === context.userId && groupOnScreen(context, groupId)) checkAccessOnScreen(context);
}

/**
 * `project`: created, changed, archived, restored or deleted. Lists and the project reload (an
 * archived one shows its banner); deleted by someone else, whoever looks at it goes to its group.
 */
export function handleProjectEvent(
  payload: EventPayload<'project'>,
  context: GroupsLiveContext,
): void {
  const { project_id: projectId, group_id: groupId, action } = payload;
  const project = projectOnScreen(context);
  const onScreen = context.screen().projectId === projectId;
  void invalidateGroupsAndProjects(context.queryClient, context.workspaceId);
  if (!onScreen) return;
  if (action === 'deleted') {
    const name = project ? `“${project.name}”` : 'this project';
    context.leave({ to: 'group', groupId }, `The project ${name} was deleted`);
  } else if (action === 'updated') {
    checkAccessOnScreen(context);
  }
}

/** `projectUser`: like `groupUser`, for a project's team. */
export function handleProjectUserEvent(
  payload: EventPayload<'projectUser'>,
  context: GroupsLiveContext,
): void {
  const { project_id: projectId, user_id: userId } = payload;
  void invalidateGroupsAndProjects(context.queryClient, context.workspaceId);
  if (userId === context.userId && context.screen().projectId === projectId) {
    checkAccessOnScreen(context);
  }
}

/** Applies the live events of groups and projects with `context`; returns what stops listening. */
export function listenToGroupsLiveEvents(context: GroupsLiveContext): () => void {
  const unregisters = [
    onLiveTopic('group', (payload) => handleGroupEvent(payload, context)),
    onLiveTopic('groupUser', (payload) => handleGroupUserEvent(payload, context)),
    onLiveTopic('project', (payload) => handleProjectEvent(payload, context)),
    onLiveTopic('projectUser', (payload) => handleProjectUserEvent(payload, context)),
  ];
  return () => unregisters.forEach((unregister) => unregister());
}
