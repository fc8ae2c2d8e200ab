import type { FastifyRequest } from 'fastify';
import { requireActor, type Actor } from '../../http/auth';
import { requireWorkspaceId } from '../../http/context';
import { HttpError } from '../../http/errors';
import type { Database } from '../../db/client';
import { findMember, lockWorkspace, type MemberRow } from './workspaces.repository';

export const WORKSPACE_NOT_FOUND = 'Workspace not found';

/** The signed-in caller inside the workspace of `X-Workspace-Id`, as one of its members. */
export interface MemberContext {
  actor: Actor;
  workspaceId: number;
  member: MemberRow;
}

/**
 * Checks the workspace header against the caller's memberships: someone who is not a member
 * (or has not accepted the invitation yet) gets 404, and never learns whether it exists.
 */
export async function requireMember(request: FastifyRequest): Promise<MemberContext> {
  const actor = await requireActor(request);
  const workspaceId = requireWorkspaceId(request);
  const member = await findMember(request.server.services.database.db, workspaceId, actor.userId);
  if (!member || member.pendingInvite) throw HttpError.notFound(WORKSPACE_NOT_FOUND);
  return { actor, workspaceId, member };
}

/**
 * Inside a transaction: locks the workspace, so changes that must keep an owner run one after
 * another, and reads the caller's membership again, as a concurrent change may have moved it.
 */
export async function lockedMember(tx: Database, context: MemberContext): Promise<MemberRow> {
  const member = (await lockWorkspace(tx, context.workspaceId))
    ? await findMember(tx, context.workspaceId, context.actor.userId)
    : null;
  if (!member || member.pendingInvite) throw HttpError.notFound(WORKSPACE_NOT_FOUND);
  return member;
}
