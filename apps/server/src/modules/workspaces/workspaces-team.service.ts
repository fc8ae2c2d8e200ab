import type { InviteInput, ValidationIssue, WorkspaceTeamUser } from '@hangar/contracts';
import { FORM_MESSAGES } from '@hangar/contracts';
import {
  canSetRole,
  countsAsOwner,
  needsWorkspaceDomain,
  canInvite,
  canManageInvite,
  canRemoveMember,
  keepsAnOwner,
  type WorkspaceRole,
} from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { deleteTeamMemberships } from '../groups/groups.repository';
import { findUserByEmail, findUserById, insertUser } from '../account/account.repository';
import { issueInvite, sendInvitations, type PendingMail } from './invitations';
import { lockedMember, type MemberContext } from './workspaces.access';
import { publishMembershipChanged } from './workspaces.events';
import type { WorkspacesDeps } from './workspaces.deps';
import type { EventSource } from '../../events/types';
import { presentTeamUser } from './workspaces.presenter';
import { LAST_OWNER } from './workspaces.service';
import {
  countOwners,
  deleteMember,
  findMember,
  findWorkspace,
  insertMember,
  listTeam,
  updateMember,
} from './workspaces.repository';

export async function teamOf(
  deps: WorkspacesDeps,
  workspaceId: number,
): Promise<WorkspaceTeamUser[]> {
  const rows = await listTeam(deps.db, workspaceId);
  return rows.map((row) => presentTeamUser(row.user, row.member));
}

const NOT_ALLOWED = 'You are not allowed to do this in this workspace';

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
  context: MemberContext,
  invites: InviteInput['invites'],
  options: { onboarding: boolean; source: EventSource },
): Promise<WorkspaceTeamUser[]> {
  const workspace = await findWorkspace(deps.db, context.workspaceId);
  if (!workspace) throw HttpError.notFound('Workspace not found');
  if (invites.some((invite) => !canInvite(context.member.role, invite.role))) {
    throw HttpError.forbidden(NOT_ALLOWED);
  }
  const issues = await inviteProblems(deps, context, workspace.emailDomain, invites);
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
        invitedBy: context.actor.userId,
      });
      invited.push({ userId: user.id, role: invite.role, mail });
    }
  });

  const inviter = await findUserById(deps.db, context.actor.userId);
  await sendInvitations(
    deps,
    invited.map((entry) => entry.mail),
    {
      inviter: inviter?.fullname || 'A teammate',
      workspace: workspace.name,
      onboarding: options.onboarding,
    },
  );
  for (const entry of invited) {
    await publishMembershipChanged(
      deps.bus,
      { workspaceId: workspace.id, userId: entry.userId, action: 'invited', role: entry.role },
      options.source,
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
  context: MemberContext,
  userId: number,
  role: WorkspaceRole,
  source: EventSource,
): Promise<WorkspaceTeamUser[]> {
  const changed = await deps.db.transaction(async (tx) => {
    const actor = await lockedMember(tx, context);
    const target = await targetMember(tx, context, userId);
    if (!canSetRole(actor.role, target.role, role)) throw HttpError.forbidden(NOT_ALLOWED);
    if (target.role === role) return false;
    const losingOwner = countsAsOwner(target.role, target.pendingInvite);
    if (!keepsAnOwner(await countOwners(tx, context.workspaceId), losingOwner)) {
      throw HttpError.simple(409, LAST_OWNER);
    }
    await updateMember(tx, context.workspaceId, userId, { role });
    return true;
  });
  if (changed) {
    await publishMembershipChanged(
      deps.bus,
      { workspaceId: context.workspaceId, userId, action: 'updated', role },
      source,
    );
  }
  return teamOf(deps, context.workspaceId);
}

/** Resend invite: a new link replaces the old one. */
export async function resendInvite(
  deps: WorkspacesDeps,
  context: MemberContext,
  userId: number,
): Promise<WorkspaceTeamUser[]> {
  const target = await targetMember(deps.db, context, userId);
  if (!target.pendingInvite) throw HttpError.simple(409, 'This invitation was already accepted');
  if (!canManageInvite(context.member.role, target.role)) throw HttpError.forbidden(NOT_ALLOWED);
  const [user, inviter, workspace] = await Promise.all([
    findUserById(deps.db, userId),
    findUserById(deps.db, context.actor.userId),
    findWorkspace(deps.db, context.workspaceId),
  ]);
  if (!user || !workspace) throw HttpError.notFound('This person is not in the workspace');
  const mail = await issueInvite(deps.db, {
    workspaceId: workspace.id,
    userId,
    email: user.email,
    invitedBy: context.actor.userId,
  });
  await sendInvitations(deps, [mail], {
    inviter: inviter?.fullname || 'A teammate',
    workspace: workspace.name,
    onboarding: false,
  });
  return teamOf(deps, context.workspaceId);
}

/** Cancel invite, or Remove from workspace. */
export async function removeFromWorkspace(
  deps: WorkspacesDeps,
  context: MemberContext,
  userId: number,
  source: EventSource,
): Promise<WorkspaceTeamUser[]> {
  await deps.db.transaction(async (tx) => {
    const actor = await lockedMember(tx, context);
    const target = await targetMember(tx, context, userId);
    const allowed = target.pendingInvite
      ? canManageInvite(actor.role, target.role)
      : canRemoveMember(actor.role, target.role);
    if (!allowed) throw HttpError.forbidden(NOT_ALLOWED);
    const losingOwner = countsAsOwner(target.role, target.pendingInvite);
    if (!keepsAnOwner(await countOwners(tx, context.workspaceId), losingOwner)) {
      throw HttpError.simple(409, LAST_OWNER);
    }
    await deleteMember(tx, context.workspaceId, userId);
    await deleteTeamMemberships(tx, context.workspaceId, userId);
  });
  await publishMembershipChanged(
    deps.bus,
    { workspaceId: context.workspaceId, userId, action: 'removed', role: null },
    source,
  );
  return teamOf(deps, context.workspaceId);
}
