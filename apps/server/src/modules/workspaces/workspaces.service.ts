import { randomBytes } from 'node:crypto';
import type {
  PersonalSettingsInput,
  PersonalWorkspaceEntry,
  UpdateWorkspaceInput,
  Workspace,
} from '@hangar/contracts';
import {
  canDeleteWorkspace,
  canEditWorkspaceSettings,
  countsAsOwner,
  keepsAnOwner,
} from '@hangar/domain';
import type { Actor } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { deleteTeamMemberships } from '../groups/groups.repository';
import { isImageContentType, UNSUPPORTED_FILE } from '../uploads/file-types';
import { findUpload } from '../uploads/uploads.repository';
import { lockedMember, type MemberContext } from './workspaces.access';
import { publishMembershipChanged, publishWorkspaceChanged } from './workspaces.events';
import type { WorkspaceDeletionHook, WorkspacesDeps } from './workspaces.deps';
import type { EventSource } from '../../events/types';
import { presentEntry, presentWorkspace } from './workspaces.presenter';
import {
  countMembers,
  countOwners,
  deleteMember,
  deleteWorkspace,
  findWorkspace,
  insertMember,
  insertWorkspace,
  listUserMemberships,
  updateMember,
  updateWorkspace,
} from './workspaces.repository';

/** A new workspace, owned by its creator. */
export async function createWorkspace(deps: WorkspacesDeps, actor: Actor, name: string) {
  const workspace = await deps.db.transaction(async (tx) => {
    const row = await insertWorkspace(tx, {
      name: name.trim(),
      sseChannelId: randomBytes(16).toString('hex'),
    });
    await insertMember(tx, {
      workspaceId: row.id,
      userId: actor.userId,
      role: 'OWNER',
      pendingInvite: false,
    });
    return row;
  });
  await publishMembershipChanged(
    deps.bus,
    { workspaceId: workspace.id, userId: actor.userId, action: 'joined', role: 'OWNER' },
    null,
  );
  return workspace.id;
}

/** The caller's workspaces: the current one (of the header) first, then by name. */
export async function listWorkspaces(
  deps: WorkspacesDeps,
  actor: Actor,
  currentId: number | null,
): Promise<PersonalWorkspaceEntry[]> {
  const rows = await listUserMemberships(deps.db, actor.userId);
  const ordered = [
    ...rows.filter((row) => row.workspace.id === currentId),
    ...rows.filter((row) => row.workspace.id !== currentId),
  ];
  return Promise.all(ordered.map((row) => presentEntry(deps.db, row.workspace, row.member)));
}

export async function currentWorkspace(
  deps: WorkspacesDeps,
  context: MemberContext,
): Promise<Workspace> {
  const workspace = await findWorkspace(deps.db, context.workspaceId);
  if (!workspace) throw HttpError.notFound('Workspace not found');
  return presentWorkspace(deps.db, workspace, context.member);
}

export async function editWorkspace(
  deps: WorkspacesDeps,
  context: MemberContext,
  input: UpdateWorkspaceInput,
  source: EventSource,
): Promise<Workspace> {
  if (!canEditWorkspaceSettings(context.member.role)) {
    throw HttpError.forbidden('Only admins and owners can change the workspace settings');
  }
  if (input.logo) {
    const upload = await findUpload(deps.db, input.logo);
    if (!upload || upload.userId !== context.actor.userId) {
      throw HttpError.validation([{ loc: ['body', 'logo'], msg: 'Unknown file' }]);
    }
    if (!isImageContentType(upload.contentType)) {
      throw HttpError.validation([{ loc: ['body', 'logo'], msg: UNSUPPORTED_FILE }]);
    }
  }
  const workspace = await updateWorkspace(deps.db, context.workspaceId, {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.logo !== undefined ? { logo: input.logo } : {}),
    ...(input.email_domain !== undefined ? { emailDomain: input.email_domain } : {}),
  });
  await publishWorkspaceChanged(deps.bus, workspace.id, 'updated', source);
  return presentWorkspace(deps.db, workspace, context.member);
}

export async function editPersonalSettings(
  deps: WorkspacesDeps,
  context: MemberContext,
  input: PersonalSettingsInput,
  source: EventSource,
): Promise<PersonalWorkspaceEntry> {
  const member = await updateMember(deps.db, context.workspaceId, context.actor.userId, {
    ...(input.job_title !== undefined ? { jobTitle: input.job_title } : {}),
    ...(input.email_alert !== undefined ? { emailAlert: input.email_alert } : {}),
  });
  await publishMembershipChanged(
    deps.bus,
    {
      workspaceId: context.workspaceId,
      userId: member.userId,
      action: 'updated',
      role: member.role,
    },
    source,
  );
  const workspace = await findWorkspace(deps.db, context.workspaceId);
  if (!workspace) throw HttpError.notFound('Workspace not found');
  return presentEntry(deps.db, workspace, member);
}

export const LAST_OWNER =
  'A workspace must keep at least one owner. Make someone else an owner first.';

/** Leaves the workspace; the last owner cannot while others remain, nor the last member at all. */
export async function leaveWorkspace(
  deps: WorkspacesDeps,
  context: MemberContext,
  source: EventSource,
): Promise<void> {
  const { workspaceId, actor } = context;
  await deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, context);
    if ((await countMembers(tx, workspaceId)) <= 1) {
      throw HttpError.simple(409, 'You are the last member of this workspace: delete it instead.');
    }
    if (!keepsAnOwner(await countOwners(tx, workspaceId), countsAsOwner(member.role, false))) {
      throw HttpError.simple(409, LAST_OWNER);
    }
    await deleteMember(tx, workspaceId, actor.userId);
    await deleteTeamMemberships(tx, workspaceId, actor.userId);
  });
  await publishMembershipChanged(
    deps.bus,
    { workspaceId, userId: actor.userId, action: 'removed', role: null },
    source,
  );
}

export async function removeWorkspace(
  deps: WorkspacesDeps & { workspaceDeletionHooks: WorkspaceDeletionHook[] },
  context: MemberContext,
  source: EventSource,
): Promise<void> {
  if (!canDeleteWorkspace(context.member.role)) {
    throw HttpError.forbidden('Only owners can delete the workspace');
  }
  for (const hook of deps.workspaceDeletionHooks) await hook(context.workspaceId);
  await deleteWorkspace(deps.db, context.workspaceId);
  await publishWorkspaceChanged(deps.bus, context.workspaceId, 'deleted', source);
}
