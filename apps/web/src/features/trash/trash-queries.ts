import { TRASH_PAGE, type TrashPage } from '@hangar/contracts/trash';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { keyedInvalidation } from '../../api/keyed-query';
import { fetchTrashPage } from './trash-api';

/** What the trash page shows: the words searched and the project chosen, if any. */
export interface TrashFilters {
  q?: string;
  projectId?: number;
}

/** A workspace's trash sits under ['workspaces', id, 'trash']. */
const trashKeys = {
  all: (workspaceId: number) => ['workspaces', workspaceId, 'trash'] as const,
  pages: (workspaceId: number, filters: TrashFilters) =>
    [...trashKeys.all(workspaceId), filters.projectId ?? null, filters.q ?? ''] as const,
};

/** A full page may have more behind it: the next one starts before its last entry. */
function nextTrashPageParam(page: TrashPage): number | undefined {
  return page.entries.length >= TRASH_PAGE ? page.entries.at(-1)?.id : undefined;
}

/** The trash's entries, newest first, page after page. */
export function useTrashPages(workspaceId: number, filters: TrashFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: trashKeys.pages(workspaceId, filters),
      queryFn: ({ pageParam, signal }) =>
        fetchTrashPage(
          workspaceId,
          {
            q: filters.q || undefined,
            project_id: filters.projectId?.toString(),
            before: pageParam?.toString(),
          },
          signal,
        ),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: nextTrashPageParam,
      // Opening the trash always shows it as it is now.
      staleTime: 0,
    }),
  );
}

/** Something went into the trash, came back or was purged: its pages reload. */
export const refreshTrash = keyedInvalidation(trashKeys.all);
