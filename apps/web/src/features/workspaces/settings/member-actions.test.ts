import type { WorkspaceRole } from '@hangar/domain/roles';
import { describe, expect, it } from 'vitest';
import { testTeamUser } from '../../../test/workspaces';
import { countOwners, memberActions } from './member-actions';

const ME = 1;

function labels(
  actor: WorkspaceRole,
  role: WorkspaceRole,
  options: { pending?: boolean; self?: boolean; owners?: number } = {},
) {
  const member = testTeamUser(options.self ? ME : 2, role, {
    pending_invite: options.pending ?? false,
  });
  return memberActions({ role: actor, userId: ME }, member, options.owners ?? 2).map(
    (action) => action.label,
  );
}

describe('the actions of a row of Members and Guests', () => {
  it('lets an owner change anyone to any role and remove them', () => {
    expect(labels('OWNER', 'MEMBER')).toEqual([
      'Set as Owner',
      'Set as Admin',
      'Remove from workspace',
    ]);
    expect(labels('OWNER', 'OWNER')).toEqual([
      'Set as Admin',
      'Set as Member',
      'Remove from workspace',
    ]);
    expect(labels('OWNER', 'GUEST')).toEqual([
      'Set as Owner',
      'Set as Admin',
      'Set as Member',
      'Remove from workspace',
    ]);
  });

  it('lets an admin manage people up to admin, never make an owner nor touch one', () => {
    expect(labels('ADMIN', 'MEMBER')).toEqual(['Set as Admin', 'Remove from workspace']);
    expect(labels('ADMIN', 'ADMIN')).toEqual(['Set as Member', 'Remove from workspace']);
    expect(labels('ADMIN', 'OWNER')).toEqual([]);
  });

  it('gives members only the invitations they could have sent', () => {
    expect(labels('MEMBER', 'MEMBER')).toEqual([]);
    expect(labels('MEMBER', 'GUEST', { pending: true })).toEqual([
      'Resend invite',
      'Cancel invite',
    ]);
    expect(labels('MEMBER', 'ADMIN', { pending: true })).toEqual([]);
  });

  it('gives guests nothing', () => {
    expect(labels('GUEST', 'GUEST')).toEqual([]);
    expect(labels('GUEST', 'GUEST', { pending: true })).toEqual([]);
  });

  it('offers resend and cancel on a pending invitation instead of removal', () => {
    expect(labels('OWNER', 'MEMBER', { pending: true })).toEqual([
      'Set as Owner',
      'Set as Admin',
      'Resend invite',
      'Cancel invite',
    ]);
  });

  it('never offers to remove oneself: leaving is in Workspace settings', () => {
    expect(labels('OWNER', 'OWNER', { self: true })).toEqual(['Set as Admin', 'Set as Member']);
  });

  it('offers the only owner no other role: the workspace must keep one', () => {
    expect(labels('OWNER', 'OWNER', { self: true, owners: 1 })).toEqual([]);
    expect(labels('OWNER', 'OWNER', { owners: 1 })).toEqual([]);
    expect(labels('OWNER', 'ADMIN', { owners: 1 })).toEqual([
      'Set as Owner',
      'Set as Member',
      'Remove from workspace',
    ]);
  });

  it('counts only the owners who accepted their invitation', () => {
    const team = [
      testTeamUser(1, 'OWNER'),
      testTeamUser(2, 'OWNER', { pending_invite: true }),
      testTeamUser(3, 'ADMIN'),
    ];
    expect(countOwners(team)).toBe(1);
  });
});
