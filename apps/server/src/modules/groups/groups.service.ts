import {
  CANT_CREATE_MORE_GROUPS,
  type CreateGroupInput,
  type Group,
  type GroupFilter,
  type GroupName,
  type UpdateGroupInput,
  withProjectsQuery,
} from '@hangar/contracts';
import { archivingAction, groupAbilities, subjectForArchiving } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { authorize, authorizeInWorkspace, groupSubject } from '../shared/authorize';
import { listProjects } from './groups-projects.repository';
import type { MemberContext } from '../workspaces/workspaces.access';
import { assertRoomFor } from '../workspaces/workspaces.service';
import {
  groupAudience,
  loadViewer,
  requireGroup,
  type ViewerRights,
  type GroupCall,
} from './groups.access';
import { publishGroupEvent, publishProjectEvent } from './groups.events';
import type { DataDeps, TrashingDeps } from '../shared/shared.deps';
import type { ItemServices } from '../shared/shared-items.routes';
import { accessOfNewItem } from '../shared/shared-items.service';
import { withCreatorOnTeam } from '../teams/teams.service';
import { presentGroup, presentGroupName } from './groups.presenter';
import {
  countGroups,
  groupTeamRows,
  insertGroup,
  listGroups,
  setGroupProjectsArchived,
  updateGroup,
  groupTeamTable,
  type GroupRow,
} from './groups.repository';

export { insertGroup, listGroups } from './groups.repository';
export { listProjects } from './groups-projects.repository';
export { publishGroupEvent, publishProjectEvent } from './groups.events';

function matchesFilter(group: GroupRow, filter: GroupFilter, viewer: ViewerRights): boolean {
  if (filter === 'archived') return group.isArchived;
  if (group.isArchived) return false;
  return filter === 'active' || viewer.onGroupTeam(group.id);
}

/** GET /groups/names: the groups the caller can see, by the menu's filter. */
export async function listGroupNames(
  deps: DataDeps,
  { caller, filter }: { caller: MemberContext; filter: GroupFilter },
): Promise<GroupName[]> {
  const [groups, viewer] = await Promise.all([
    listGroups(deps.db, caller.workspaceId),
    loadViewer(deps.db, caller),
  ]);
  return groups
    .filter((group) => viewer.groupRight(group) !== null && matchesFilter(group, filter, viewer))
    .map(presentGroupName);
}

/** Groups as the caller sees them: their team and only the projects the caller can see. */
async function presentGroupsFor(
  deps: DataDeps,
  context: MemberContext,
  groups: GroupRow[],
  viewer?: ViewerRights,
): Promise<Group[]> {
  const rights = viewer ?? (await loadViewer(deps.db, context));
  const visible = groups.flatMap((group) => {
    const right = rights.groupRight(group);
    return right ? [{ group, right }] : [];
  });
  const [team, projects] = await Promise.all([
    groupTeamRows(
      deps.db,
      visible.map(({ group }) => group.id),
    ),
    listProjects(deps.db, context.workspaceId),
  ]);
  return visible.map(({ group, right }) =>
    presentGroup(
      group,
      right,
      groupAbilities(groupSubject({ group, right, viewer: rights })),
      team.filter((row) => row.member.groupId === group.id).map((row) => row.user.id),
      projects.filter(
        (project) => project.groupId === group.id && rights.projectRight(group, project) !== null,
      ),
    ),
  );
}

export async function groupsByIds(
  deps: DataDeps,
  { caller, ids }: { caller: MemberContext; ids: number[] },
) {
  const groups = await listGroups(deps.db, caller.workspaceId);
  return presentGroupsFor(
    deps,
    caller,
    groups.filter((group) => ids.includes(group.id)),
  );
}

async function groupFor(deps: DataDeps, { caller, groupId }: GroupCall) {
  const { group, viewer } = await requireGroup(deps.db, caller, groupId);
  const [presented] = await presentGroupsFor(deps, caller, [group], viewer);
  if (!presented) throw HttpError.notFound('Group not found');
  return presented;
}

