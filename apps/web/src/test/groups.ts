import { logEndpoints } from '@hangar/contracts/endpoints/logs';
import { docEndpoints } from '@hangar/contracts/endpoints/docs';
import { groupEndpoints } from '@hangar/contracts/endpoints/groups';
import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import type { Group, GroupName, GroupTeam } from '@hangar/contracts/groups';
import type { Project, ProjectTeamUser } from '@hangar/contracts/projects';
import type { Workspace } from '@hangar/contracts/workspaces';
import { groupAbilities } from '@hangar/domain/abilities/group';
import { projectAbilities } from '@hangar/domain/abilities/project';
import type { Right } from '@hangar/domain/roles';
import { jsonResponse, type FakeApi, type FakeRequest } from './fake-api';
import { TEST_ME } from './session';
import { testTeamUser, workspaceApi } from './workspaces';

/**
 * A group as GET /groups/{id} answers it; the user (the test workspace's owner) can edit it unless
 * said, and its `abilities` follow from its right and state as the server computes them.
 */
export function testGroup(overrides: Partial<Group> = {}): Group {
  const group: Omit<Group, 'abilities'> & Partial<Group> = {
    id: 4,
    name: 'Engineering',
    privacy: 'OPEN',
    right: 'VIEW',
    current_user_right: 'EDIT',
    is_archived: false,
    users: [{ id: TEST_ME.id }],
    projects: [],
    ...overrides,
  };
  const right = group.current_user_right;
  return {
    abilities: groupAbilities({ role: 'OWNER', right, archived: group.is_archived }),
    ...group,
  };
}

/** A project as GET /projects/{id} answers it; the user can edit it unless said (as testGroup). */
export function testProject(overrides: Partial<Project> = {}): Project {
  const project: Omit<Project, 'abilities'> & Partial<Project> = {
    id: 31,
    name: 'Moon landing',
    emoji: '🚀',
    privacy: 'OPEN',
    right: 'VIEW',
    current_user_right: 'EDIT',
    group_id: 4,
    is_archived: false,
    users: [],
    planning: null,
    is_shared: false,
    share_token: null,
    viewers_comment: false,
    last_update: new Date().toISOString(),
    location: ['Engineering'],
    ...overrides,
  };
  const subject = {
    role: 'OWNER',
    right: project.current_user_right,
    archived: project.is_archived,
  };
  return { abilities: projectAbilities({ ...subject, role: 'OWNER' }), ...project };
}

/** Someone of a team list, as the team calls answer them. */
export function testTeamEntry(id: number, right: Right, fullname = `Person ${id}`) {
  return { user: testTeamUser(id, 'MEMBER', { fullname }).user, right, primary_contact: false };
}

interface GroupsApiOptions {
  groups?: Group[];
  projects?: Project[];
  groupTeam?: GroupTeam;
  projectTeam?: ProjectTeamUser[];
}

/**
 * A fake API for a member of `workspace` (see workspaceApi) whose groups and projects answer
 * from `state`, which a test may change as the server would (then send the live event).
 */
export function groupsApi(workspace: Workspace, options: GroupsApiOptions = {}) {
  const state = {
    groups: options.groups ?? [testGroup()],
    projects: options.projects ?? [],
    groupTeam: options.groupTeam ?? {
      group_users: [],
      project_users: [],
      current_user_right: 'EDIT',
    },
    projectTeam: options.projectTeam ?? [],
  };
  const names = (): GroupName[] =>
    state.groups.map(({ id, name, is_archived }) => ({ id, name, is_archived }));
  const notFound = (what: string) => jsonResponse({ detail: `${what} not found` }, 404);
  const api: FakeApi = workspaceApi(workspace)
    .on(groupEndpoints.names, (request: FakeRequest) => {
      const only = request.url.searchParams.get('only') ?? 'active';
      return jsonResponse(names().filter((group) => group.is_archived === (only === 'archived')));
    })
    .on(groupEndpoints.read, ({ params }) => {
      const found = state.groups.find((group) => params.id === String(group.id));
      return found ? jsonResponse(found) : notFound('Group');
    })
    .on(groupEndpoints.list, (request: FakeRequest) => {
      const ids = (request.url.searchParams.get('ids') ?? '').split(',').map(Number);
      return jsonResponse(state.groups.filter((group) => ids.includes(group.id)));
    })
    .on(groupEndpoints.team, () => jsonResponse(state.groupTeam))
    .on(projectEndpoints.list, (request: FakeRequest) => {
      const groupId = request.url.searchParams.get('group_id');
      const archived = request.url.searchParams.get('only') === 'archived';
      return jsonResponse(
        state.projects.filter(
          (project) =>
            project.is_archived === archived &&
            (groupId === null || project.group_id === Number(groupId)),
        ),
      );
    })
    .on(projectEndpoints.read, ({ params }) => {
      const found = state.projects.find((project) => params.id === String(project.id));
      return found ? jsonResponse(found) : notFound('Project');
    })
    .on(projectEndpoints.team, () =>
      jsonResponse({ users: state.projectTeam, current_user_right: 'EDIT' }),
    )
    .on(docEndpoints.tree, () => jsonResponse([]))
    .on(logEndpoints.list, () => jsonResponse([]));
  return { api, state };
}
