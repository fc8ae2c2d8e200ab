import type { FullTextKind } from './full-text-results';

/**
 * The results page's kind filter for what the server finds, kept in the address as `kind=doc`
 * or `kind=log` (All: no parameter, every kind).
 */
export const KIND_PARAM = 'kind';

export const KIND_FILTERS: readonly { value: FullTextKind | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'doc', label: 'Documents' },
  { value: 'log', label: 'Logs' },
];

export function kindOfParam(value: string | null): FullTextKind | undefined {
  return value === 'doc' || value === 'log' ? value : undefined;
}
