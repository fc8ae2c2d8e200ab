import { routes } from '@hangar/contracts';
import type { Database } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import { inviteTemplates } from '../../mail/templates';
import type { WorkspacesDeps } from './workspaces.deps';
import { insertInvite, retireInvites } from './workspaces-invites.repository';

/** How long an invitation link works. */
const INVITE_LIFETIME_MS = 14 * 24 * 3_600_000;

export interface PendingMail {
  to: string;
  token: string;
}

/** A fresh invitation token for a person; any older one stops working. */
export async function issueInvite(
  db: Database,
  invite: { workspaceId: number; userId: number; email: string; invitedBy: number },
): Promise<PendingMail> {
  await retireInvites(db, invite.workspaceId, invite.userId);
  const token = newToken();
  await insertInvite(db, {
    workspaceId: invite.workspaceId,
    userId: invite.userId,
    tokenHash: hashToken(token),
    invitedBy: invite.invitedBy,
    expiresAt: new Date(Date.now() + INVITE_LIFETIME_MS),
  });
  return { to: invite.email, token };
}

/** Sends the invitation e-mails once the invitations are stored. */
export async function sendInvitations(
  deps: WorkspacesDeps,
  mails: PendingMail[],
  context: { inviter: string; workspace: string; onboarding: boolean },
): Promise<void> {
  for (const mail of mails) {
    await deps.mailer.send({
      to: mail.to,
      ...inviteTemplates.invitation({
        ...context,
        url: `${deps.config.publicUrl}${routes.invitation(mail.token)}`,
      }),
    });
  }
}
