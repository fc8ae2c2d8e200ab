import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { groupEndpoints } from '@hangar/contracts/endpoints/groups';
import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import type { GroupName } from '@hangar/contracts/groups';
import type { Project } from '@hangar/contracts/projects';
import type { Me } from '@hangar/contracts/account';
import type {
  PersonalWorkspaceEntry,
  Workspace,
  WorkspaceTeamUser,
} from '@hangar/contracts/workspaces';
import { workspaceAbilities } from '@hangar/domain/abilities/workspace';
import type { WorkspaceRole } from '@hangar/domain/roles';
import { createFakeApi, jsonResponse, type FakeApi, type FakeRequest } from './fake-api';
import { TEST_ME } from './session';

/** The billing of a workspace on the free plan, with no subscription and no alert. */
export function testBilling(overrides: Partial<Workspace['billing']> = {}): Workspace['billing'] {
  return {
    plan: 'FREE',
    nb_seats: 1,
    nb_members: 1,
    nb_pending_invites: 0,
    is_active: false,
    is_canceled: false,
    is_trial_available: true,
    cycle: null,
    provider_sub_id: null,
    expiry_error: false,
    overseat_error: false,
    payment_error: false,
    ...overrides,
  };
}

/**
 * A workspace as GET /workspaces/c answers it; the caller's role is OWNER unless said, and their
 * abilities those of their role unless said.
 */
export function testWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  const role = overrides.role ?? 'OWNER';
  return {
    id: 7,
    name: 'Acme',
    logo: null,
    email_domain: null,
    sse_channel_id: 'channel-7',
    billing: testBilling(),
    can_add_groups: true,
    can_add_docs: true,
    can_add_logs: true,
    role,
    abilities: workspaceAbilities({ role }),
    job_title: '',
    ...overrides,
  };
}

/** An entry of GET /workspaces. */
export function testEntry(
  overrides: Partial<Workspace> = {},
  entry: Partial<Omit<PersonalWorkspaceEntry, 'workspace'>> = {},
): PersonalWorkspaceEntry {
  const workspace = testWorkspace(overrides);
  return {
    workspace,
    role: workspace.role,
    job_title: workspace.job_title,
    email_alert: true,
    pending_invite: false,
    ...entry,
  };
}

/** A row of GET /workspaces/c/team. */
export function testTeamUser(
  id: number,
  role: WorkspaceRole,
  overrides: Partial<Omit<WorkspaceTeamUser, 'user'>> & { fullname?: string; email?: string } = {},
): WorkspaceTeamUser {
  const { fullname = `Person ${id}`, email = `person${id}@example.com`, ...rest } = overrides;
  return {
    user: { id, email, fullname, avatar: null, initial: fullname.charAt(0) || email.charAt(0) },
    role,
    job_title: '',
    pending_invite: false,
    ...rest,
  };
}

interface WorkspaceApiOptions {
  /** Other entries of GET /workspaces besides the workspace's own. */
  otherEntries?: PersonalWorkspaceEntry[];
  team?: WorkspaceTeamUser[];
  groups?: GroupName[];
  projects?: Project[];
  me?: Me;
}

/**
 * A fake API where the signed-in user (TEST_ME) belongs to `workspace` with its role: the
 * profile, the workspaces, the workspace, its team, group names and latest projects answer.
 */
export function workspaceApi(workspace: Workspace, options: WorkspaceApiOptions = {}): FakeApi {
  const entries = [testEntry(workspace), ...(options.otherEntries ?? [])];
  return createFakeApi()
    .on(accountEndpoints.read, options.me ?? TEST_ME)
    .on(workspaceEndpoints.list, entries)
    .on(workspaceEndpoints.read, (request: FakeRequest) => {
      const id = Number(request.headers.get('x-workspace-id'));
      const found = entries.find((entry) => entry.workspace.id === id && !entry.pending_invite);
      return found
        ? jsonResponse(found.workspace)
        : jsonResponse({ detail: 'Workspace not found' }, 404);
    })
    .on(workspaceEndpoints.team, options.team ?? [testTeamUser(TEST_ME.id, workspace.role)])
    .on(groupEndpoints.names, options.groups ?? [])
    .on(projectEndpoints.list, options.projects ?? []);
}
