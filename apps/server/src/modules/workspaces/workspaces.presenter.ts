import type {
  PersonalWorkspaceEntry,
  TeamUserProfile,
  Workspace,
  WorkspaceTeamUser,
} from '@hangar/contracts';
import { canAddMore, initials, workspaceAbilities } from '@hangar/domain';
import type { Database } from '../../db/client';
import { workspaceBilling } from './workspaces-billing';
import { mediaPath } from '../account/account.service';
import type { WorkspaceState } from './workspaces-state';
import type { MemberRow, UserRow } from './workspaces.repository';

export async function presentWorkspace(
  db: Database,
  { workspace, usage: { items, team }, billing }: WorkspaceState,
  member: MemberRow,
): Promise<Workspace> {
  return {
    id: workspace.id,
    name: workspace.name,
    logo: mediaPath(workspace.logo),
    email_domain: workspace.emailDomain,
    sse_channel_id: workspace.sseChannelId,
    billing: await workspaceBilling(db, workspace, team, billing),
    can_add_groups: canAddMore(workspace.plan, 'groups', items.groups),
    can_add_docs: canAddMore(workspace.plan, 'docs', items.docs),
    can_add_logs: canAddMore(workspace.plan, 'logs', items.logs),
    role: member.role,
    abilities: workspaceAbilities({ role: member.role }),
    job_title: member.jobTitle,
  };
}

export async function presentEntry(
  db: Database,
  state: WorkspaceState,
  member: MemberRow,
): Promise<PersonalWorkspaceEntry> {
  return {
    workspace: await presentWorkspace(db, state, member),
    role: member.role,
    job_title: member.jobTitle,
    email_alert: member.emailAlert,
    pending_invite: member.pendingInvite,
  };
}

/** A person as their teammates see them. */
export function presentUserProfile(
  user: Pick<UserRow, 'id' | 'email' | 'fullname' | 'avatar'>,
): TeamUserProfile {
  return {
    id: user.id,
    email: user.email,
    fullname: user.fullname,
    avatar: mediaPath(user.avatar),
    initial: user.fullname ? initials(user.fullname) : (user.email[0] ?? '?').toUpperCase(),
  };
}

export function presentTeamUser(user: UserRow, member: MemberRow): WorkspaceTeamUser {
  return {
    user: presentUserProfile(user),
    role: member.role,
    job_title: member.jobTitle,
    pending_invite: member.pendingInvite,
  };
}
