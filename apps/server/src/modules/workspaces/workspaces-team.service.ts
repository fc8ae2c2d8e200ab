import type { InviteInput, ValidationIssue, WorkspaceTeamUser } from '@hangar/contracts';
import { FORM_MESSAGES } from '@hangar/contracts';
import {
  INVITE_ACTIONS,
  SET_ROLE_ACTIONS,
  countsAsOwner,
  keepsAnOwner,
  memberAbilities,
  needsWorkspaceDomain,
  workspaceAbilities,
  type WorkspaceRole,
} from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { authorize, type RefusalMessages } from '../shared/authorize';
import { findUserById, insertUser } from '../account/account.service';
import { findUserByEmail } from '../auth/auth.service';
import { issueInvite, sendInvitations, type PendingMail } from './workspaces-invitations';
import {
  lockedMember,
  type MemberCall,
  type MemberContext,
  type WorkspaceMemberCall,
} from './workspaces.access';
import { publishMembershipChanged } from './workspaces.events';
import type { WorkspacesDeps } from './workspaces.deps';
import { presentTeamUser } from './workspaces.presenter';
import { LAST_OWNER } from './workspaces.service';
import {
  countOwners,
  deleteMember,
  deleteTeamMemberships,
  findMember,
  findWorkspace,
  insertMember,
  listTeam,
  updateMember,
} from './workspaces.repository';

export { issueInvite, sendInvitations } from './workspaces-invitations';

export async function teamOf(
  deps: WorkspacesDeps,
  workspaceId: number,
): Promise<WorkspaceTeamUser[]> {
  const rows = await listTeam(deps.db, workspaceId);
  return rows.map((row) => presentTeamUser(row.user, row.member));
}

/** The team actions' refusal: their own words, not `authorize`'s. */
const NOT_ALLOWED_HERE: RefusalMessages = {
  right: 'You are not allowed to do this in this workspace',
};

async function inviteProblems(
  deps: WorkspacesDeps,
  context: MemberContext,
  emailDomain: string | null,
  invites: InviteInput['invites'],
): Promise<ValidationIssue[]> {
  const issues: ValidationIssue[] = [];
  for (const [index, invite] of invites.entries()) {
    const loc = ['body', 'invites', index, 'email'];
    const domain = invite.email.split('@')[1];
    if (emailDomain && needsWorkspaceDomain(invite.role) && domain !== emailDomain) {
      issues.push({ loc, msg: FORM_MESSAGES.domain });
      continue;
    }
    const user = await findUserByEmail(deps.db, invite.email);
    if (user && (await findMember(deps.db, context.workspaceId, user.id))) {
      issues.push({ loc, msg: FORM_MESSAGES.unique });
    }
  }
  return issues;
}

/**
 * Invites people by e-mail: each gets a pending membership (and, without an account, a user
 * row to complete later) and a single-use link. All or nothing: one bad address stops them all.
 */
export async function invitePeople(
  deps: WorkspacesDeps,
  {
    caller,
    invites,
    onboarding,
  }: MemberCall & { invites: InviteInput['invites']; onboarding: boolean },
): Promise<WorkspaceTeamUser[]> {
  const workspace = await findWorkspace(deps.db, caller.workspaceId);
  if (!workspace) throw HttpError.notFound('Workspace not found');
  for (const invite of invites) {
    authorize(
      workspaceAbilities,
      { role: caller.member.role },
      INVITE_ACTIONS[invite.role],
      NOT_ALLOWED_HERE,
    );
  }
  const issues = await inviteProblems(deps, caller, workspace.emailDomain, invites);
  if (issues.length > 0) throw HttpError.validation(issues);

  const invited: { userId: number; role: WorkspaceRole; mail: PendingMail }[] = [];
  await deps.db.transaction(async (tx) => {
    for (const invite of invites) {
      const user =
        (await findUserByEmail(tx, invite.email)) ??
        (await insertUser(tx, { email: invite.email, fullname: '', passwordHash: null }));
      if (!user) throw new Error(`could not create the invited user ${invite.email}`);
      await insertMember(tx, {
        workspaceId: workspace.id,
        userId: user.id,
        role: invite.role,
        pendingInvite: true,
      });
      const mail = await issueInvite(tx, {
        workspaceId: workspace.id,
        userId: user.id,
        email: user.email,
        invitedBy: caller.actor.userId,
      });
      invited.push({ userId: user.id, role: invite.role, mail });
    }
  });

  const inviter = await findUserById(deps.db, caller.actor.userId);
  await sendInvitations(
    deps,
    invited.map((entry) => entry.mail),
    {
      inviter: inviter?.fullname || 'A teammate',
      workspace: workspace.name,
      onboarding,
    },
  );
  for (const entry of invited) {
    await publishMembershipChanged(
      deps.bus,
      { workspaceId: workspace.id, userId: entry.userId, action: 'invited', role: entry.role },
      caller.source,
    );
  }
  return teamOf(deps, workspace.id);
}

