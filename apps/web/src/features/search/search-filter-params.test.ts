import { describe, expect, it } from 'vitest';
import { updatedAfterOf } from './edited-period';
import { hasSearchFilters, searchFiltersOf } from './search-filter-params';

const filtersOf = (search: string) => searchFiltersOf(new URLSearchParams(search));

describe('the results page filters in the address', () => {
  it('reads a group, a project, an author and a period', () => {
    expect(filtersOf('q=countdown&group=4&project=31&author=3&edited=week')).toEqual({
      group: 4,
      project: 31,
      author: 3,
      edited: 'week',
    });
    expect(filtersOf('edited=day').edited).toBe('day');
    expect(filtersOf('edited=month').edited).toBe('month');
    expect(filtersOf('edited=year').edited).toBe('year');
  });

  it('ignores what is not an id or a period it knows', () => {
    const ignored = filtersOf('group=0&project=-3&author=abc&edited=forever&kind=doc&q=countdown');
    expect(ignored).toEqual({});
    expect(hasSearchFilters(ignored)).toBe(false);
    for (const id of ['', ' 4', '4.5', '1e3', '012', '0x1f', '99999999999999999999']) {
      expect(filtersOf(`author=${encodeURIComponent(id)}`).author).toBeUndefined();
    }
    expect(filtersOf('edited=Week&edited=week').edited).toBeUndefined();
  });

  it('counts a filter as set when any one is', () => {
    expect(hasSearchFilters(filtersOf('q=countdown'))).toBe(false);
    expect(hasSearchFilters(filtersOf('project=31'))).toBe(true);
    expect(hasSearchFilters(filtersOf('edited=year'))).toBe(true);
  });
});

describe('when edited', () => {
  const now = Date.parse('2030-03-15T10:42:37.512Z');

  it('reaches back from now by the period, rounded down to the minute', () => {
    expect(updatedAfterOf('day', now)).toBe('2030-03-14T10:42:00.000Z');
    expect(updatedAfterOf('week', now)).toBe('2030-03-08T10:42:00.000Z');
    expect(updatedAfterOf('month', now)).toBe('2030-02-13T10:42:00.000Z');
    expect(updatedAfterOf('year', now)).toBe('2029-03-15T10:42:00.000Z');
  });

  it('asks the same within the minute', () => {
    expect(updatedAfterOf('week', now + 20_000)).toBe(updatedAfterOf('week', now));
  });
});
