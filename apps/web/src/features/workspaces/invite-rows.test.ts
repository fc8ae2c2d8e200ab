import { workspaceAbilities } from '@hangar/domain/abilities/workspace';
import type { WorkspaceRole } from '@hangar/domain/roles';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  defaultInviteRole,
  invitableRolesFor,
  inviteRowsForm,
  placeInviteErrors,
} from './invite-rows';

function issuesOf(error: unknown) {
  if (!(error instanceof ApiError) || error.kind.kind !== 'validation') {
    throw new Error('Expected a validation error');
  }
  return error.kind.issues;
}

describe('the roles of the invite form', () => {
  const abilitiesOf = (role: WorkspaceRole) => workspaceAbilities({ role });

  it('never offers owner, nor a role above the inviter', () => {
    expect(invitableRolesFor(abilitiesOf('OWNER'))).toEqual(['ADMIN', 'MEMBER', 'GUEST']);
    expect(invitableRolesFor(abilitiesOf('ADMIN'))).toEqual(['ADMIN', 'MEMBER', 'GUEST']);
    expect(invitableRolesFor(abilitiesOf('MEMBER'))).toEqual(['MEMBER', 'GUEST']);
    expect(invitableRolesFor(abilitiesOf('GUEST'))).toEqual([]);
  });

  it('invites members by default, or the highest role allowed when that is lower', () => {
    expect(defaultInviteRole(abilitiesOf('OWNER'))).toBe('MEMBER');
    expect(defaultInviteRole(abilitiesOf('MEMBER'))).toBe('MEMBER');
    expect(defaultInviteRole({ ...abilitiesOf('MEMBER'), inviteMembers: false })).toBe('GUEST');
  });
});

describe('the invite form rows', () => {
  it('leaves empty rows out and remembers the row of each invitation', () => {
    const parsed = inviteRowsForm.parse({
      invites: [
        { email: '', role: 'MEMBER' },
        { email: ' Grace@Example.com ', role: 'ADMIN' },
        { email: 'charles@example.com', role: 'GUEST' },
      ],
    });
    expect(parsed.invites).toEqual([
      { email: 'grace@example.com', role: 'ADMIN', row: 1 },
      { email: 'charles@example.com', role: 'GUEST', row: 2 },
    ]);
  });

  it('needs one address, checks each, and flags the row that repeats one', () => {
    const empty = inviteRowsForm.safeParse({ invites: [{ email: ' ', role: 'MEMBER' }] });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['invites.0.email', 'This field is required'],
    ]);
    const wrong = inviteRowsForm.safeParse({
      invites: [
        { email: 'grace@example.com', role: 'MEMBER' },
        { email: 'not an address', role: 'MEMBER' },
        { email: 'GRACE@example.com', role: 'GUEST' },
      ],
    });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['invites.1.email', 'Invalid email address'],
      ['invites.2.email', 'This field must contain no duplicate values'],
    ]);
  });
});

describe("the server's errors on the invite form", () => {
  const sent = [
    { email: 'grace@example.com', role: 'MEMBER' as const, row: 1 },
    { email: 'charles@example.com', role: 'MEMBER' as const, row: 3 },
    { email: 'grace@example.com', role: 'GUEST' as const, row: 4 },
  ];

  it('go to the rows they are about, counting the empty rows that were not sent', () => {
    const error = new ApiError(422, {
      detail: [
        { loc: ['body', 'invites', 0, 'email'], msg: 'This value is already used' },
        { loc: ['body', 'invites', 1, 'email'], msg: 'Invalid email domain' },
      ],
    });
    expect(issuesOf(placeInviteErrors(error, sent))).toEqual([
      { loc: ['body', 'invites', 1, 'email'], msg: 'This value is already used' },
      { loc: ['body', 'invites', 3, 'email'], msg: 'Invalid email domain' },
    ]);
  });

  it('put a duplicate on the row that repeats an address', () => {
    const error = new ApiError(422, {
      detail: [{ loc: ['body', 'invites'], msg: 'This field must contain no duplicate values' }],
    });
    expect(issuesOf(placeInviteErrors(error, sent))).toEqual([
      { loc: ['body', 'invites', 4, 'email'], msg: 'This field must contain no duplicate values' },
    ]);
  });

  it('leave other failures as they were', () => {
    const forbidden = new ApiError(403, { detail: 'You are not allowed to do this' });
    expect(placeInviteErrors(forbidden, sent)).toBe(forbidden);
    const elsewhere = new ApiError(422, {
      detail: [{ loc: ['querystring', 'onboarding'], msg: 'Invalid' }],
    });
    expect(issuesOf(placeInviteErrors(elsewhere, sent))).toEqual([
      { loc: ['querystring', 'onboarding'], msg: 'Invalid' },
    ]);
  });
});
