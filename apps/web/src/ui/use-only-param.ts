import { useSearchParams } from 'react-router';

/**
 * A list page's filter, kept in its address (`?only=archived`): one of `filters`, or 'active'
 * (no parameter) while the address names none of them. A change replaces the current entry.
 */
export function useOnlyParam<Filter extends string>(filters: readonly Filter[]) {
  const [params, setParams] = useSearchParams();
  const filter = filters.find((value) => value === params.get('only')) ?? 'active';
  const setFilter = (value: Filter | 'active') =>
    setParams(value === 'active' ? {} : { only: value }, { replace: true });
  return [filter, setFilter] as const;
}
