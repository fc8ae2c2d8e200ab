import { describe, expect, it } from 'vitest';
import { canGrantRight, canRestore, groupRightOf, projectRightOf, type Shared } from './access';
import { RIGHTS, WORKSPACE_ROLES, type Right } from './roles';

const open: Shared = { privacy: 'OPEN', right: 'VIEW' };
const openEdit: Shared = { privacy: 'OPEN', right: 'EDIT' };
const secret: Shared = { privacy: 'PRIVATE', right: 'EDIT' };
const RIGHT_OR_NONE: (Right | null)[] = [...RIGHTS, null];

describe('group rights', () => {
  it('give admins and owners EDIT everywhere', () => {
    for (const role of ['OWNER', 'ADMIN'] as const) {
      expect(groupRightOf({ role, groupTeamRight: null }, secret)).toBe('EDIT');
    }
  });

  it("give members an open group's default right, guests nothing", () => {
    expect(groupRightOf({ role: 'MEMBER', groupTeamRight: null }, open)).toBe('VIEW');
    expect(groupRightOf({ role: 'MEMBER', groupTeamRight: null }, openEdit)).toBe('EDIT');
    expect(groupRightOf({ role: 'MEMBER', groupTeamRight: null }, secret)).toBeNull();
    expect(groupRightOf({ role: 'GUEST', groupTeamRight: null }, open)).toBeNull();
  });

  it('give the team their right, or the open default when it is higher', () => {
    expect(groupRightOf({ role: 'GUEST', groupTeamRight: 'INVITE' }, secret)).toBe('INVITE');
    expect(groupRightOf({ role: 'MEMBER', groupTeamRight: 'VIEW' }, openEdit)).toBe('EDIT');
  });
});

describe('project rights', () => {
  const viewer = (
    role: (typeof WORKSPACE_ROLES)[number],
    group: Right | null,
    project: Right | null,
  ) => ({
    role,
    groupTeamRight: group,
    projectTeamRight: project,
  });

  it('are the highest of the project team, the group team and the open default', () => {
    expect(projectRightOf(viewer('MEMBER', null, null), open, open)).toBe('VIEW');
    expect(projectRightOf(viewer('MEMBER', 'INVITE', null), secret, open)).toBe('INVITE');
    expect(projectRightOf(viewer('MEMBER', 'VIEW', 'EDIT'), secret, secret)).toBe('EDIT');
    expect(projectRightOf(viewer('GUEST', null, 'VIEW'), open, secret)).toBe('VIEW');
  });

  it('hide private projects, and open projects of groups one cannot see', () => {
    expect(projectRightOf(viewer('MEMBER', null, null), open, secret)).toBeNull();
    expect(projectRightOf(viewer('MEMBER', null, null), secret, open)).toBeNull();
    expect(projectRightOf(viewer('GUEST', null, null), open, open)).toBeNull();
  });
});

describe('rules the abilities share', () => {
  it('let members and above who can edit restore; guests never', () => {
    const allowed = WORKSPACE_ROLES.flatMap((role) =>
      RIGHT_OR_NONE.filter((right) => canRestore(role, right)).map(
        (right) => `${role}/${right ?? 'none'}`,
      ),
    );
    expect(allowed).toEqual(['OWNER/EDIT', 'ADMIN/EDIT', 'MEMBER/EDIT']);
  });

  it('let people grant at most their own right', () => {
    expect(canGrantRight('EDIT', 'EDIT')).toBe(true);
    expect(canGrantRight('INVITE', 'INVITE')).toBe(true);
    expect(canGrantRight('INVITE', 'EDIT')).toBe(false);
    expect(canGrantRight('VIEW', 'VIEW')).toBe(false);
    expect(canGrantRight(null, 'VIEW')).toBe(false);
  });
});
