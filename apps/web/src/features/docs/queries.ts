import type { Doc, DocNode } from '@hangar/contracts/docs';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { fetchDoc, fetchDocTree, fetchTemplates, type DocFilter } from './docs-api';
import { idParam, useRouteId } from '../../api/live-screen';
import { keyedInvalidation, keyedQuery } from '../../api/keyed-query';

/** Everything about the docs of a workspace sits under ['workspaces', id, 'docs']. */
export const docKeys = {
  all: (workspaceId: number) => ['workspaces', workspaceId, 'docs'] as const,
  project: (workspaceId: number, projectId: number) =>
    ['workspaces', workspaceId, 'docs', 'project', projectId] as const,
  tree: (workspaceId: number, projectId: number, only: DocFilter) =>
    ['workspaces', workspaceId, 'docs', 'project', projectId, 'tree', only] as const,
  detail: (workspaceId: number, projectId: number, docId: number) =>
    ['workspaces', workspaceId, 'docs', 'project', projectId, 'detail', docId] as const,
  templates: (workspaceId: number) => ['workspaces', workspaceId, 'docs', 'templates'] as const,
};

/** GET /projects/{id}/docs?only=: the project's tree, active or archived. */
export const docTreeQuery = keyedQuery(docKeys.tree, fetchDocTree);

/** GET /projects/{id}/docs/{docId}: the doc, its flags, the user's right and its saved content. */
export const docQuery = keyedQuery(docKeys.detail, fetchDoc);

export const templatesQuery = keyedQuery(docKeys.templates, fetchTemplates);

export function useDocTree(workspaceId: number, projectId: number, only: DocFilter) {
  return useQuery(docTreeQuery(workspaceId, projectId, only));
}

export function useDoc(workspaceId: number, projectId: number, docId: number): Doc | undefined {
  return useQuery(docQuery(workspaceId, projectId, docId)).data;
}

/** The doc id of the route (`.../doc/:docid`), which its loader checked; null elsewhere. */
export function useDocIdParam(): number | null {
  return idParam(useParams().docid);
}

export function useDocId(): number {
  return useRouteId('docid');
}

/** A doc changed here or elsewhere: its project's trees and the doc reload (those on screen). */
export const invalidateProjectDocs = keyedInvalidation(docKeys.project);

/** Replaces the cached active tree (the server answered a move with it). */
export function setCachedActiveTree(
  queryClient: QueryClient,
  workspaceId: number,
  projectId: number,
  tree: DocNode[],
) {
  queryClient.setQueryData(docKeys.tree(workspaceId, projectId, 'active'), tree);
}
