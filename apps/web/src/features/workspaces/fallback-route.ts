import { routes } from '@hangar/contracts/routes';
import type { PersonalWorkspaceEntry } from '@hangar/contracts/workspaces';
import type { QueryClient } from '@tanstack/react-query';
import { lastUsedWorkspaceId } from '../auth/session-store';
import { acceptedWorkspaces, workspacesQuery } from './queries';

/**
 * Where a signed-in user belongs when nothing else says (after sign-in, when they open sign-in):
 * the workspace they used last if they still belong to it, else their first workspace, else
 * the creation of one (SPEC.md section 5). Invitations not accepted yet do not count.
 */
export function fallbackRouteFor(
  entries: readonly PersonalWorkspaceEntry[],
  lastWorkspaceId: number | null,
): string {
  const accepted = acceptedWorkspaces(entries);
  const target = accepted.find((entry) => entry.workspace.id === lastWorkspaceId) ?? accepted[0];
  return target
    ? routes.workspace(target.workspace.id)
    : routes.signupWorkspace({ onboarding: true });
}

/** The fallback route of the signed-in user, from a fresh list of their workspaces. */
export async function fallbackRoute(queryClient: QueryClient): Promise<string> {
  const entries = await queryClient.fetchQuery({ ...workspacesQuery, staleTime: 0 });
  return fallbackRouteFor(entries, lastUsedWorkspaceId());
}

/**
 * Where someone who just created their account through an invitation goes: the workspace the
 * invitation joined them to (a new account belongs to no other), welcomed with fromInvite=1.
 * When the invitation no longer worked, the account still exists: the fallback route, then.
 */
export async function routeAfterInvitedSignup(queryClient: QueryClient): Promise<string> {
  const entries = await queryClient.fetchQuery({ ...workspacesQuery, staleTime: 0 });
  const joined = acceptedWorkspaces(entries)[0];
  return joined
    ? routes.workspace(joined.workspace.id, { fromInvite: true })
    : fallbackRouteFor(entries, null);
}
