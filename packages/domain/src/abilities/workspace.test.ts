import { describe, expect, it } from 'vitest';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../roles';
import {
  SETTINGS_ENTRIES,
  canChangeRole,
  canInvite,
  canRemoveMember,
  canSetRole,
  countsAsOwner,
  isDemotion,
  keepsAnOwner,
  needsWorkspaceDomain,
  canSeeSettingsEntry,
  visibleSettingsEntries,
  workspaceAbilities,
  type SettingsEntryKey,
} from './workspace';

const [OWNER, ADMIN, MEMBER] = WORKSPACE_ROLES;

/** The targets the rule allows to each actor. */
function allowedTargets(
  rule: (actor: WorkspaceRole, target: WorkspaceRole) => boolean,
): Record<WorkspaceRole, WorkspaceRole[]> {
  const targets = (actor: WorkspaceRole) => WORKSPACE_ROLES.filter((target) => rule(actor, target));
  return {
    OWNER: targets('OWNER'),
    ADMIN: targets('ADMIN'),
    MEMBER: targets('MEMBER'),
    GUEST: targets('GUEST'),
  };
}

describe('the team rules the workspace and member abilities read', () => {
  it('let members invite up to their own role, never as owner', () => {
    expect(allowedTargets(canInvite)).toEqual({
      OWNER: ['ADMIN', 'MEMBER', 'GUEST'],
      ADMIN: ['ADMIN', 'MEMBER', 'GUEST'],
      MEMBER: ['MEMBER', 'GUEST'],
      GUEST: [],
    });
  });

  it('let admins and owners remove people at or below their level', () => {
    expect(allowedTargets(canRemoveMember)).toEqual({
      OWNER: ['OWNER', 'ADMIN', 'MEMBER', 'GUEST'],
      ADMIN: ['ADMIN', 'MEMBER', 'GUEST'],
      MEMBER: [],
      GUEST: [],
    });
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

  it('keep an owner', () => {
    expect(keepsAnOwner(1, true)).toBe(false);
    expect(keepsAnOwner(2, true)).toBe(true);
    expect(keepsAnOwner(1, false)).toBe(true);
  });

  it('count accepted owners only, ask the domain of all but guests, and see demotions', () => {
    expect([countsAsOwner('OWNER', false), countsAsOwner('OWNER', true)]).toEqual([true, false]);
    expect(countsAsOwner('ADMIN', false)).toBe(false);
    expect(WORKSPACE_ROLES.filter(needsWorkspaceDomain)).toEqual([OWNER, ADMIN, MEMBER]);
    expect(allowedTargets(isDemotion)).toEqual({
      OWNER: ['ADMIN', 'MEMBER', 'GUEST'],
      ADMIN: ['MEMBER', 'GUEST'],
      MEMBER: ['GUEST'],
      GUEST: [],
    });
  });
});

describe('settings entries', () => {
  const visibleTo: Record<WorkspaceRole, SettingsEntryKey[]> = {
    OWNER: ['profile', 'personal', 'workspace', 'team', 'upgrade', 'billing'],
    ADMIN: ['profile', 'personal', 'workspace', 'team'],
    MEMBER: ['profile', 'personal', 'workspace', 'team'],
    GUEST: ['profile', 'personal', 'workspace'],
  };
  for (const role of WORKSPACE_ROLES) {
    for (const { key } of SETTINGS_ENTRIES) {
      const expected = visibleTo[role].includes(key);
      it(`${role} ${expected ? 'sees' : 'does not see'} ${key}`, () => {
        expect(canSeeSettingsEntry(workspaceAbilities({ role }), key)).toBe(expected);
      });
    }
    it(`lists the entries visible to ${role}`, () => {
      expect(
        visibleSettingsEntries(workspaceAbilities({ role })).map((entry) => entry.key),
      ).toEqual(visibleTo[role]);
    });
  }
});
