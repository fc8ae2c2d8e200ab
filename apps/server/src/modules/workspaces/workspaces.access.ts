import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireActor, type Actor } from '../../http/auth';
import { requireWorkspaceId } from '../../http/context';
import { HttpError } from '../../http/errors';
import type { Database } from '../../db/client';
import type { EventSource } from '../../events/types';
import { findMember, lockWorkspace, type MemberRow } from './workspaces.repository';

export { findMember } from './workspaces.repository';

export const WORKSPACE_NOT_FOUND = 'Workspace not found';

/** The signed-in caller inside the workspace of `X-Workspace-Id`, as one of its members. */
export interface MemberContext {
  actor: Actor;
  workspaceId: number;
  member: MemberRow;
  /** The calling tab: the `source` of the live events the call causes, so it skips its own. */
  source: EventSource;
}

/** A call by a member of the current workspace: what a `membersOnly` route hands its service. */
export interface MemberCall {
  caller: MemberContext;
}

/** A call about one item by a member of its workspace, e.g. `{ caller, groupId }`. */
export type CallAbout<IdKey extends string> = MemberCall & Record<IdKey, number>;

/** A call about one person of the current workspace (a member or an invitation). */
export interface WorkspaceMemberCall extends MemberCall {
  userId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller as a member of the current workspace, in a route of a `membersOnly` plugin. */
    readonly caller: MemberContext;
  }
}

const callers = new WeakMap<FastifyRequest, MemberContext>();

/**
 * Checks the workspace header against the caller's memberships: someone who is not a member
 * (or has not accepted the invitation yet) gets 404, and never learns whether it exists.
 */
async function requireMember(request: FastifyRequest): Promise<MemberContext> {
  const actor = await requireActor(request);
  const workspaceId = requireWorkspaceId(request);
  const { callers, database } = request.server.services;
  const member = await callers.membership(workspaceId, actor.userId, () =>
    findMember(database.db, workspaceId, actor.userId),
  );
  if (!member || member.pendingInvite) throw HttpError.notFound(WORKSPACE_NOT_FOUND);
  return { actor, workspaceId, member, source: request.callContext.clientId };
}

/**
 * Makes every route of the plugin it is called in a members' route: after the input is
 * validated, the caller's membership is checked once (401 signed out, 404 not a member) and
 * handed to the handler as `request.caller`.
 */
export function membersOnly(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    callers.set(request, await requireMember(request));
  });
}

/** Declares `request.caller`, once for the whole app. */
export function callerDecorator(app: FastifyInstance): void {
  app.decorateRequest('caller', {
    getter(this: FastifyRequest): MemberContext {
      const caller = callers.get(this);
      if (!caller) throw new Error(`${this.routeOptions.url}: request.caller outside membersOnly`);
      return caller;
    },
  });
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
