import { emailField } from '@hangar/contracts/fields';
import { invitableRoleSchema } from '@hangar/contracts/workspaces';
import type { ValidationIssue } from '@hangar/contracts/errors';
import { FORM_MESSAGES } from '@hangar/domain/validation';
import {
  INVITABLE_ROLES,
  INVITE_ACTIONS,
  type InvitableRole,
  type WorkspaceAbilities,
} from '@hangar/domain/abilities/workspace';
import { z } from 'zod';
import { ApiError, isApiError } from '../../api/api-error';

/** One invitation the user sends, with the row of the form it came from. */
export interface SentInvite {
  email: string;
  role: InvitableRole;
  row: number;
}

/** The roles the inviter's abilities allow (never owner, never above their own: SPEC.md 6). */
export function invitableRolesFor(abilities: WorkspaceAbilities): InvitableRole[] {
  return INVITABLE_ROLES.filter((role) => abilities[INVITE_ACTIONS[role]]);
}

/** New rows invite members, or the highest role the user may give when that is lower. */
export function defaultInviteRole(abilities: WorkspaceAbilities): InvitableRole {
  const roles = invitableRolesFor(abilities);
  return roles.includes('MEMBER') ? 'MEMBER' : (roles[0] ?? 'GUEST');
}

/**
 * The invite form: rows of an e-mail and a role. Empty rows are left out; at least one address
 * is needed; an address typed twice is flagged on its second row. The output lists what is sent,
 * each with its row, so the server's errors can find their way back to it.
 */
export const inviteRowsForm = z
  .object({ invites: z.array(z.object({ email: z.string(), role: invitableRoleSchema })) })
  .superRefine(({ invites }, context) => {
    const seen = new Set<string>();
    let filled = 0;
    invites.forEach((invite, row) => {
      if (!invite.email.trim()) return;
      filled += 1;
      const path = ['invites', row, 'email'];
      const email = emailField.safeParse(invite.email);
      if (!email.success) {
        const message = email.error.issues[0]?.message ?? FORM_MESSAGES.email;
        context.addIssue({ code: 'custom', path, message });
      } else if (seen.has(email.data)) {
        context.addIssue({ code: 'custom', path, message: FORM_MESSAGES.noDuplicates });
      } else {
        seen.add(email.data);
      }
    });
    if (filled === 0) {
      context.addIssue({
        code: 'custom',
        path: ['invites', 0, 'email'],
        message: FORM_MESSAGES.required,
      });
    }
  })
  .transform(({ invites }) => ({
    invites: invites
      .map((invite, row): SentInvite => ({
        ...invite,
        email: invite.email.trim().toLowerCase(),
        row,
      }))
      .filter((invite) => invite.email !== ''),
  }));

/** Rows that repeat an address of an earlier row. */
function repeatedRows(sent: readonly SentInvite[]): number[] {
  const seen = new Set<string>();
  return sent.flatMap((invite) => {
    if (seen.has(invite.email)) return [invite.row];
    seen.add(invite.email);
    return [];
  });
}

/**
 * Puts the server's validation errors on the rows they are about. The server numbers only the
 * invitations it received (`['body', 'invites', 2, 'email']` is the third one sent), and says
 * 'This field must contain no duplicate values' about the whole list: that goes to the rows
 * that repeat an address. Any other error is returned as it was.
 */
export function placeInviteErrors(error: unknown, sent: readonly SentInvite[]): unknown {
  if (!isApiError(error) || error.kind.kind !== 'validation') return error;
  const issues = error.kind.issues.flatMap((issue): ValidationIssue[] => {
    const [where, field, index, ...rest] = issue.loc;
    if (where !== 'body' || field !== 'invites') return [issue];
    if (index === undefined) {
      const rows = issue.msg === FORM_MESSAGES.noDuplicates ? repeatedRows(sent) : [];
      if (rows.length === 0) return [issue];
      return rows.map((row) => ({ ...issue, loc: ['body', 'invites', row, 'email'] }));
    }
    const invite = sent[Number(index)];
    return invite ? [{ ...issue, loc: ['body', 'invites', invite.row, ...rest] }] : [issue];
  });
  return new ApiError(error.status, { detail: issues });
}
