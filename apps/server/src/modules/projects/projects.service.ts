import { randomBytes } from 'node:crypto';
import {
  CANT_SHARE_ARCHIVED_PROJECT,
  type CreateProjectInput,
  type Planning,
  type Project,
  type UpdateProjectInput,
} from '@hangar/contracts';
import {
  archivingAction,
  groupAbilities,
  projectAbilities,
  subjectForArchiving,
} from '@hangar/domain';
import { HttpError } from '../../http/errors';
import { loadViewer, projectAudience, requireGroup } from '../groups/groups.access';
import { listGroups, listProjects, publishProjectEvent } from '../groups/groups.service';
import {
  requireProject,
  requireProjectFor,
  requireProjectWithTeam,
  type ProjectCall,
} from './projects.access';
import type { DataDeps, TrashingDeps } from '../shared/shared.deps';
import type { ItemServices } from '../shared/shared-items.routes';
import { accessOfNewItem } from '../shared/shared-items.service';
import { withCreatorOnTeam } from '../teams/teams.service';
import type { MemberContext } from '../workspaces/workspaces.access';
import { authorize, groupSubject, projectSubject } from '../shared/authorize';
import { PROJECT_ARCHIVED } from '../shared/archived-messages';
import { checkedPlanning } from '../planning/planning-links.service';
import { presentProject, presentProjects } from './projects.presenter';
import { insertProject, updateProject, projectTeamTable } from './projects.repository';

export { insertProject, updateProject } from './projects.repository';

export interface ProjectListOptions {
  groupId?: number;
  limit?: number;
  only: 'active' | 'archived';
  /** Only the projects the caller can edit (GET /projects/editable). */
  editableOnly?: boolean;
}

/** Projects the caller can see, most recently updated first. */
export async function listVisibleProjects(
  deps: DataDeps,
  { caller, ...options }: { caller: MemberContext } & ProjectListOptions,
): Promise<Project[]> {
  const [projects, groups, viewer] = await Promise.all([
    listProjects(deps.db, caller.workspaceId, options.groupId),
    listGroups(deps.db, caller.workspaceId),
    loadViewer(deps.db, caller),
  ]);
  const groupsById = new Map(groups.map((group) => [group.id, group]));
  const visible = projects.flatMap((project) => {
    const group = groupsById.get(project.groupId);
    const right = group ? viewer.projectRight(group, project) : null;
    if (!group || !right) return [];
    if (project.isArchived !== (options.only === 'archived')) return [];
    if (
      options.editableOnly &&
      !projectAbilities(projectSubject({ project, right, viewer })).update
    ) {
      return [];
    }
    return [{ project, group, right }];
  });
  return presentProjects(deps.db, viewer, visible.slice(0, options.limit ?? visible.length));
}

async function projectFor(deps: DataDeps, { caller, projectId }: ProjectCall) {
  const access = await requireProjectWithTeam(deps.db, caller, projectId);
  return presentProject(access.project, access.group, access.right, access.team, access.viewer);
}

/** A new project in a group the caller can edit; its creator is its primary contact. */
async function createProject(
  deps: DataDeps,
  { caller, input }: { caller: MemberContext; input: CreateProjectInput },
): Promise<number> {
  const access = await requireGroup(deps.db, caller, input.group_id);
  const { group } = access;
  authorize(groupAbilities, groupSubject(access), 'createProject');
  const project = await deps.db.transaction(async (tx) => {
    const created = await insertProject(tx, {
      workspaceId: caller.workspaceId,
      groupId: group.id,
      name: input.name.trim(),
      emoji: input.emoji ?? null,
      ...accessOfNewItem(input),
    });
    return withCreatorOnTeam(tx, projectTeamTable, caller, created);
  });
  await publishProjectEvent(deps, group, project, 'created', caller.source);
  return project.id;
}

