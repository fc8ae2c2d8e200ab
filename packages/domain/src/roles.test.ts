import { describe, expect, it } from 'vitest';
import {
  RIGHTS,
  RIGHT_LABELS,
  WORKSPACE_ROLES,
  effectiveRight,
  hasRightAtLeast,
  hasRoleAtLeast,
  right,
  rightLevel,
  roleLevel,
  workspaceRole,
  type Right,
  type WorkspaceRole,
} from './roles';

describe('workspace roles', () => {
  it('has the levels of the spec', () => {
    expect(WORKSPACE_ROLES.map(roleLevel)).toEqual([40, 30, 20, 10]);
  });

  // Rows: the user's role. Columns: the minimum role, in WORKSPACE_ROLES order.
  const satisfies: Record<WorkspaceRole, boolean[]> = {
    OWNER: [true, true, true, true],
    ADMIN: [false, true, true, true],
    MEMBER: [false, false, true, true],
    GUEST: [false, false, false, true],
  };
  for (const role of WORKSPACE_ROLES) {
    WORKSPACE_ROLES.forEach((min, column) => {
      const expected = satisfies[role][column];
      it(`${role} ${expected ? 'satisfies' : 'does not satisfy'} ${min}`, () => {
        expect(hasRoleAtLeast(role, min)).toBe(expected);
      });
    });
  }

  it('parses roles with the zod enum and rejects others', () => {
    expect(workspaceRole.parse('ADMIN')).toBe('ADMIN');
    expect(workspaceRole.safeParse('admin').success).toBe(false);
    expect(workspaceRole.safeParse('SUPERUSER').success).toBe(false);
  });
});

describe('rights', () => {
  it('orders rights edit > invite > view with their labels', () => {
    expect(RIGHTS.map(rightLevel)).toEqual([3, 2, 1]);
    expect(RIGHTS.map((value) => RIGHT_LABELS[value])).toEqual([
      'Can edit and invite',
      'Can invite',
      'Can view',
    ]);
  });

  // Rows: the right held. Columns: the minimum right, in RIGHTS order.
  const satisfies: Record<Right, boolean[]> = {
    EDIT: [true, true, true],
    INVITE: [false, true, true],
    VIEW: [false, false, true],
  };
  for (const held of RIGHTS) {
    RIGHTS.forEach((min, column) => {
      const expected = satisfies[held][column];
      it(`${held} ${expected ? 'satisfies' : 'does not satisfy'} ${min}`, () => {
        expect(hasRightAtLeast(held, min)).toBe(expected);
      });
    });
  }

  const effective: [Right | null, Right | null, Right | null][] = [
    [null, null, null],
    [null, 'VIEW', 'VIEW'],
    [null, 'INVITE', 'INVITE'],
    [null, 'EDIT', 'EDIT'],
    ['VIEW', null, 'VIEW'],
    ['INVITE', null, 'INVITE'],
    ['EDIT', null, 'EDIT'],
    ['VIEW', 'VIEW', 'VIEW'],
    ['VIEW', 'INVITE', 'INVITE'],
    ['VIEW', 'EDIT', 'EDIT'],
    ['INVITE', 'VIEW', 'INVITE'],
    ['INVITE', 'INVITE', 'INVITE'],
    ['INVITE', 'EDIT', 'EDIT'],
    ['EDIT', 'VIEW', 'EDIT'],
    ['EDIT', 'INVITE', 'EDIT'],
    ['EDIT', 'EDIT', 'EDIT'],
  ];
  for (const [direct, viaGroup, expected] of effective) {
    it(`effective right of direct ${direct} and group ${viaGroup} is ${expected}`, () => {
      expect(effectiveRight(direct, viaGroup)).toBe(expected);
    });
  }

  it('parses rights with the zod enum and rejects others', () => {
    expect(right.parse('INVITE')).toBe('INVITE');
    expect(right.safeParse('OWNER').success).toBe(false);
  });
});
