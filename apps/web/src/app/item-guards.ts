import { numericId } from '@hangar/contracts/http';
import { routes } from '@hangar/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs, type Params } from 'react-router';
import { groupQuery } from '../features/groups/queries';
import { projectQuery } from '../features/projects/queries';
import { workspaceAccessOf } from './workspace-guards';

export const MISSING_GROUP_ID = 'Missing group id';
export const MISSING_PROJECT_ID = 'Missing project id';

/** A group or project id of the address: digits only (SPEC.md section 5), else the 404 page. */
export function requireNumericId(value: string | undefined, missing: string): number {
  const parsed = value !== undefined && /^\d+$/.test(value) ? numericId.safeParse(value) : null;
  if (!parsed?.success) throw data({ detail: missing }, { status: 404 });
  return parsed.data;
}

/**
 * Loader of the group routes (`/group/{groupid}` and below): a numeric id, the workspace check,
 * then the group, loaded before the page. An id of another workspace, or one the user cannot
 * see, is the API's 404 (the not-found page); the page later reads the group from the cache.
 */
export function createRequireGroup(queryClient: QueryClient) {
  return createItemLoader(
    queryClient,
    (params) => requireNumericId(params.groupid, MISSING_GROUP_ID),
    (workspaceId, groupId) => queryClient.query(groupQuery(workspaceId, groupId)),
  );
}

/** Loader of the project routes (`/project/{projectid}` and below); see createRequireGroup. */
export function createRequireProject(queryClient: QueryClient) {
  return createItemLoader(
    queryClient,
    (params) => requireNumericId(params.projectid, MISSING_PROJECT_ID),
    (workspaceId, projectId) => queryClient.query(projectQuery(workspaceId, projectId)),
  );
}

/**
 * The loader of an item's routes: the item's ids read from the address (`idsOf` throws the 404
 * page for a wrong one), the workspace check, then the item `load` answers.
 */
export function createItemLoader<Ids, Item>(
  queryClient: QueryClient,
  idsOf: (params: Params) => Ids,
  load: (workspaceId: number, ids: Ids) => Promise<Item>,
) {
  const access = workspaceAccessOf(queryClient);
  return async (args: LoaderFunctionArgs): Promise<Item> => {
    const ids = idsOf(args.params);
    const { workspaceId } = await access(args);
    return load(workspaceId, ids);
  };
}

/** `/project/{projectid}` itself: a project opens on its Logs & Activity (SPEC.md section 4). */
export function redirectToProjectLogs({ params }: LoaderFunctionArgs): Response {
  return redirect(routes.projectPage(params.wsid ?? '', params.projectid ?? '', 'logs'));
}

/** Loader of /group/create: members and up create groups (SPEC.md section 6), else 403. */
export function createRequireGroupCreation(queryClient: QueryClient) {
  const access = workspaceAccessOf(queryClient);
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const { workspace } = await access(args);
    if (!workspace.abilities.createGroup) throw data(null, { status: 403 });
    return null;
  };
}
