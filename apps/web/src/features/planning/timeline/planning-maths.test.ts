import type { Planning } from '@hangar/contracts/planning';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  formatDayRange,
  isoDay,
  monthStart,
  todayIso,
  weekday,
} from './planning-dates';
import { planningItems, removeItem, shiftItem, upsertItem } from './planning-edit';
import {
  DAY_WIDTH,
  MIN_TIMELINE_WIDTH,
  dayOffset,
  daysForPixels,
  headerRows,
  scrollTargetDay,
  timelineRange,
  timelineWidth,
  unitStart,
} from './timeline-scale';

const phase = {
  id: 'build',
  name: 'Build',
  start: '2026-03-02',
  end: '2026-03-20',
  color: 'blue' as const,
  progress: 40,
  links: [],
};
const milestone = {
  id: 'launch',
  name: 'Launch',
  date: '2026-04-15',
  color: 'red' as const,
  links: [],
};
const planning: Planning = { phases: [phase], milestones: [milestone] };

describe('planning dates', () => {
  it('counts calendar days without time zones, across months, leap days and years', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(isoDay(dayNumber('2028-02-29'))).toBe('2028-02-29');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', -30)).toBe('2026-02-27');
    expect(dayNumber('2026-03-30') - dayNumber('2026-03-28')).toBe(2); // over the DST change
  });

  it('knows weekdays (Monday first) and month starts', () => {
    expect(weekday(dayNumber('2026-03-02'))).toBe(0); // a Monday
    expect(weekday(dayNumber('2026-03-08'))).toBe(6); // a Sunday
    expect(weekday(dayNumber('1969-12-31'))).toBe(2); // before 1970 too
    expect(isoDay(monthStart(dayNumber('2026-03-17')))).toBe('2026-03-01');
    expect(isoDay(monthStart(dayNumber('2026-11-17'), 3))).toBe('2027-02-01');
  });

  it('reads today in the local time zone and writes ranges once per year', () => {
    expect(todayIso(new Date(2026, 2, 5, 23, 59))).toBe('2026-03-05');
    expect(formatDayRange('2026-03-02', '2026-03-20')).toBe('2 Mar – 20 Mar 2026');
    expect(formatDayRange('2026-12-20', '2027-01-10')).toBe('20 Dec 2026 – 10 Jan 2027');
    expect(formatDayRange('2026-03-02', '2026-03-02')).toBe('2 Mar 2026');
  });
});

