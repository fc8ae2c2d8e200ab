import type { Recipe, Recipes } from './tenancy-recipes';
import { item, linkToken, open, owner, project, stranger, workspace } from './tenancy-recipes';

type Params = Recipe['params'];
const group: Params = (v) => ({ id: v.groupId });
const log: Params = (v) => ({ id: v.projectId, logId: v.logId });
const trashEntry: Params = (v) => ({ entryId: v.trashEntryId });
const ownerInGroup: Params = (v) => ({ id: v.groupId, userId: v.people.owner.user.id });

/** Recipes of the routes of a workspace, its team, groups and projects, their logs and links. */
export const WORKSPACE_RECIPES: Recipes = {
  'GET /api/workspaces/c': workspace(),
  'PUT /api/workspaces/c': workspace(() => ({ name: 'Taken over' }), { ownerOnly: true }),
  'PUT /api/workspaces/c/personal-settings': workspace(() => ({ job_title: 'Intruder' })),
  'POST /api/workspaces/c/leave': workspace(),
  'POST /api/workspaces/c/delete': owner(),
  'GET /api/workspaces/c/sign-in-rules': owner(),
  'PUT /api/workspaces/c/sign-in-rules': owner(() => ({
    require_two_factor: false,
    require_sso: true,
    join_domain: null,
  })),
  'GET /api/workspaces/c/team': workspace(),
  'POST /api/workspaces/c/team': workspace(() => ({
    invites: [{ email: stranger, role: 'ADMIN' }],
  })),
  'PUT /api/workspaces/c/team/:userId': item(
    (v) => ({ userId: v.people.admin.user.id }),
    () => ({ role: 'GUEST' }),
    { ownerOnly: true },
  ),
  'PUT /api/workspaces/c/team/:userId/refresh': item((v) => ({ userId: v.invitee.id })),
  'DELETE /api/workspaces/c/team/:userId': item(
    (v) => ({ userId: v.people.admin.user.id }),
    undefined,
    {
      ownerOnly: true,
    },
  ),
  'POST /api/workspaces/accept-invite/:token': open(linkToken),
  'POST /api/groups': workspace(() => ({ name: 'Eve group' })),
  'GET /api/groups/names': workspace(),
  'GET /api/groups': item(undefined, undefined, {
    query: (v) => ({ ids: String(v.groupId) }),
    filtered: true,
  }),
  'GET /api/groups/:id': item(group),
  'PUT /api/groups/:id': item(group, () => ({ name: 'Taken over' })),
  'PUT /api/groups/:id/archive': item(group),
  'PUT /api/groups/:id/restore': item(group),
  'DELETE /api/groups/:id': item(group),
  'GET /api/groups/:id/team': item(group),
  'POST /api/groups/:id/team': item(group, (v) => ({
    invites: [{ user_id: v.people.guest.user.id, right: 'EDIT' }],
  })),
  'PUT /api/groups/:id/team/:userId': item(ownerInGroup, () => ({ right: 'EDIT' })),
  'DELETE /api/groups/:id/team/:userId': item(ownerInGroup),
  'GET /api/projects': item(undefined, undefined, {
    query: (v) => ({ group_id: String(v.groupId) }),
    filtered: true,
  }),
  'GET /api/projects/editable': workspace(),
  'POST /api/projects': item(undefined, (v) => ({ name: 'Eve project', group_id: v.groupId })),
  'GET /api/projects/:id': item(project),
  'PUT /api/projects/:id': item(project, () => ({ name: 'Taken over' })),
  'PUT /api/projects/:id/archive': item(project),
  'PUT /api/projects/:id/restore': item(project),
  'DELETE /api/projects/:id': item(project),
  'PUT /api/projects/:id/planning': item(project, () => ({
    planning: { phases: [], milestones: [] },
  })),
  'GET /api/projects/:id/share': item(project),
  'PUT /api/projects/:id/share': item(project, () => ({ enabled: false })),
  'GET /api/projects/:id/team': item(project),
  'POST /api/projects/:id/team': item(project, (v) => ({
    invites: [{ user_id: v.people.guest.user.id, right: 'EDIT' }],
  })),
  'PUT /api/projects/:id/team/:userId': item(
    (v) => ({ id: v.projectId, userId: v.people.viewer.user.id }),
    () => ({ right: 'EDIT' }),
  ),
  'DELETE /api/projects/:id/team/:userId': item((v) => ({
    id: v.projectId,
    userId: v.people.viewer.user.id,
  })),
  'GET /api/trash': item(undefined, undefined, {
    query: (v) => ({ project_id: String(v.projectId) }),
    filtered: true,
  }),
  'POST /api/trash/:entryId/restore': item(trashEntry),
  'DELETE /api/trash/:entryId': item(trashEntry, undefined, { ownerOnly: true }),
  'GET /api/projects/:id/logs': item(project),
  'POST /api/projects/:id/logs': item(project, () => ({
    title: 'Eve log',
    description: { type: 'doc', content: [{ type: 'paragraph' }] },
    attachments: [],
  })),
  'GET /api/projects/:id/logs/:logId': item(log),
  'PUT /api/projects/:id/logs/:logId': item(log, () => ({ title: 'Taken over' })),
  'DELETE /api/projects/:id/logs/:logId': item(log),
  'PUT /api/projects/:id/logs/:logId/archive': item(log),
  'PUT /api/projects/:id/logs/:logId/restore': item(log),
  'POST /api/projects/:id/logs/:logId/notify': item(log, () => ({})),
  'GET /api/projects/:id/important-links': item(project),
  'POST /api/projects/:id/important-links': item(project, (v) => ({
    group_id: v.linkGroupId,
    link_type: 'external',
    url: 'https://eve.example.com/',
  })),
  'PUT /api/projects/:id/important-links': item(project, () => ({ groups: [] })),
  'PUT /api/projects/:id/external-links/:linkId': item(
    (v) => ({ id: v.projectId, linkId: v.linkId }),
    () => ({ url: 'https://eve.example.com/' }),
  ),
};