const LIMITED_GROUPS = {
  item: 'groups',
  count: countGroups,
  refusal: CANT_CREATE_MORE_GROUPS,
} as const;

/** Stops a free workspace that has no room for `adding` more groups (a restore from the trash). */
export function assertRoomForGroups(db: Database, workspaceId: number, adding: number) {
  return assertRoomFor(db, workspaceId, { ...LIMITED_GROUPS, adding });
}

/** A new group; its creator joins its team with EDIT, as its primary contact. */
async function createGroup(
  deps: DataDeps,
  { caller, input }: { caller: MemberContext; input: CreateGroupInput },
): Promise<number> {
  authorizeInWorkspace(caller.member, 'createGroup');
  const group = await deps.db.transaction(async (tx) => {
    await assertRoomFor(tx, caller.workspaceId, LIMITED_GROUPS);
    const created = await insertGroup(tx, {
      workspaceId: caller.workspaceId,
      name: input.name.trim(),
      ...accessOfNewItem(input),
    });
    return withCreatorOnTeam(tx, groupTeamTable, caller, created);
  });
  await publishGroupEvent(deps, group, 'created', caller.source);
  return group.id;
}

async function editGroup(
  deps: DataDeps,
  { caller, groupId, input }: GroupCall & { input: UpdateGroupInput },
): Promise<Group> {
  const access = await requireGroup(deps.db, caller, groupId);
  const { group } = access;
  authorize(groupAbilities, groupSubject(access), 'update');
  const before = await groupAudience(deps.db, group);
  const updated = await updateGroup(deps.db, group.id, {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.privacy !== undefined ? { privacy: input.privacy } : {}),
    ...(input.right !== undefined ? { right: input.right } : {}),
  });
  await publishGroupEvent(
    deps,
    updated,
    'updated',
    caller.source,
    await groupAudience(deps.db, updated, before),
  );
  return groupFor(deps, { caller, groupId });
}

/** Archive or restore a group, with its projects unless told otherwise. */
async function setGroupArchived(
  deps: DataDeps,
  {
    caller,
    groupId,
    archived,
    withProjects,
  }: GroupCall & { archived: boolean; withProjects: boolean },
): Promise<void> {
  const access = await requireGroup(deps.db, caller, groupId);
  const { group } = access;
  const subject = subjectForArchiving(groupSubject(access), archived);
  authorize(groupAbilities, subject, archivingAction(archived));
  const { updated, projects } = await deps.db.transaction(async (tx) => ({
    updated: await updateGroup(tx, group.id, { isArchived: archived }),
    projects: withProjects ? await setGroupProjectsArchived(tx, group.id, archived) : [],
  }));
  const action = archived ? 'archived' : 'restored';
  await publishGroupEvent(deps, updated, action, caller.source);
  for (const project of projects) {
    await publishProjectEvent(deps, updated, project, action, caller.source);
  }
}

/** Moves a group to the trash with its projects and theirs; the entry its "Undo" restores. */
async function removeGroup(deps: TrashingDeps, { caller, groupId }: GroupCall): Promise<number> {
  const access = await requireGroup(deps.db, caller, groupId);
  const { group } = access;
  authorize(groupAbilities, groupSubject(access), 'delete');
  const audience = await groupAudience(deps.db, group);
  const trashId = await deps.trash.moveToTrash(deps.db, caller, {
    kind: 'group',
    id: group.id,
    name: group.name,
    groupId: group.id,
  });
  await publishGroupEvent(deps, group, 'deleted', caller.source, audience);
  await deps.trash.announce(trashId, caller.source);
  return trashId;
}

/** What the item routes call for a group (registerItemRoutes). */
export const groupItemServices: ItemServices<Group, GroupCall> = {
  call: (caller, groupId) => ({ caller, groupId }),
  create: createGroup,
  read: groupFor,
  edit: editGroup,
  remove: removeGroup,
  archiving: { query: withProjectsQuery, set: setGroupArchived },
};
