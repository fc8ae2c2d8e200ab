import {
  ASSIGNABLE_ROLES,
  INVITABLE_ROLES,
  INVITE_ACTIONS,
  SET_ROLE_ACTIONS,
  WORKSPACE_ROLES,
  memberAbilities,
  workspaceAbilities,
  type MemberAction,
  type WorkspaceAction,
  type WorkspaceRole,
} from '@hangar/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  buildSignedInUser,
  buildUser,
  buildWorkspace,
  inWorkspace,
  uniqueEmail,
  type SignedInPerson,
} from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';

/**
 * The role matrix through the API: every role of caller against every workspace and team
 * action, the expected answer taken from the `@hangar/domain` abilities the web client uses too.
 */

const server = useTestEnvironment();
let owner: SignedInPerson;
let actors: Record<WorkspaceRole, SignedInPerson>;
let members: Record<WorkspaceRole, { id: number }>;
let invitees: Record<(typeof INVITABLE_ROLES)[number], { id: number }>;

beforeAll(async () => {
  owner = await buildSignedInUser(server, { fullname: 'Olive Owner' });
  actors = {
    OWNER: await buildSignedInUser(server),
    ADMIN: await buildSignedInUser(server),
    MEMBER: await buildSignedInUser(server),
    GUEST: await buildSignedInUser(server),
  };
  members = {
    OWNER: owner.user,
    ADMIN: await buildUser(server),
    MEMBER: await buildUser(server),
    GUEST: await buildUser(server),
  };
  invitees = {
    ADMIN: await buildUser(server),
    MEMBER: await buildUser(server),
    GUEST: await buildUser(server),
  };
});

/** A fresh workspace: a second owner, the caller, a member of each role and an invitation of each. */
async function workspaceWith(actor: WorkspaceRole) {
  const workspace = await buildWorkspace(server, owner.user);
  await addMember(server, workspace, actors[actor].user, actor);
  for (const role of ['ADMIN', 'MEMBER', 'GUEST'] as const) {
    await addMember(server, workspace, members[role], role);
    await addMember(server, workspace, invitees[role], role, true);
  }
  return workspace;
}

/** Whether an actor may do a workspace action, by the workspace's abilities. */
const onWorkspace = (action: WorkspaceAction) => (actor: WorkspaceRole) =>
  workspaceAbilities({ role: actor })[action];

/** Whether an actor may do a member action on a person of this role, by their abilities. */
const onMember =
  (target: WorkspaceRole, pendingInvite: boolean, action: MemberAction) => (actor: WorkspaceRole) =>
    memberAbilities({ role: actor, member: { role: target, pendingInvite } })[action];

interface Action {
  name: string;
  request: () => { method: string; path: string; body?: unknown };
  allowed: (actor: WorkspaceRole) => boolean;
  success: number;
}

const actions: Action[] = [
  ...WORKSPACE_ROLES.flatMap((target) =>
    [...ASSIGNABLE_ROLES.filter((next) => next !== target), target].map((next) => ({
      name:
        next === target
          ? `sets a ${target} as ${target} again (no change, rights checked first)`
          : `sets a ${target} as ${next}`,
      request: () => ({
        method: 'PUT',
        path: `/workspaces/c/team/${members[target].id}`,
        body: { role: next },
      }),
      allowed: onMember(target, false, SET_ROLE_ACTIONS[next]),
      success: 200,
    })),
  ),
  ...WORKSPACE_ROLES.map((target) => ({
    name: `removes a ${target}`,
    request: () => ({ method: 'DELETE', path: `/workspaces/c/team/${members[target].id}` }),
    allowed: onMember(target, false, 'remove'),
    success: 200,
  })),
  ...INVITABLE_ROLES.flatMap((role) => [
    {
      name: `invites a new ${role}`,
      request: () => ({
        method: 'POST',
        path: '/workspaces/c/team',
        body: { invites: [{ email: uniqueEmail(), role }] },
      }),
      allowed: onWorkspace(INVITE_ACTIONS[role]),
      success: 201,
    },
    {
      name: `resends the invitation of a ${role}`,
      request: () => ({ method: 'PUT', path: `/workspaces/c/team/${invitees[role].id}/refresh` }),
      allowed: onMember(role, true, 'resendInvite'),
      success: 200,
    },
    {
      name: `cancels the invitation of a ${role}`,
      request: () => ({ method: 'DELETE', path: `/workspaces/c/team/${invitees[role].id}` }),
      allowed: onMember(role, true, 'cancelInvite'),
      success: 200,
    },
  ]),
  {
    name: 'changes the workspace settings',
    request: () => ({ method: 'PUT', path: '/workspaces/c', body: { name: 'Renamed' } }),
    allowed: onWorkspace('updateSettings'),
    success: 200,
  },
  {
    name: 'changes the sign-in rules',
    request: () => ({
      method: 'PUT',
      path: '/workspaces/c/sign-in-rules',
      body: { require_two_factor: false, require_sso: false, join_domain: null },
    }),
    allowed: onWorkspace('manageSignInRules'),
    success: 200,
  },
  {
    name: 'deletes the workspace',
    request: () => ({ method: 'POST', path: '/workspaces/c/delete' }),
    allowed: onWorkspace('delete'),
    success: 204,
  },
];

const cases = WORKSPACE_ROLES.flatMap((actor) =>
  actions.map((action) => ({
    actor,
    action,
    expected: action.allowed(actor) ? action.success : 403,
  })),
);

describe('the role matrix', () => {
  it.each(cases)('$actor $action.name: $expected', async ({ actor, action, expected }) => {
    const workspace = await workspaceWith(actor);
    const asOwner = { token: owner.token, headers: inWorkspace(workspace) };
    const state = async () => ({
      workspace: (await server.api('GET', '/workspaces/c', asOwner)).body,
      team: (await server.api('GET', '/workspaces/c/team', asOwner)).body,
    });
    const before = expected === 403 ? await state() : null;

    const { method, path, body } = action.request();
    const response = await server.api(method, path, {
      token: actors[actor].token,
      headers: inWorkspace(workspace),
      body,
    });
    expect(response.status).toBe(expected);
    if (before) expect(await state()).toEqual(before);
  });
});