async function targetMember(db: Database, context: MemberContext, userId: number) {
  const target = await findMember(db, context.workspaceId, userId);
  if (!target) throw HttpError.notFound('This person is not in the workspace');
  return target;
}

/** Set as Owner / Admin / Member; the last owner keeps their role. */
export async function changeRole(
  deps: WorkspacesDeps,
  { caller, userId, role }: WorkspaceMemberCall & { role: WorkspaceRole },
): Promise<WorkspaceTeamUser[]> {
  const changed = await deps.db.transaction(async (tx) => {
    const actor = await lockedMember(tx, caller);
    const target = await targetMember(tx, caller, userId);
    authorize(
      memberAbilities,
      { role: actor.role, member: target },
      SET_ROLE_ACTIONS[role],
      NOT_ALLOWED_HERE,
    );
    if (target.role === role) return false;
    const losingOwner = countsAsOwner(target.role, target.pendingInvite);
    if (!keepsAnOwner(await countOwners(tx, caller.workspaceId), losingOwner)) {
      throw HttpError.simple(409, LAST_OWNER);
    }
    await updateMember(tx, caller.workspaceId, userId, { role });
    return true;
  });
  if (changed) {
    await publishMembershipChanged(
      deps.bus,
      { workspaceId: caller.workspaceId, userId, action: 'updated', role },
      caller.source,
    );
  }
  return teamOf(deps, caller.workspaceId);
}

/** Resend invite: a new link replaces the old one. */
export async function resendInvite(
  deps: WorkspacesDeps,
  { caller, userId }: WorkspaceMemberCall,
): Promise<WorkspaceTeamUser[]> {
  const target = await targetMember(deps.db, caller, userId);
  if (!target.pendingInvite) throw HttpError.simple(409, 'This invitation was already accepted');
  authorize(
    memberAbilities,
    { role: caller.member.role, member: target },
    'resendInvite',
    NOT_ALLOWED_HERE,
  );
  const [user, inviter, workspace] = await Promise.all([
    findUserById(deps.db, userId),
    findUserById(deps.db, caller.actor.userId),
    findWorkspace(deps.db, caller.workspaceId),
  ]);
  if (!user || !workspace) throw HttpError.notFound('This person is not in the workspace');
  const mail = await issueInvite(deps.db, {
    workspaceId: workspace.id,
    userId,
    email: user.email,
    invitedBy: caller.actor.userId,
  });
  await sendInvitations(deps, [mail], {
    inviter: inviter?.fullname || 'A teammate',
    workspace: workspace.name,
    onboarding: false,
  });
  return teamOf(deps, caller.workspaceId);
}

/** Cancel invite, or Remove from workspace. */
export async function removeFromWorkspace(
  deps: WorkspacesDeps,
  { caller, userId }: WorkspaceMemberCall,
): Promise<WorkspaceTeamUser[]> {
  await deps.db.transaction(async (tx) => {
    const actor = await lockedMember(tx, caller);
    const target = await targetMember(tx, caller, userId);
    const action = target.pendingInvite ? 'cancelInvite' : 'remove';
    authorize(memberAbilities, { role: actor.role, member: target }, action, NOT_ALLOWED_HERE);
    const losingOwner = countsAsOwner(target.role, target.pendingInvite);
    if (!keepsAnOwner(await countOwners(tx, caller.workspaceId), losingOwner)) {
      throw HttpError.simple(409, LAST_OWNER);
    }
    await deleteMember(tx, caller.workspaceId, userId);
    await deleteTeamMemberships(tx, caller.workspaceId, userId);
  });
  await publishMembershipChanged(
    deps.bus,
    { workspaceId: caller.workspaceId, userId, action: 'removed', role: null },
    caller.source,
  );
  return teamOf(deps, caller.workspaceId);
}
