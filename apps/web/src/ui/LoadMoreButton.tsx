import { Button } from '@mantine/core';
import type { InfiniteQueryObserverResult } from '@tanstack/react-query';
import { errorText } from '../features/docs/error-text';
import { toast } from './toast';

interface LoadMoreButtonProps {
  pages: Pick<InfiniteQueryObserverResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  /** The toast when the next page could not be loaded (unless the server says why). */
  failedText: string;
}

/** 'Load more' under a list read a page at a time, while more pages follow. */
export function LoadMoreButton({ pages, failedText }: LoadMoreButtonProps) {
  if (!pages.hasNextPage) return null;
  const loadMore = () =>
    void pages.fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) toast.error(errorText(result.error, failedText));
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
