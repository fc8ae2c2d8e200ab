import { randomBytes } from 'node:crypto';
import type {
  PersonalSettingsInput,
  PersonalWorkspaceEntry,
  UpdateWorkspaceInput,
  Workspace,
} from '@hangar/contracts';
import {
  countsAsOwner,
  hasItemLimits,
  keepsAnOwner,
  planLimitAbilities,
  type LimitedItem,
} from '@hangar/domain';
import type { Database } from '../../db/client';
import type { Actor } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { authorize, authorizeInWorkspace } from '../shared/authorize';
import { isImageContentType, UNSUPPORTED_FILE } from '../uploads/uploads-file-types.service';
import { findUpload } from '../uploads/uploads.service';
import { lockedMember, type MemberCall } from './workspaces.access';
import { publishMembershipChanged, publishWorkspaceChanged } from './workspaces.events';
import type { WorkspaceDeletionHook, WorkspacesDeps } from './workspaces.deps';
import { findWorkspaceState, type WorkspaceState } from './workspaces-state';
import { presentEntry, presentWorkspace } from './workspaces.presenter';
import {
  countMembers,
  countOwners,
  deleteMember,
  deleteTeamMemberships,
  deleteWorkspace,
  findWorkspace,
  insertMember,
  insertWorkspace,
  listUserMemberships,
  updateMember,
  updateWorkspace,
} from './workspaces.repository';

export {
  countMembers,
  findWorkspace,
  insertMember,
  insertWorkspace,
  updateWorkspace,
} from './workspaces.repository';
export { presentUserProfile } from './workspaces.presenter';

/** Items of a kind the free plan limits, about to be created in a workspace. */
interface NewLimitedItems {
  item: LimitedItem;
  /** How many of them the workspace holds (locking them first when creations must take turns). */
  count: (db: Database, workspaceId: number) => Promise<number>;
  refusal: string;
  adding?: number;
}

/** Stops a workspace whose plan has no room for the new items; counts them only when it limits. */
export async function assertRoomFor(
  db: Database,
  workspaceId: number,
  { item, count, refusal, adding = 1 }: NewLimitedItems,
): Promise<void> {
  const workspace = await findWorkspace(db, workspaceId);
  if (!workspace) throw HttpError.notFound('Workspace not found');
  if (!hasItemLimits(workspace.plan)) return;
  const current = (await count(db, workspaceId)) + adding - 1;
  authorize(planLimitAbilities, { plan: workspace.plan, item, count: current }, 'add', {
    right: refusal,
  });
}

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
  return Promise.all(
    ordered.map(async (row) =>
      presentEntry(deps.db, await stateOf(deps, row.workspace.id), row.member),
    ),
  );
}

export async function currentWorkspace(
  deps: WorkspacesDeps,
  { caller }: MemberCall,
): Promise<Workspace> {
  return presentWorkspace(deps.db, await stateOf(deps, caller.workspaceId), caller.member);
}

async function stateOf(deps: WorkspacesDeps, workspaceId: number): Promise<WorkspaceState> {
  const state = await findWorkspaceState(deps.db, workspaceId);
  if (!state) throw HttpError.notFound('Workspace not found');
  return state;
}

export async function editWorkspace(
  deps: WorkspacesDeps,
  { caller, input }: MemberCall & { input: UpdateWorkspaceInput },
): Promise<Workspace> {
  authorizeInWorkspace(
    caller.member,
    'updateSettings',
    'Only admins and owners can change the workspace settings',
  );
  if (input.logo) {
    const upload = await findUpload(deps.db, input.logo);
    if (!upload || upload.userId !== caller.actor.userId) {
      throw HttpError.validation([{ loc: ['body', 'logo'], msg: 'Unknown file' }]);
    }
    if (!isImageContentType(upload.contentType)) {
      throw HttpError.validation([{ loc: ['body', 'logo'], msg: UNSUPPORTED_FILE }]);
    }
  }
  const workspace = await updateWorkspace(deps.db, caller.workspaceId, {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.logo !== undefined ? { logo: input.logo } : {}),
    ...(input.email_domain !== undefined ? { emailDomain: input.email_domain } : {}),
  });
  await publishWorkspaceChanged(deps.bus, workspace.id, 'updated', caller.source);
  return presentWorkspace(deps.db, await stateOf(deps, workspace.id), caller.member);
}

export async function editPersonalSettings(
  deps: WorkspacesDeps,
  { caller, input }: MemberCall & { input: PersonalSettingsInput },
): Promise<PersonalWorkspaceEntry> {
  const member = await updateMember(deps.db, caller.workspaceId, caller.actor.userId, {
    ...(input.job_title !== undefined ? { jobTitle: input.job_title } : {}),
    ...(input.email_alert !== undefined ? { emailAlert: input.email_alert } : {}),
  });
  await publishMembershipChanged(
    deps.bus,
    {
      workspaceId: caller.workspaceId,
      userId: member.userId,
      action: 'updated',
      role: member.role,
    },
    caller.source,
  );
  return presentEntry(deps.db, await stateOf(deps, caller.workspaceId), member);
}

export const LAST_OWNER =
  'A workspace must keep at least one owner. Make someone else an owner first.';

/** Leaves the workspace; the last owner cannot while others remain, nor the last member at all. */
export async function leaveWorkspace(deps: WorkspacesDeps, { caller }: MemberCall): Promise<void> {
  const { workspaceId, actor } = caller;
  await deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, caller);
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
    caller.source,
  );
}

export async function removeWorkspace(
  deps: WorkspacesDeps & { workspaceDeletionHooks: WorkspaceDeletionHook[] },
  { caller }: MemberCall,
): Promise<void> {
  authorizeInWorkspace(caller.member, 'delete', 'Only owners can delete the workspace');
  for (const hook of deps.workspaceDeletionHooks) await hook(caller.workspaceId);
  await deleteWorkspace(deps.db, caller.workspaceId);
  await publishWorkspaceChanged(deps.bus, caller.workspaceId, 'deleted', caller.source);
}
