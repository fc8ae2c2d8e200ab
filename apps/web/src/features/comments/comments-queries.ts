import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentThread } from '@hangar/contracts/comments';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback } from 'react';
import { docKeys } from '../docs/queries';
import { projectKeys } from '../projects/queries';
import { fetchMentionable, fetchThreads, type DocRef } from './comments-api';

/** How long the @ suggestion list waits for the typing to pause before it asks the server. */
const MENTION_SEARCH_DEBOUNCE_MS = 150;

/**
 * A doc's threads sit under the doc's key (its invalidations reach them); the people one may
 * mention under the project team's.
 */
export const commentKeys = {
  threads: ({ workspaceId, projectId, docId }: DocRef) =>
    [...docKeys.detail(workspaceId, projectId, docId), 'threads'] as const,
  mentionable: (workspaceId: number, projectId: number, q: string) =>
    [...projectKeys.team(workspaceId, projectId), 'mentionable', q] as const,
};

/** GET .../threads: the doc's threads, open and resolved, oldest first. */
export function useDocThreads(doc: DocRef) {
  return useQuery({
    queryKey: commentKeys.threads(doc),
    queryFn: ({ signal }) => fetchThreads(doc, signal),
  });
}

/** Changes the cached threads of a doc, then refetches them (the server's `detached` included). */
export function useUpdateCachedThreads(doc: DocRef) {
  const client = useQueryClient();
  const { workspaceId, projectId, docId } = doc;
  return useCallback(
    (change: (threads: CommentThread[]) => CommentThread[]) => {
      const key = commentKeys.threads({ workspaceId, projectId, docId });
      client.setQueryData<CommentThread[]>(key, (current) => change(current ?? []));
      void client.invalidateQueries({ queryKey: key });
    },
    [client, workspaceId, projectId, docId],
  );
}

/** GET /projects/{id}/mentionable?q=: who the @ list offers, while it is open. */
export function useMentionable(workspaceId: number, projectId: number, q: string | null) {
  const [debounced] = useDebouncedValue(q, MENTION_SEARCH_DEBOUNCE_MS);
  const search = (q === null ? null : debounced) ?? '';
  return useQuery({
    queryKey: commentKeys.mentionable(workspaceId, projectId, search),
    queryFn: ({ signal }) => fetchMentionable(workspaceId, projectId, search, signal),
    enabled: q !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
