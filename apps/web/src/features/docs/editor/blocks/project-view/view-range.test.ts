import { describe, expect, it } from 'vitest';
import { plannedIn, viewAttrs, viewRange, viewTitle } from './view-range';

const TODAY = '2026-12-06';

describe('a live view of the project', () => {
  it('reads its attributes safely, whatever a co-editor or an import left', () => {
    expect(viewAttrs({ view: 'calendar', limit: 'many', from: 3, to: null })).toEqual({
      view: 'logs',
      limit: 5,
      from: null,
      to: null,
    });
    expect(
      viewAttrs({ view: 'planning', limit: 50, from: '2026-12-01', to: '2026-12-31' }),
    ).toEqual({ view: 'planning', limit: 20, from: '2026-12-01', to: '2026-12-31' });
  });

  it('shows today and the next 30 days unless told, and names its range in its title', () => {
    expect(viewRange({ from: null, to: null }, TODAY)).toEqual({
      from: '2026-12-06',
      to: '2027-01-05',
    });
    expect(viewRange({ from: '2027-02-01', to: null }, TODAY)).toEqual({
      from: '2027-02-01',
      to: '2027-03-03',
    });
    expect(viewRange({ from: null, to: '2026-11-30' }, TODAY)).toEqual({
      from: '2026-10-31',
      to: '2026-11-30',
    });
    const december = { view: 'planning', limit: 5, from: '2026-12-01', to: '2026-12-31' } as const;
    expect(viewTitle(december, TODAY)).toBe('Planning: 1 Dec – 31 Dec 2026');
    expect(viewTitle({ ...december, view: 'logs' }, TODAY)).toBe('Latest logs');
    expect(viewTitle({ ...december, view: 'links' }, TODAY)).toBe('Important links');
  });

  it('lists the phases and milestones that meet the range, in date order', () => {
    const planning = {
      phases: [
        {
          id: 'p1',
          name: 'Build',
          start: '2026-11-01',
          end: '2026-12-02',
          color: 'blue' as const,
          progress: 40,
          links: [],
        },
        {
          id: 'p2',
          name: 'Test',
          start: '2027-01-10',
          end: '2027-02-01',
          color: 'teal' as const,
          progress: 0,
          links: [],
        },
      ],
      milestones: [
        { id: 'm1', name: 'Launch', date: '2026-12-20', color: 'red' as const, links: [] },
        { id: 'm2', name: 'Kickoff', date: '2026-10-01', color: 'gray' as const, links: [] },
      ],
    };
    const names = plannedIn(planning, { from: '2026-12-01', to: '2026-12-31' }).map(
      (item) => `${item.kind} ${item.name}`,
    );
    expect(names).toEqual(['phase Build', 'milestone Launch']);
    expect(plannedIn(null, { from: '2026-12-01', to: '2026-12-31' })).toEqual([]);
  });
});
