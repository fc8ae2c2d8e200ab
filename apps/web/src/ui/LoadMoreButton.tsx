import { Button } from '@mantine/core';
import type { InfiniteQueryObserverResult } from '@tanstack/react-query';

interface LoadMoreButtonProps {
  pages: Pick<InfiniteQueryObserverResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  /** Told when the next page could not be loaded. */
  onFailed: (error: unknown) => void;
}

/** 'Load more' under a list read a page at a time, while more pages follow. */
export function LoadMoreButton({ pages, onFailed }: LoadMoreButtonProps) {
  if (!pages.hasNextPage) return null;
  const loadMore = () =>
    void pages.fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) onFailed(result.error);
    });
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={loadMore}
      loading={pages.isFetchingNextPage}
      style={{ alignSelf: 'center' }}
    >
      Load more
    </Button>
  );
}
