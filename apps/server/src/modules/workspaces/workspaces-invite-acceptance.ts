import type { AcceptInviteResponse, SignupProfileInput } from '@hangar/contracts';
import { LINK_ERROR_FALLBACKS } from '@hangar/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { hashToken } from '../../lib/tokens';
import type { RateLimitPolicies } from '../auth/auth-rate-limits';
import { createLinkToken } from '../account/account-link-tokens.service';
import { findUserById, isActivated } from '../account/account.service';
import { findInviteByHash, markInviteUsed, type InviteRow } from './workspaces-invites.repository';
import { publishMembershipChanged } from './workspaces.events';
import type { WorkspacesDeps } from './workspaces.deps';
import type { EventSource } from '../../events/types';
import { findMember, updateMember, type MemberRow } from './workspaces.repository';

type UsableInvite = { invite: InviteRow; member: MemberRow };

/** The invitation behind a link, or the link's error (404 unknown, 409 used, 410 expired). */
async function usableInvite(db: Database, token: string): Promise<UsableInvite> {
  const invite = await findInviteByHash(db, hashToken(token));
  const member = invite ? await findMember(db, invite.workspaceId, invite.userId) : null;
  if (!invite || !member) throw HttpError.simple(404, LINK_ERROR_FALLBACKS.invite);
  if (invite.usedAt || !member.pendingInvite) {
    throw HttpError.simple(409, 'This invitation was already used.');
  }
  if (invite.expiresAt.getTime() <= Date.now()) {
    throw HttpError.simple(410, 'This invitation has expired. Ask for a new one.');
  }
  return { invite, member };
}

async function join(db: Database, { invite }: UsableInvite): Promise<void> {
  if (!(await markInviteUsed(db, invite.id))) {
    throw HttpError.simple(409, 'This invitation was already used.');
  }
  await updateMember(db, invite.workspaceId, invite.userId, { pendingInvite: false });
}

/**
 * POST /workspaces/accept-invite/{token}. Someone with an account joins at once; someone
 * without gets an activation token to complete their account first, and joins with it.
 */
export async function acceptInvite(
  deps: WorkspacesDeps & { rateLimiter: RateLimiter; rateLimits: RateLimitPolicies },
  token: string,
  meta: { ip: string; source: EventSource },
): Promise<AcceptInviteResponse> {
  await deps.rateLimiter.consume(deps.rateLimits.tokenLinksPerIp, meta.ip);
  const usable = await usableInvite(deps.db, token);
  const { invite, member } = usable;
  const user = await findUserById(deps.db, invite.userId);
  if (!user) throw HttpError.simple(404, LINK_ERROR_FALLBACKS.invite);
  const result = { user_id: user.id, workspace_id: invite.workspaceId };
  if (!isActivated(user)) {
    return {
      ...result,
      activation_token: await createLinkToken(deps.db, {
        kind: 'signup',
        email: user.email,
        userId: user.id,
      }),
    };
  }
  await deps.db.transaction((tx) => join(tx, usable));
  await publishMembershipChanged(
    deps.bus,
    { workspaceId: invite.workspaceId, userId: user.id, action: 'joined', role: member.role },
    meta.source,
  );
  return { ...result, activation_token: null };
}

/**
 * Completing an account through an invitation joins its workspace in the same transaction. An
 * invitation that no longer works does not stop the account from being created.
 */
export function joinOnSignup(deps: WorkspacesDeps) {
  return async (tx: Database, userId: number, input: SignupProfileInput) => {
    if (!input.inviteToken) return;
    const usable = await usableInvite(tx, input.inviteToken).catch(() => null);
    if (!usable || usable.invite.userId !== userId) return;
    await join(tx, usable);
    return () =>
      publishMembershipChanged(
        deps.bus,
        {
          workspaceId: usable.invite.workspaceId,
          userId,
          action: 'joined',
          role: usable.member.role,
        },
        null,
      );
  };
}