describe('timeline scale', () => {
  const today = dayNumber('2026-03-10');

  it('finds the start of weeks, months and quarters', () => {
    const day = dayNumber('2026-05-14'); // a Thursday
    expect(isoDay(unitStart(day, 'week'))).toBe('2026-05-11');
    expect(isoDay(unitStart(day, 'month'))).toBe('2026-05-01');
    expect(isoDay(unitStart(day, 'quarter'))).toBe('2026-04-01');
  });

  it('covers every item and today with room, aligned on the upper header unit', () => {
    const week = timelineRange(planning, today, 'week');
    expect(isoDay(week.start)).toBe('2026-02-23'); // the Monday before 2 Mar minus 7 days
    expect(weekday(week.end)).toBe(0);
    expect(week.end).toBeGreaterThan(dayNumber('2026-04-22'));

    const month = timelineRange(planning, today, 'month');
    expect(isoDay(month.start)).toBe('2026-02-01');
    expect(isoDay(month.end).endsWith('-01')).toBe(true);

    const quarter = timelineRange(planning, today, 'quarter');
    expect(isoDay(quarter.start)).toBe('2026-01-01');
    expect(timelineWidth(quarter, 'quarter')).toBeGreaterThanOrEqual(MIN_TIMELINE_WIDTH);
  });

  it('shows a calendar around today for an empty planning, at least the minimum width', () => {
    const range = timelineRange({ phases: [], milestones: [] }, today, 'month');
    expect(range.start).toBeLessThan(today);
    expect(range.end).toBeGreaterThan(today);
    expect(timelineWidth(range, 'month')).toBeGreaterThanOrEqual(MIN_TIMELINE_WIDTH);
  });

  it('turns days into pixels and pixels into the nearest whole days', () => {
    const range = timelineRange(planning, today, 'week');
    expect(dayOffset(range.start + 3, range, 'week')).toBe(3 * DAY_WIDTH.week);
    expect(daysForPixels(DAY_WIDTH.month * 2.4, 'month')).toBe(2);
    expect(daysForPixels(-DAY_WIDTH.month * 2.6, 'month')).toBe(-3);
    expect(daysForPixels(1, 'quarter')).toBe(0);
    expect(Object.is(daysForPixels(-1, 'week'), 0)).toBe(true);
  });

  it('labels the header rows of each zoom and cuts cells to the range', () => {
    const range = { start: dayNumber('2026-03-01'), end: dayNumber('2026-05-01') };
    const month = headerRows(range, 'month');
    expect(month.top.map((cell) => cell.label)).toEqual(['March 2026', 'April 2026']);
    expect(month.top.map((cell) => cell.days)).toEqual([31, 30]);
    expect(month.bottom[0]).toMatchObject({ label: '23 Feb', days: 1 }); // Sunday 1 March only
    expect(month.bottom[1]?.label).toBe('2 Mar');

    const quarter = headerRows(
      { start: dayNumber('2026-01-01'), end: dayNumber('2026-07-01') },
      'quarter',
    );
    expect(quarter.top.map((cell) => cell.label)).toEqual(['Q1 2026', 'Q2 2026']);
    expect(quarter.bottom.map((cell) => cell.label)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
    ]);

    const week = headerRows(
      { start: dayNumber('2026-03-02'), end: dayNumber('2026-03-16') },
      'week',
    );
    expect(week.top.map((cell) => cell.label)).toEqual([
      '2 Mar – 8 Mar 2026',
      '9 Mar – 15 Mar 2026',
    ]);
    expect(week.bottom.slice(0, 2).map((cell) => cell.label)).toEqual(['M 2', 'T 3']);
    expect(week.bottom).toHaveLength(14);
  });
});

describe('planning edits', () => {
  it('moves a phase or a milestone by whole days', () => {
    const moved = shiftItem(planning, 'build', 'move', 3);
    expect(moved.phases[0]).toMatchObject({ start: '2026-03-05', end: '2026-03-23' });
    expect(shiftItem(planning, 'launch', 'move', -15).milestones[0]?.date).toBe('2026-03-31');
    expect(shiftItem(planning, 'build', 'move', 0)).toBe(planning);
  });

  it('resizes one end of a phase, never past the other end', () => {
    expect(shiftItem(planning, 'build', 'end', 5).phases[0]?.end).toBe('2026-03-25');
    expect(shiftItem(planning, 'build', 'start', -2).phases[0]?.start).toBe('2026-02-28');
    expect(shiftItem(planning, 'build', 'end', -40).phases[0]).toMatchObject({
      start: '2026-03-02',
      end: '2026-03-02',
    });
    expect(shiftItem(planning, 'build', 'start', 40).phases[0]?.start).toBe('2026-03-20');
  });

  it('adds, replaces in place and removes items', () => {
    const added = upsertItem(planning, { kind: 'phase', ...phase, id: 'test', name: 'Test' });
    expect(planningItems(added).map((item) => item.id)).toEqual(['build', 'test', 'launch']);
    const renamed = upsertItem(added, { kind: 'phase', ...phase, name: 'Build it' });
    expect(renamed.phases.map((item) => item.name)).toEqual(['Build it', 'Test']);
    expect(removeItem(renamed, 'launch').milestones).toEqual([]);
  });
});

describe('where the timeline opens', () => {
  it('opens on today, or on the nearest end of a planning all past or all future', () => {
    const inside = dayNumber('2026-03-10');
    expect(scrollTargetDay(planning, inside)).toBe(inside);
    expect(scrollTargetDay(planning, dayNumber('2026-11-22'))).toBe(dayNumber('2026-04-15'));
    expect(scrollTargetDay(planning, dayNumber('2025-01-01'))).toBe(dayNumber('2026-03-02'));
    expect(scrollTargetDay({ phases: [], milestones: [] }, inside)).toBe(inside);
  });
});
