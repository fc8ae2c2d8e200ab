import { workspaceSsoEndpoints } from '@hangar/contracts/endpoints/workspace-sso';
import type {
  WorkspaceSsoConnectionInput,
  WorkspaceSsoProviderAnswer,
  WorkspaceSsoProviderInput,
  WorkspaceSsoTestResult,
} from '@hangar/contracts/workspace-sso';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../api/endpoint-call';
import { workspaceKeys } from '../workspaces/queries';

const workspaceSsoKey = (workspaceId: number) => [
  ...workspaceKeys.one(workspaceId),
  'sso-provider',
];

/** GET /workspaces/c/sso-provider: the workspace's own provider, or null. */
export function workspaceSsoQuery(workspaceId: number) {
  return queryOptions({
    queryKey: workspaceSsoKey(workspaceId),
    queryFn: ({ signal }) => callEndpoint(workspaceSsoEndpoints.read, { signal, workspaceId }),
  });
}

/**
 * Keeps the provider's new state; the sign-in rules reload, as they name the workspace's
 * provider once its domain is verified (the key is SignInRulesSection's).
 */
export function setWorkspaceSso(
  queryClient: QueryClient,
  workspaceId: number,
  answer: WorkspaceSsoProviderAnswer,
): void {
  queryClient.setQueryData(workspaceSsoKey(workspaceId), answer);
  void queryClient.invalidateQueries({
    queryKey: [...workspaceKeys.one(workspaceId), 'sign-in-rules'],
  });
}

export function saveWorkspaceSso(
  workspaceId: number,
  body: WorkspaceSsoProviderInput,
): Promise<WorkspaceSsoProviderAnswer> {
  return callEndpoint(workspaceSsoEndpoints.update, { body, workspaceId });
}

export function removeWorkspaceSso(workspaceId: number): Promise<WorkspaceSsoProviderAnswer> {
  return callEndpoint(workspaceSsoEndpoints.remove, { workspaceId });
}

/** "Test connection": the provider's discovery with these values, saved or not. */
export function testWorkspaceSso(
  workspaceId: number,
  body: WorkspaceSsoConnectionInput,
): Promise<WorkspaceSsoTestResult> {
  return callEndpoint(workspaceSsoEndpoints.test, { body, workspaceId });
}

/** Looks the domain's TXT record up now (422 while it is not there). */
export function verifyWorkspaceSsoDomain(workspaceId: number): Promise<WorkspaceSsoProviderAnswer> {
  return callEndpoint(workspaceSsoEndpoints.verifyDomain, { workspaceId });
}
