import { EDITED_PERIODS, type EditedPeriod } from './edited-period';

/**
 * The results page's filters, kept in the address so it can be shared: `group`, `project` and
 * `author` (ids) and `edited` (a period). A missing or malformed parameter means no filter.
 */
export interface SearchFilters {
  group?: number;
  project?: number;
  author?: number;
  edited?: EditedPeriod;
}

/** A filter's name is its parameter in the address. */
type SearchFilterName = keyof SearchFilters;

/** New values of some filters, as the address writes them (undefined removes one). */
export type SearchFilterChanges = Partial<Record<SearchFilterName, string | undefined>>;

/** A positive integer written plainly ('12', not '012', '1e3' or '-4'), or nothing. */
function idOfParam(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d*$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

export function editedOfParam(value: string | null): EditedPeriod | undefined {
  return EDITED_PERIODS.find((period) => period === value);
}

export function searchFiltersOf(params: URLSearchParams): SearchFilters {
  return {
    group: idOfParam(params.get('group')),
    project: idOfParam(params.get('project')),
    author: idOfParam(params.get('author')),
    edited: editedOfParam(params.get('edited')),
  };
}

/** Some filter is set: only the server can apply it, so only its results show. */
export function hasSearchFilters(filters: SearchFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}
