import { Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorCard } from '../../../ui/ErrorCard';
import { SkeletonRows } from '../../../ui/SkeletonRows';
import { useTrashPages, type TrashFilters } from '../trash-queries';
import { EMPTY_TRASH, emptyTrashText, NO_TRASH_MATCH } from '../trash-text';
import { useTrashRetention } from '../use-trash-retention';
import { useTrashActions } from '../use-trash-actions';
import { TrashEntryRow } from './TrashEntryRow';
import classes from './Trash.module.css';
import { LoadMoreButton } from '../../../ui/LoadMoreButton';

interface TrashListProps {
  workspaceId: number;
  filters: TrashFilters;
}

/** The trash's entries, newest first, a page at a time, each to restore or delete forever. */
export function TrashList({ workspaceId, filters }: TrashListProps) {
  const pages = useTrashPages(workspaceId, filters);
  const actions = useTrashActions(workspaceId);
  const retention = useTrashRetention();
  const entries = pages.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Boolean(filters.q) || filters.projectId !== undefined;

  if (pages.isPending) {
    return <SkeletonRows height={88} rows={3} gap="xs" label="Loading the trash" />;
  }
  return (
    <Stack gap="xs">
      {pages.isError && !pages.isFetchNextPageError ? (
        <ErrorCard error={pages.error} onRetry={() => void pages.refetch()} />
      ) : null}
      {pages.isSuccess && entries.length === 0 ? (
        <EmptyState icon={<IconTrash size={22} />} title={filtered ? NO_TRASH_MATCH : EMPTY_TRASH}>
          {emptyTrashText(retention)}
        </EmptyState>
      ) : null}
      {entries.length > 0 ? (
        <ul className={classes.list} aria-label="Deleted items">
          {entries.map((entry) => (
            <TrashEntryRow
              key={entry.id}
              entry={entry}
              busy={actions.busyId === entry.id}
              onRestore={actions.restore}
              onDeleteForever={actions.deleteForever}
            />
          ))}
        </ul>
      ) : null}
      <LoadMoreButton pages={pages} failedText="More entries could not be loaded. Try again." />
    </Stack>
  );
}
