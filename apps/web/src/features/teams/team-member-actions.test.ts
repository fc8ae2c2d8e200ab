import type { Right } from '@hangar/domain/roles';
import { describe, expect, it } from 'vitest';
import { testTeamEntry } from '../../test/groups';
import { grantableRights, teamMemberActions, type TeamEntry } from './team-member-actions';

const ME = 1;

function entry(id: number, right: Right, extra: Partial<TeamEntry> = {}): TeamEntry {
  return { ...testTeamEntry(id, right), ...extra };
}

function labels(actorRight: Right | null, target: TeamEntry) {
  return teamMemberActions({ userId: ME, right: actorRight }, target).map((action) =>
    action.kind === 'set-right' ? action.right : action.kind,
  );
}

describe('what the user may do to a team member', () => {
  it('with edit: any right, primary contact, removal', () => {
    expect(labels('EDIT', entry(2, 'VIEW'))).toEqual([
      'EDIT',
      'INVITE',
      'set-primary-contact',
      'remove',
    ]);
  });

  it('with invite: rights up to invite, on people at or below it', () => {
    expect(labels('INVITE', entry(2, 'VIEW'))).toEqual(['INVITE', 'set-primary-contact', 'remove']);
    expect(labels('INVITE', entry(2, 'EDIT'))).toEqual([]);
  });

  it('with view: nothing on others, and leaving the team themselves', () => {
    expect(labels('VIEW', entry(2, 'VIEW'))).toEqual([]);
    expect(teamMemberActions({ userId: ME, right: 'VIEW' }, entry(ME, 'VIEW'))).toEqual([
      { kind: 'remove', self: true },
    ]);
  });

  it('toggles the primary contact', () => {
    const actions = teamMemberActions(
      { userId: ME, right: 'EDIT' },
      entry(2, 'VIEW', { primary_contact: true }),
    );
    expect(actions).toContainEqual({ kind: 'set-primary-contact', primary: false });
  });

  it('leaves people from the group’s team to the group', () => {
    expect(labels('EDIT', entry(2, 'VIEW', { fromGroup: true }))).toEqual([]);
  });

  it('grants at most the user’s own right', () => {
    expect(grantableRights('EDIT')).toEqual(['EDIT', 'INVITE', 'VIEW']);
    expect(grantableRights('INVITE')).toEqual(['INVITE', 'VIEW']);
    expect(grantableRights('VIEW')).toEqual([]);
  });
});