/** Edit settings, including a move to another active group the caller can edit. */
async function editProject(
  deps: DataDeps,
  { caller, projectId, input }: ProjectCall & { input: UpdateProjectInput },
): Promise<Project> {
  const { project, group } = await requireProjectFor(deps.db, caller, projectId, 'update');
  let target = group;
  if (input.group_id !== undefined && input.group_id !== group.id) {
    const moved = await requireGroup(deps.db, caller, input.group_id);
    authorize(groupAbilities, groupSubject(moved), 'update');
    if (!groupAbilities(groupSubject(moved)).createProject) {
      throw HttpError.validation([
        { loc: ['body', 'group_id'], msg: 'A project cannot be moved into an archived group' },
      ]);
    }
    target = moved.group;
  }
  const before = await projectAudience(deps.db, group, project);
  const updated = await updateProject(deps.db, project.id, {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.emoji !== undefined ? { emoji: input.emoji } : {}),
    ...(input.privacy !== undefined ? { privacy: input.privacy } : {}),
    ...(input.right !== undefined ? { right: input.right } : {}),
    ...(input.viewers_comment !== undefined ? { viewersComment: input.viewers_comment } : {}),
    groupId: target.id,
  });
  const audience = await projectAudience(deps.db, target, updated, before);
  await publishProjectEvent(deps, target, updated, 'updated', caller.source, audience);
  return projectFor(deps, { caller, projectId });
}

async function setProjectArchived(
  deps: DataDeps,
  { caller, projectId, archived }: ProjectCall & { archived: boolean },
): Promise<void> {
  const access = await requireProject(deps.db, caller, projectId);
  const { project, group } = access;
  const subject = subjectForArchiving(projectSubject(access), archived);
  authorize(projectAbilities, subject, archivingAction(archived));
  const updated = await updateProject(deps.db, project.id, { isArchived: archived });
  const action = archived ? 'archived' : 'restored';
  await publishProjectEvent(deps, group, updated, action, caller.source);
}

/** Moves a project to the trash with its docs, logs and links; the entry its "Undo" restores. */
async function removeProject(
  deps: TrashingDeps,
  { caller, projectId }: ProjectCall,
): Promise<number> {
  const { project, group } = await requireProjectFor(deps.db, caller, projectId, 'delete');
  const audience = await projectAudience(deps.db, group, project);
  const trashId = await deps.trash.moveToTrash(deps.db, caller, {
    kind: 'project',
    id: project.id,
    name: project.name,
    groupId: group.id,
  });
  await publishProjectEvent(deps, group, project, 'deleted', caller.source, audience);
  await deps.trash.announce(trashId, caller.source);
  return trashId;
}

export async function savePlanning(
  deps: DataDeps,
  { caller, projectId, planning }: ProjectCall & { planning: Planning },
): Promise<Project> {
  const { project, group } = await requireProjectFor(deps.db, caller, projectId, 'editContent', {
    archived: PROJECT_ARCHIVED,
  });
  const checked = await checkedPlanning(deps.db, project, planning);
  const updated = await updateProject(deps.db, project.id, { planning: checked });
  await publishProjectEvent(deps, group, updated, 'updated', caller.source);
  return projectFor(deps, { caller, projectId });
}

/** The public read-only link: a new secret when turned on, none when off. */
export async function setProjectShared(
  deps: DataDeps,
  { caller, projectId, enabled }: ProjectCall & { enabled: boolean },
): Promise<string | null> {
  const { project, group } = await requireProjectFor(
    deps.db,
    caller,
    projectId,
    enabled ? 'share' : 'unshare',
    { archived: CANT_SHARE_ARCHIVED_PROJECT },
  );
  const shareToken = enabled ? (project.shareToken ?? randomBytes(24).toString('base64url')) : null;
  const updated = await updateProject(deps.db, project.id, { shareToken });
  await publishProjectEvent(deps, group, updated, 'updated', caller.source);
  return updated.shareToken;
}

export async function projectShareToken(deps: DataDeps, { caller, projectId }: ProjectCall) {
  const { project } = await requireProjectFor(deps.db, caller, projectId, 'update');
  return project.shareToken;
}

/** What the item routes call for a project (registerItemRoutes). */
export const projectItemServices: ItemServices<Project, ProjectCall> = {
  call: (caller, projectId) => ({ caller, projectId }),
  create: createProject,
  archiving: { set: setProjectArchived },
  read: projectFor,
  edit: editProject,
  remove: removeProject,
};
