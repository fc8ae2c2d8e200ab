import { randomBytes } from 'node:crypto';
import { demoAbilities, type DemoAction, type WorkspaceRole } from '@hangar/domain';
import type { Actor } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { authorize } from '../shared/authorize';
import type { AdminDeps } from './admin.deps';
import { startTrial, type TrialOptions } from '../billing/billing.service';
import { findUserById, insertUser } from '../account/account.service';
import { findUserByEmail } from '../auth/auth.service';
import { findMember } from '../workspaces/workspaces.access';
import { issueInvite, sendInvitations } from '../workspaces/workspaces-team.service';
import {
  findWorkspace,
  insertMember,
  insertWorkspace,
  updateWorkspace,
} from '../workspaces/workspaces.service';
import { copyWorkspaceContent } from './admin-template-copy';

const DEMO_NOT_ALLOWED = 'Only admins of the template workspace can create demo workspaces';

/** The template workspace set by configuration, and the caller's role in it if they joined it. */
async function templateOf(
  deps: AdminDeps,
  actor: Actor,
): Promise<{ id: number | null; role: WorkspaceRole | null }> {
  const id = deps.config.billing.templateWorkspaceId;
  if (id === null) return { id, role: null };
  const member = await findMember(deps.db, id, actor.userId);
  return { id, role: member && !member.pendingInvite ? member.role : null };
}

/** Admins (and owners) of the template workspace set by configuration; nobody else. */
export async function canCreateDemo(deps: AdminDeps, actor: Actor): Promise<boolean> {
  const template = await templateOf(deps, actor);
  return demoAbilities({ templateRole: template.role }).createWorkspace;
}

/** The template workspace's id, for whoever may do `action`; 403 for anyone else. */
async function requireDemoAdmin(deps: AdminDeps, actor: Actor, action: DemoAction) {
  const template = await templateOf(deps, actor);
  authorize(demoAbilities, { templateRole: template.role }, action, { right: DEMO_NOT_ALLOWED });
  if (template.id === null) throw new Error('a demo admin without a template workspace');
  return template.id;
}

/**
 * POST /admin/workspaces/demo: a new workspace with a copy of the template's content, whose
 * owner is invited by e-mail.
 */
export async function createDemoWorkspace(
  deps: AdminDeps,
  actor: Actor,
  input: { name: string; owner_email: string; email_domain?: string | null },
): Promise<number> {
  const templateId = await requireDemoAdmin(deps, actor, 'createWorkspace');
  const { workspaceId, mail } = await deps.db.transaction(async (tx) => {
    const workspace = await insertWorkspace(tx, {
      name: input.name.trim(),
      sseChannelId: randomBytes(16).toString('hex'),
    });
    if (input.email_domain)
      await updateWorkspace(tx, workspace.id, { emailDomain: input.email_domain });
    await copyWorkspaceContent(tx, templateId, workspace.id);
    const owner =
      (await findUserByEmail(tx, input.owner_email)) ??
      (await insertUser(tx, { email: input.owner_email, fullname: '', passwordHash: null }));
    if (!owner) throw new Error('could not create the demo owner');
    await insertMember(tx, {
      workspaceId: workspace.id,
      userId: owner.id,
      role: 'OWNER',
      pendingInvite: true,
    });
    const invite = await issueInvite(tx, {
      workspaceId: workspace.id,
      userId: owner.id,
      email: owner.email,
      invitedBy: actor.userId,
    });
    return { workspaceId: workspace.id, mail: invite };
  });
  const inviter = await findUserById(deps.db, actor.userId);
  await sendInvitations(deps, [mail], {
    inviter: inviter?.fullname || 'Hangar',
    workspace: input.name.trim(),
    onboarding: true,
  });
  return workspaceId;
}

/** POST /admin/billing/trial: a long trial for a demo workspace (PREMIUM, monthly, 10 seats, 365 days). */
export async function grantTrial(
  deps: AdminDeps,
  actor: Actor,
  input: {
    workspace_id: number;
    customer_email: string;
    plan: TrialOptions['plan'];
    cycle: TrialOptions['cycle'];
    nb_seats: number;
    trial_days: number;
  },
): Promise<void> {
  await requireDemoAdmin(deps, actor, 'grantTrial');
  if (!(await findWorkspace(deps.db, input.workspace_id)))
    throw HttpError.notFound('Workspace not found');
  await startTrial(deps, input.workspace_id, {
    plan: input.plan,
    cycle: input.cycle,
    seats: input.nb_seats,
    days: input.trial_days,
    customerEmail: input.customer_email,
  });
}
