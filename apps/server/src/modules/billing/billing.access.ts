import { canManageBilling } from '@hangar/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { requireMember, type MemberContext } from '../workspaces/workspaces.access';

export const OWNER_ONLY = 'Only the owner of the workspace can manage its billing';

/** Billing is for the current workspace's owner only (SPEC.md section 6), else 403. */
export async function requireBillingOwner(request: FastifyRequest): Promise<MemberContext> {
  const context = await requireMember(request);
  if (!canManageBilling(context.member.role)) throw HttpError.forbidden(OWNER_ONLY);
  return context;
}
