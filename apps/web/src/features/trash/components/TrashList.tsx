import { Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorCard } from '../../../ui/ErrorCard';
import { SkeletonRows } from '../../../ui/SkeletonRows';
import { toast } from '../../../ui/toast';
import { errorText } from '../../docs/error-text';
import { useTrashPages, type TrashFilters } from '../trash-queries';
import { EMPTY_TRASH, EMPTY_TRASH_TEXT, NO_TRASH_MATCH } from '../trash-text';
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
          {EMPTY_TRASH_TEXT}
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
      <LoadMoreButton
        pages={pages}
        onFailed={(error) =>
          toast.error(errorText(error, 'More entries could not be loaded. Try again.'))
        }
      />
    </Stack>
  );
}
