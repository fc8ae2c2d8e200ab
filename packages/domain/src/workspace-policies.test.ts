import { describe, expect, it } from 'vitest';
import { canAddMore, FREE_PLAN_LIMITS } from './plans';
import { WORKSPACE_ROLES, type WorkspaceRole } from './roles';
import {
  canChangeRole,
  canDeleteWorkspace,
  canEditWorkspaceSettings,
  canInvite,
  canManageBilling,
  canRemoveMember,
  canCreateDemoWorkspace,
  canSetRole,
  countsAsOwner,
  isDemotion,
  keepsAnOwner,
  needsWorkspaceDomain,
} from './workspace-policies';

const [OWNER, ADMIN, MEMBER, GUEST] = WORKSPACE_ROLES;

/** Every (actor, target) pair the rule allows, as 'ACTOR>TARGET'. */
function allowedPairs(rule: (actor: WorkspaceRole, target: WorkspaceRole) => boolean): string[] {
  return WORKSPACE_ROLES.flatMap((actor) =>
    WORKSPACE_ROLES.filter((target) => rule(actor, target)).map((target) => `${actor}>${target}`),
  );
}

describe('workspace policies', () => {
  it('let admins and owners edit the settings', () => {
    expect(WORKSPACE_ROLES.filter(canEditWorkspaceSettings)).toEqual([OWNER, ADMIN]);
  });

  it('let members invite up to their own role, never as owner', () => {
    expect(allowedPairs(canInvite)).toEqual([
      'OWNER>ADMIN',
      'OWNER>MEMBER',
      'OWNER>GUEST',
      'ADMIN>ADMIN',
      'ADMIN>MEMBER',
      'ADMIN>GUEST',
      'MEMBER>MEMBER',
      'MEMBER>GUEST',
    ]);
  });

  it('let admins and owners remove people at or below their level', () => {
    expect(allowedPairs(canRemoveMember)).toEqual([
      'OWNER>OWNER',
      'OWNER>ADMIN',
      'OWNER>MEMBER',
      'OWNER>GUEST',
      'ADMIN>ADMIN',
      'ADMIN>MEMBER',
      'ADMIN>GUEST',
    ]);
  });

  it('let role changes stay at or below the actor, and change something', () => {
    const allowed = WORKSPACE_ROLES.flatMap((actor) =>
      WORKSPACE_ROLES.flatMap((target) =>
        WORKSPACE_ROLES.filter((next) => canChangeRole(actor, target, next)).map(
          (next) => `${actor}:${target}->${next}`,
        ),
      ),
    );
    expect(allowed.filter((change) => change.startsWith('ADMIN:'))).toEqual([
      'ADMIN:ADMIN->MEMBER',
      'ADMIN:ADMIN->GUEST',
      'ADMIN:MEMBER->ADMIN',
      'ADMIN:MEMBER->GUEST',
      'ADMIN:GUEST->ADMIN',
      'ADMIN:GUEST->MEMBER',
    ]);
    expect(allowed.filter((change) => change.startsWith('OWNER:'))).toHaveLength(12);
    expect(
      allowed.some((change) => change.startsWith('MEMBER:') || change.startsWith('GUEST:')),
    ).toBe(false);
  });

  it('check the rights of setting a role again as those of changing it', () => {
    const setsAgain = WORKSPACE_ROLES.flatMap((actor) =>
      WORKSPACE_ROLES.filter((target) => canSetRole(actor, target, target)).map(
        (target) => `${actor}:${target}`,
      ),
    );
    expect(setsAgain).toEqual([
      'OWNER:OWNER',
      'OWNER:ADMIN',
      'OWNER:MEMBER',
      'OWNER:GUEST',
      'ADMIN:ADMIN',
      'ADMIN:MEMBER',
      'ADMIN:GUEST',
    ]);
  });

  it('leave deleting the workspace and billing to owners', () => {
    expect(WORKSPACE_ROLES.filter(canDeleteWorkspace)).toEqual([OWNER]);
    expect(WORKSPACE_ROLES.filter(canManageBilling)).toEqual([OWNER]);
    expect([MEMBER, GUEST].some(canManageBilling)).toBe(false);
  });

  it('keep an owner', () => {
    expect(keepsAnOwner(1, true)).toBe(false);
    expect(keepsAnOwner(2, true)).toBe(true);
    expect(keepsAnOwner(1, false)).toBe(true);
  });
});

describe('free plan limits', () => {
  it('stop at 3 groups, 50 docs and 100 logs, and only on the free plan', () => {
    expect(FREE_PLAN_LIMITS).toEqual({ groups: 3, docs: 50, logs: 100 });
    expect(canAddMore('FREE', 'groups', 2)).toBe(true);
    expect(canAddMore('FREE', 'groups', 3)).toBe(false);
    expect(canAddMore('FREE', 'docs', 49)).toBe(true);
    expect(canAddMore('FREE', 'docs', 50)).toBe(false);
    expect(canAddMore('FREE', 'logs', 100)).toBe(false);
    expect(canAddMore('PREMIUM', 'groups', 1000)).toBe(true);
  });
});

describe('the small workspace rules', () => {
  it('count accepted owners only, ask the domain of all but guests, and see demotions', () => {
    expect([countsAsOwner('OWNER', false), countsAsOwner('OWNER', true)]).toEqual([true, false]);
    expect(countsAsOwner('ADMIN', false)).toBe(false);
    expect(WORKSPACE_ROLES.filter(needsWorkspaceDomain)).toEqual([OWNER, ADMIN, MEMBER]);
    expect(WORKSPACE_ROLES.filter(canCreateDemoWorkspace)).toEqual([OWNER, ADMIN]);
    expect(allowedPairs(isDemotion)).toEqual([
      'OWNER>ADMIN',
      'OWNER>MEMBER',
      'OWNER>GUEST',
      'ADMIN>MEMBER',
      'ADMIN>GUEST',
      'MEMBER>GUEST',
    ]);
  });
});
