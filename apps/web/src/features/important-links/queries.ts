import type { ImportantLinks } from '@hangar/contracts/important-links';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchImportantLinks } from './important-links-api';
import { keyedInvalidation, keyedQuery } from '../../api/keyed-query';

/** A project's important links sit under ['workspaces', id, 'important-links', projectId]. */
const linkKeys = {
  project: (workspaceId: number, projectId: number) =>
    ['workspaces', workspaceId, 'important-links', projectId] as const,
};

export const importantLinksQuery = keyedQuery(linkKeys.project, fetchImportantLinks);

export function useImportantLinks(workspaceId: number, projectId: number) {
  return useQuery(importantLinksQuery(workspaceId, projectId));
}

/** Every call answers the whole list: it replaces the cached one. */
export function setCachedLinks(
  queryClient: QueryClient,
  workspaceId: number,
  projectId: number,
  links: ImportantLinks,
) {
  queryClient.setQueryData(linkKeys.project(workspaceId, projectId), links);
}

export const invalidateProjectLinks = keyedInvalidation(linkKeys.project);
