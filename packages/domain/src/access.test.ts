import { describe, expect, it } from 'vitest';
import { groupRightOf, projectRightOf, type Shared } from './access';
import {
  canAddPeopleToGroup,
  canAddProject,
  canCreateGroup,
  canDeleteGroup,
  canDeleteDoc,
  canDeleteProject,
  canEditDoc,
  canEditGroup,
  canGrantRight,
  canRestore,
} from './policies';
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

describe('actions, role x right', () => {
  it('match SPEC.md section 6 for every role and right', () => {
    const matrix = WORKSPACE_ROLES.flatMap((role) =>
      RIGHT_OR_NONE.map((right) => ({
        cell: `${role}/${right ?? 'none'}`,
        edit: canEditGroup(right),
        addPeople: canAddPeopleToGroup(right),
        deleteGroup: canDeleteGroup(role, right),
        deleteProject: canDeleteProject(role, right),
        restore: canRestore(role, right),
      })),
    );
    const allowed = (action: keyof (typeof matrix)[number]) =>
      matrix.filter((row) => row[action] === true).map((row) => row.cell);

    expect(allowed('edit')).toEqual(['OWNER/EDIT', 'ADMIN/EDIT', 'MEMBER/EDIT', 'GUEST/EDIT']);
    expect(allowed('addPeople')).toEqual(
      WORKSPACE_ROLES.flatMap((role) => [`${role}/EDIT`, `${role}/INVITE`]),
    );
    expect(allowed('deleteGroup')).toEqual(['OWNER/EDIT', 'ADMIN/EDIT', 'MEMBER/EDIT']);
    expect(allowed('deleteProject')).toEqual(['OWNER/EDIT']);
    expect(allowed('restore')).toEqual(['OWNER/EDIT', 'ADMIN/EDIT', 'MEMBER/EDIT']);
  });

  it('let members and above create groups, and add projects outside the archived filter', () => {
    expect(WORKSPACE_ROLES.filter(canCreateGroup)).toEqual(['OWNER', 'ADMIN', 'MEMBER']);
    expect(canAddProject('EDIT', false)).toBe(true);
    expect(canAddProject('EDIT', true)).toBe(false);
    expect(canAddProject('INVITE', false)).toBe(false);
  });

  it('let people grant at most their own right', () => {
    expect(canGrantRight('EDIT', 'EDIT')).toBe(true);
    expect(canGrantRight('INVITE', 'INVITE')).toBe(true);
    expect(canGrantRight('INVITE', 'EDIT')).toBe(false);
    expect(canGrantRight('VIEW', 'VIEW')).toBe(false);
    expect(canGrantRight(null, 'VIEW')).toBe(false);
  });
});

describe('docs', () => {
  it('are editable with the project edit right; locked ones not by guests', () => {
    const unlocked = { is_locked: false };
    const locked = { is_locked: true };
    expect(canEditDoc('GUEST', 'EDIT', unlocked)).toBe(true);
    expect(canEditDoc('GUEST', 'EDIT', locked)).toBe(false);
    expect(canEditDoc('MEMBER', 'EDIT', locked)).toBe(true);
    expect(canEditDoc('OWNER', 'VIEW', unlocked)).toBe(false);
    expect(canDeleteDoc('GUEST', 'EDIT', unlocked)).toBe(false);
    expect(canDeleteDoc('MEMBER', 'EDIT', locked)).toBe(true);
  });
});
