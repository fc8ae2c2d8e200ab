import { numericId } from '@hangar/contracts/http';
import { routes } from '@hangar/contracts/routes';
import type { Workspace } from '@hangar/contracts/workspaces';
import { canSeeSettingsEntry, type SettingsEntryKey } from '@hangar/domain/abilities/workspace';
import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { setCurrentWorkspaceId } from '../api/client';
import {
  forgetLastWorkspace,
  lastUsedWorkspaceId,
  rememberLastWorkspace,
} from '../features/auth/session-store';
import {
  acceptedWorkspaces,
  workspaceQuery,
  workspacesQuery,
} from '../features/workspaces/queries';
import { createRequireSignedIn } from './guards';

export const WORKSPACE_NOT_FOUND = 'Workspace not found';

export interface WorkspaceAccess {
  workspaceId: number;
  workspace: Workspace;
}

/** A workspace id of the address: digits only (SPEC.md section 5), else null. */
export function parseWorkspaceId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const parsed = numericId.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The workspace every call is about from now on, and the one to come back to after sign-in. */
export function selectWorkspace(workspaceId: number): void {
  setCurrentWorkspaceId(workspaceId);
  rememberLastWorkspace(workspaceId);
}

/** The user's accepted workspaces; asked again when `wanted` is not among the cached ones. */
async function memberships(queryClient: QueryClient, wanted: number | null) {
  const cached = acceptedWorkspaces(await queryClient.query(workspacesQuery));
  if (wanted === null || cached.some((entry) => entry.workspace.id === wanted)) return cached;
  // The list may predate a workspace just created or joined: check before refusing.
  return acceptedWorkspaces(await queryClient.fetchQuery({ ...workspacesQuery, staleTime: 0 }));
}

/**
 * The check of every route under /workspace/{wsid} (SPEC.md section 5): signed in, a numeric id
 * among the user's accepted workspaces (else the 404 page), and a user with no workspace goes to
 * create one. The workspace becomes the current one; it is loaded (its abilities decide menus).
 * Loaders of one navigation run side by side: they share one check per request.
 */
export function createWorkspaceAccess(queryClient: QueryClient) {
  const requireSignedIn = createRequireSignedIn(queryClient);
  const checks = new WeakMap<Request, Promise<WorkspaceAccess>>();

  const check = async (args: LoaderFunctionArgs): Promise<WorkspaceAccess> => {
    await requireSignedIn(args);
    const workspaceId = parseWorkspaceId(args.params.wsid);
    const accepted = await memberships(queryClient, workspaceId);
    if (accepted.length === 0) throw redirect(routes.signupWorkspace({ onboarding: true }));
    if (workspaceId === null || !accepted.some((entry) => entry.workspace.id === workspaceId)) {
      if (workspaceId !== null) forgetLastWorkspace(workspaceId);
      throw data({ detail: WORKSPACE_NOT_FOUND }, { status: 404 });
    }
    selectWorkspace(workspaceId);
    return { workspaceId, workspace: await queryClient.query(workspaceQuery(workspaceId)) };
  };

  return (args: LoaderFunctionArgs): Promise<WorkspaceAccess> => {
    let running = checks.get(args.request);
    if (!running) {
      running = check(args);
      checks.set(args.request, running);
    }
    return running;
  };
}

const accessByClient = new WeakMap<QueryClient, ReturnType<typeof createWorkspaceAccess>>();

/** The workspace check of a query cache, shared by the loaders of the workspace routes. */
export function workspaceAccessOf(queryClient: QueryClient) {
  let access = accessByClient.get(queryClient);
  if (!access) {
    access = createWorkspaceAccess(queryClient);
    accessByClient.set(queryClient, access);
  }
  return access;
}

/** Loader of the workspace routes (`/workspace/{wsid}`), see createWorkspaceAccess. */
export function createRequireWorkspace(queryClient: QueryClient) {
  const access = workspaceAccessOf(queryClient);
  return async (args: LoaderFunctionArgs): Promise<null> => {
    await access(args);
    return null;
  };
}

/** Loader of a settings page: the ability its entry needs, else the 403 page (SPEC.md 2, 6). */
export function createRequireSettingsEntry(queryClient: QueryClient, entry: SettingsEntryKey) {
  const access = workspaceAccessOf(queryClient);
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const { workspace } = await access(args);
    if (!canSeeSettingsEntry(workspace.abilities, entry)) {
      throw data(null, { status: 403 });
    }
    return null;
  };
}

/**
 * Loader of the onboarding steps after the workspace (team, first group): they act on the
 * workspace the user used last, which creating one just made; without any, back to creating one.
 */
export function createRequireOnboardingWorkspace(queryClient: QueryClient) {
  const requireSignedIn = createRequireSignedIn(queryClient);
  return async (args: LoaderFunctionArgs): Promise<WorkspaceAccess> => {
    await requireSignedIn(args);
    const accepted = await memberships(queryClient, lastUsedWorkspaceId());
    const target =
      accepted.find((entry) => entry.workspace.id === lastUsedWorkspaceId()) ?? accepted[0];
    if (!target) throw redirect(routes.signupWorkspace({ onboarding: true }));
    selectWorkspace(target.workspace.id);
    const workspace = await queryClient.query(workspaceQuery(target.workspace.id));
    return { workspaceId: workspace.id, workspace };
  };
}

/**
 * Loader of the pages about all of the user's workspaces: signed in, the list fresh. The list
 * page sends a user with none to create one; the creation page welcomes them.
 */
export function createRequireWorkspaceList(
  queryClient: QueryClient,
  { allowNone }: { allowNone: boolean },
) {
  const requireSignedIn = createRequireSignedIn(queryClient);
  return async (args: LoaderFunctionArgs): Promise<null> => {
    await requireSignedIn(args);
    const entries = await queryClient.fetchQuery({ ...workspacesQuery, staleTime: 0 });
    if (!allowNone && entries.length === 0) {
      throw redirect(routes.signupWorkspace({ onboarding: true }));
    }
    return null;
  };
}
