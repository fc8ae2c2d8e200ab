import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorCard } from './ErrorCard';
import { PageLoader } from './PageLoader';

interface QueryStatesProps<Data> {
  query: UseQueryResult<Data>;
  /** What the loader tells assistive technology, e.g. "Loading passkeys". */
  loadingLabel: string;
  children: (data: Data) => ReactNode;
}

/** A query's three states: a loader while it loads, its error with Retry, else its data. */
export function QueryStates<Data>({ query, loadingLabel, children }: QueryStatesProps<Data>) {
  if (query.isPending) return <PageLoader label={loadingLabel} />;
  if (query.isError) return <ErrorCard error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
